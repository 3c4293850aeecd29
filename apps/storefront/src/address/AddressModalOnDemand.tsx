/**
 * The address modal's code (the modal, its search, tabs and form: ≈ 12 KB gzip of the checkout, Leaflet apart)
 * loads once the page has settled or when the modal first opens, not with the page: the menu, the
 * store selector and the checkout hold one that most visits never open (docs/performance.md).
 */
import { modalOnDemand } from '@comanda/ui';
import type { DinerAddressModalProps } from './DinerAddressModal.tsx';

export const AddressModalOnDemand = modalOnDemand<DinerAddressModalProps>(
  async () => (await import('./DinerAddressModal.tsx')).DinerAddressModal,
);
