/**
 * The address modal's code (the modal, its search, tabs and form: ≈ 12 KB gzip of the checkout, Leaflet apart)
 * loads once the page has settled or when the modal first opens, not with the page: the menu, the
 * store selector and the checkout hold one that most visits never open (docs/performance.md).
 */
import { lazyWithPreload, whenPageSettles } from '@comanda/ui';
import { Suspense, useEffect, useState } from 'react';
import type { DinerAddressModalProps } from './DinerAddressModal.tsx';

const DinerAddressModal = lazyWithPreload(async () => (await import('./DinerAddressModal.tsx')).DinerAddressModal);

export function AddressModalOnDemand(props: DinerAddressModalProps) {
  const [wanted, setWanted] = useState(Boolean(props.open));
  if (props.open && !wanted) setWanted(true);
  useEffect(() => whenPageSettles(() => void DinerAddressModal.preload()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DinerAddressModal {...props} />
    </Suspense>
  );
}
