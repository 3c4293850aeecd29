/**
 * The ticket with the domain's `priceOrderWithDelivery`, fed exactly like the server feeds it: lines with the
 * menu's plate discounts, the mode's discounts, surcharges and fees, the address's delivery fee
 * (free from the zone's threshold), the validated code and the redeemed points.
 */
import type { DeliveryFeeOutput } from '@comanda/api';
import type { CartItem } from '@comanda/domain/cart';
import type { PlateDiscount } from '@comanda/domain/catalog';
import type { CodeDiscountInfo, GeneralDiscount, GeneralSurcharge } from '@comanda/domain/discounts';
import type { LoyaltyProgram } from '@comanda/domain/loyalty';
import { priceOrderWithDelivery, type ServiceFeeInput, type Ticket, ticketMinorUnits } from '@comanda/domain/pricing';

export interface TicketInput {
  readonly country: string;
  readonly items: readonly CartItem[];
  readonly plateDiscounts: ReadonlyMap<string, PlateDiscount>;
  readonly generalDiscounts: readonly GeneralDiscount[];
  readonly generalSurcharges: readonly GeneralSurcharge[];
  readonly fees: ServiceFeeInput | null;
  /** Delivery orders: the quote of the address, or null while unknown (no fee yet). */
  readonly deliveryFee: DeliveryFeeOutput | null;
  readonly cashPayment: boolean;
  readonly codeDiscount: CodeDiscountInfo | null;
  /** Only with a program and a diner the branch knows (as the server prices it). */
  readonly loyalty: { readonly program: LoyaltyProgram; readonly balance: number; readonly points: number } | null;
}

/** The domain's `ticketMinorUnits`, under the name the checkout reads. */
export const minorUnits = ticketMinorUnits;

export function buildTicket(input: TicketInput): Ticket {
  return priceOrderWithDelivery(
    {
      country: input.country,
      lines: input.items.map((item) => ({ item, plateDiscount: input.plateDiscounts.get(item.referenceId) ?? null })),
      generalDiscounts: input.generalDiscounts,
      generalSurcharges: input.generalSurcharges,
      fees: input.fees,
      cashPayment: input.cashPayment,
      codeDiscount: input.codeDiscount,
      loyalty: input.loyalty,
    },
    input.deliveryFee,
  );
}
