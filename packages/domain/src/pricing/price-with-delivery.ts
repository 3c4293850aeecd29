/**
 * The ticket of a delivery order for its address's quote (diner §2 'Envío gratis a partir de
 * {amount}'). The threshold reads the products' total, which the delivery fee itself never
 * changes: one pass finds that total, the second prices the fee it allows. The checkout and the
 * server both price with this, so both show and charge the same ticket.
 */

import type { Money } from '../money/money.ts';
import { type DeliveryQuoteFees, deliveryFeeForQuote } from './delivery-fee.ts';
import { priceOrder, roundForDisplay } from './price-order.ts';
import type { PriceOrderInput, Ticket } from './types.ts';

/** A ticket's amount in minor units at the currency's scale, as the diner sees and pays it. */
export const ticketMinorUnits = (ticket: Ticket, value: Money): number =>
  roundForDisplay(value, ticket.currencyScale).amount;

export function priceOrderWithDelivery(
  input: Omit<PriceOrderInput, 'delivery'>,
  quote: DeliveryQuoteFees | null | undefined,
): Ticket {
  const withoutDelivery = priceOrder(input);
  if (!quote) return withoutDelivery;
  const itemsTotal = ticketMinorUnits(withoutDelivery, withoutDelivery.itemsTotal);
  return priceOrder({ ...input, delivery: deliveryFeeForQuote(quote, itemsTotal) });
}
