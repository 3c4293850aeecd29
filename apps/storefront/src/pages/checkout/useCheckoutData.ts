/**
 * What the checkout reads besides the branch scope: the order mode of the cart, its menu (for
 * plate discounts), fees, general discounts and surcharges, the branch's customizations and its
 * loyalty program. Every read falls back as the api's failure policy says.
 */
import type { BranchContactOutput, BranchOutput, OrderModeOutput, PaymentTypeOutput } from '@comanda/api';
import {
  useFees,
  useGeneralDiscounts,
  useGeneralSurcharges,
  useLoyaltyProgram,
  useMenu,
  useMenuCustomizations,
} from '@comanda/api/react';
import type { PlateDiscount } from '@comanda/domain/catalog';
import { isProgramAvailableAt, type LoyaltyProgram } from '@comanda/domain/loyalty';
import { paymentFlowOf } from '@comanda/domain/order';
import {
  type CheckoutModeKind,
  complexAddressBranchContactIds,
  documentLabelOf,
  followUpRedirectOf,
  notesLimits,
} from '@comanda/domain/validation';
import type { PaymentOption } from '@comanda/ui';
import { useMemo } from 'react';

export const checkoutModeKinds = {
  DELIVERY: 'delivery',
  TAKE_AWAY: 'takeAway',
  TABLE: 'dineIn',
  SELF_SERVICE: 'selfService',
} as const satisfies Record<OrderModeOutput['type'], CheckoutModeKind>;

export function toPaymentOption(paymentType: PaymentTypeOutput): PaymentOption {
  const flow = paymentFlowOf(paymentType);
  return { id: paymentType.id, showName: paymentType.showName, kind: flow === 'link' ? 'other' : flow };
}

export function useCheckoutData(
  alias: string,
  branch: BranchOutput,
  contact: BranchContactOutput,
  mode: OrderModeOutput,
) {
  const byMode = { params: { id: mode.id } };
  const { fees, isLoading: feesLoading } = useFees(byMode);
  const { generalDiscounts, isLoading: discountsLoading } = useGeneralDiscounts(byMode);
  const { generalSurcharges, isLoading: surchargesLoading } = useGeneralSurcharges(byMode);
  const { menu, isLoading: menuLoading } = useMenu({ params: { branchContactAlias: alias, orderModeId: mode.id } });
  const { customizations } = useMenuCustomizations({ params: { branchId: branch.id } });
  const { loyaltyProgram } = useLoyaltyProgram({ params: { id: branch.id } });

  const plateDiscounts = useMemo(() => {
    const discounts = new Map<string, PlateDiscount>();
    for (const category of menu?.categories ?? [])
      for (const plate of category.plates) if (plate.discount) discounts.set(plate.id, plate.discount);
    return discounts;
  }, [menu]);

  const program: LoyaltyProgram | null =
    loyaltyProgram && 'name' in loyaltyProgram && isProgramAvailableAt(loyaltyProgram, contact.id)
      ? loyaltyProgram
      : null;

  return {
    loading: feesLoading || discountsLoading || surchargesLoading || menuLoading,
    fees: fees ?? null,
    generalDiscounts: generalDiscounts?.generalDiscounts ?? [],
    generalSurcharges: generalSurcharges?.generalSurcharges ?? [],
    plateDiscounts,
    notesLimit: notesLimits(customizations ?? []).order,
    documentLabel: documentLabelOf(customizations ?? []),
    complexAddressIds: complexAddressBranchContactIds(customizations ?? []),
    followUpRedirect: followUpRedirectOf(customizations ?? []),
    program,
  };
}
