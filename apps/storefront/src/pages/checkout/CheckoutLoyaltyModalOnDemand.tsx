/**
 * The points modal's code (the modal and its paged history) loads once the page has settled or
 * when the modal first opens, not with the checkout: most diners never open it.
 */
import { lazyWithPreload, whenPageSettles } from '@comanda/ui';
import { Suspense, useEffect, useState } from 'react';
import type { CheckoutLoyaltyModalProps } from './CheckoutLoyaltyModal.tsx';

const CheckoutLoyaltyModal = lazyWithPreload(
  async () => (await import('./CheckoutLoyaltyModal.tsx')).CheckoutLoyaltyModal,
);

export function CheckoutLoyaltyModalOnDemand(props: CheckoutLoyaltyModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  useEffect(() => whenPageSettles(() => void CheckoutLoyaltyModal.preload()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutLoyaltyModal {...props} />
    </Suspense>
  );
}
