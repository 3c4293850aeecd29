/**
 * The delivery fee an order pays for its address's quote (GET .../deliveryzones/fee): the zone's
 * fee (its cash variant when paying cash, picked by `priceOrder`), or nothing once the products
 * reach the zone's free-delivery threshold (diner §2 'Envío gratis a partir de {amount}').
 * The checkout and the server read the threshold the same way, so both price the same ticket.
 */
import type { DeliveryFeeInput } from './types.ts';

export interface DeliveryQuoteFees {
  /** Minor units at the currency's natural scale. */
  readonly fee: number;
  readonly cashFee?: number | null;
  /** Products total (minor units) from which delivery is free; absent when the zone has no offer. */
  readonly freeDeliveryFrom?: number | null;
}

/** Whether the products total (the ticket's itemsTotal, in minor units) reaches the free-delivery threshold. */
export function reachesFreeDelivery(quote: Pick<DeliveryQuoteFees, 'freeDeliveryFrom'>, itemsTotal: number): boolean {
  const threshold = quote.freeDeliveryFrom;
  return typeof threshold === 'number' && Number.isFinite(threshold) && itemsTotal >= threshold;
}

/** The `delivery` input of `priceOrder` for a quote and the products total (minor units). */
export function deliveryFeeForQuote(quote: DeliveryQuoteFees, itemsTotal: number): DeliveryFeeInput {
  if (reachesFreeDelivery(quote, itemsTotal)) return { fee: 0, cashFee: 0 };
  return { fee: quote.fee, cashFee: quote.cashFee ?? null };
}
