/**
 * The points modal's code (the modal and its paged history) loads once the page has settled or
 * when the modal first opens, not with the checkout: most diners never open it.
 */
import { modalOnDemand } from '@comanda/ui';
import type { CheckoutLoyaltyModalProps } from './CheckoutLoyaltyModal.tsx';

export const CheckoutLoyaltyModalOnDemand = modalOnDemand<CheckoutLoyaltyModalProps>(
  async () => (await import('./CheckoutLoyaltyModal.tsx')).CheckoutLoyaltyModal,
);
