/** The cart's totals as the ticket computes them (`priceOrder`), with the menu's plate discounts. */
import type { CartItem } from '@comanda/domain/cart';
import type { Plate } from '@comanda/domain/catalog';
import { priceOrder, roundForDisplay } from '@comanda/domain/pricing';

export interface CartTotals {
  /** Items after plate discounts, minor units. */
  readonly itemsTotal: number;
  /** Each line's price by index, minor units. */
  readonly linePrices: readonly number[];
}

export function cartTotals(
  items: readonly CartItem[],
  plates: ReadonlyMap<string, Plate>,
  country: string,
): CartTotals {
  const ticket = priceOrder({
    country,
    lines: items.map((item) => ({ item, plateDiscount: plates.get(item.referenceId)?.discount ?? null })),
  });
  const scale = ticket.currencyScale;
  return {
    itemsTotal: Number(roundForDisplay(ticket.itemsTotal, scale).amount),
    linePrices: ticket.items.map((line) => Number(roundForDisplay(line.net, scale).amount)),
  };
}
