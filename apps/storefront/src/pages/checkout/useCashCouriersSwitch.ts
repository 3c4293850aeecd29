import { paymentWithoutCashCouriers } from '@comanda/domain/order';
import { validationMessages } from '@comanda/domain/validation';
import { notify } from '@comanda/ui';
import { useEffect } from 'react';

interface CashCouriersSwitch<P> {
  readonly paymentTypes: readonly P[];
  readonly paymentTypeId: string;
  /** From the delivery quote; undefined before it arrives or away from delivery. */
  readonly cashCouriersAvailable: boolean | undefined;
  readonly onSwitch: (paymentType: P) => void;
}

/**
 * Diner §4: once the quote says no courier in the zone takes cash, a cash payment moves to the
 * first other active method, and the diner is told why with the spec's message.
 */
export function useCashCouriersSwitch<P extends { id: string; paymentMethod: string; active: boolean }>({
  paymentTypes,
  paymentTypeId,
  cashCouriersAvailable,
  onSwitch,
}: CashCouriersSwitch<P>): void {
  const other = paymentWithoutCashCouriers(paymentTypes, paymentTypeId, cashCouriersAvailable);
  // Keyed on the method to move to, so one move happens once however often the page renders.
  const otherId = other?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new move to make runs it again
  useEffect(() => {
    if (!other) return;
    onSwitch(other);
    notify.info(validationMessages.checkout.noCashCouriers);
  }, [otherId, paymentTypeId]);
}
