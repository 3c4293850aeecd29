/**
 * Rules about cart lines (diner §4, follow-up §5): when two lines are the same product with the
 * same choices, how many units of a product the cart holds, and the per-item maximum.
 */
import type { CartExtrasGroup, CartItem } from './types.ts';

/** Diner §5: the per-item check when a plate sets no maximum of its own. */
export const DEFAULT_MAX_QUANTITY = 9_999_999;

export function maxQuantityOf(item: Pick<CartItem, 'maxQuantity'>): number {
  const maximum = item.maxQuantity;
  return maximum != null && Number.isSafeInteger(maximum) && maximum > 0 ? maximum : DEFAULT_MAX_QUANTITY;
}

/** Chosen garnishes as an order-insensitive key list; zero-quantity entries choose nothing. */
function extrasKey(extras: readonly CartExtrasGroup[]): string[] {
  return extras
    .flatMap((group) =>
      group.groupItems
        .filter((garnish) => garnish.quantity > 0)
        .map((garnish) => JSON.stringify([group.groupId, garnish.referenceId, garnish.quantity])),
    )
    .sort();
}

/**
 * Two lines merge when referenceId, notes, name and every chosen extra (referenceId and quantity,
 * in any order) are equal. The size is compared too: two sizes of one plate carry different
 * prices and must not share a line.
 */
export function isSameLine(a: CartItem, b: CartItem): boolean {
  if (a.referenceId !== b.referenceId || a.notes !== b.notes || a.name !== b.name || a.sizeId !== b.sizeId) {
    return false;
  }
  const keysA = extrasKey(a.extras);
  const keysB = extrasKey(b.extras);
  return keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i]);
}

/**
 * A line with another quantity. A per-unit discount's line amount follows the quantity; a
 * MULTIPLE (buy/pay) amount depends on the whole line and is left to pricing.
 */
export function withQuantity(item: CartItem, quantity: number): CartItem {
  const { discount } = item;
  if (!discount || discount.type === 'MULTIPLE') return { ...item, quantity };
  return { ...item, quantity, discount: { ...discount, amount: (item.originalPrice - item.price) * quantity } };
}

/** Units in the cart per product (the spec's quantity-by-referenceId map), summed across lines. */
export function quantitiesByReferenceId(items: readonly CartItem[]): ReadonlyMap<string, number> {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.referenceId, (quantities.get(item.referenceId) ?? 0) + item.quantity);
  return quantities;
}

export function quantityOf(items: readonly CartItem[], referenceId: string): number {
  return items.reduce((sum, item) => (item.referenceId === referenceId ? sum + item.quantity : sum), 0);
}

/** The 'Ver mi pedido' basket count: units, not lines. */
export function basketCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
