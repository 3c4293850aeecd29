/**
 * The unit prices a cart item carries for display (diner §3 "Cart item"), from the menu: the same
 * plate-discount rule as `priceOrder` (on the size price only), so the cart and the ticket agree.
 * These are display values in minor units; `priceOrder` never reads `price` or `originalPrice`.
 */
import type { Plate, PlateDiscount } from '../catalog/types.ts';
import { parseMinorUnits } from '../discounts/arithmetic.ts';
import { plateUnitDiscount } from '../discounts/plate-discount.ts';
import { money, roundHalfUp, subtract, toScale } from '../money/money.ts';

/** ISO 4217's code for "no currency": unit prices here are plain minor units of whatever currency. */
const NO_CURRENCY = 'XXX';

export interface CartItemUnitPrices {
  /** The chosen size's price. */
  readonly priceWithoutModifiers: number;
  /** With the chosen garnishes, before the plate discount. */
  readonly originalPrice: number;
  /** After a per-unit plate discount, rounded half-up to the minor unit for display; MULTIPLE leaves it as is. */
  readonly price: number;
}

export interface GarnishPrice {
  readonly price: number;
  readonly quantity: number;
}

export function cartItemUnitPrices(
  priceWithoutModifiers: number,
  garnishes: readonly GarnishPrice[],
  plateDiscount?: PlateDiscount | null,
): CartItemUnitPrices {
  const size = parseMinorUnits(priceWithoutModifiers) ?? 0;
  const garnishTotal = garnishes.reduce(
    (total, garnish) => total + (parseMinorUnits(garnish.price) ?? 0) * (parseMinorUnits(garnish.quantity) ?? 0),
    0,
  );
  const originalPrice = size + garnishTotal;
  const unitDiscount = plateUnitDiscount(plateDiscount, money(size, NO_CURRENCY, 0));
  const price = toScale(subtract(money(originalPrice, NO_CURRENCY, 0), unitDiscount), 0, roundHalfUp).amount;
  return { priceWithoutModifiers: size, originalPrice, price };
}

export interface GarnishChoice {
  readonly garnishId: string;
  readonly quantity: number;
}

/**
 * The unit prices of a plate with a size and garnishes chosen. Without `sizeId` a plate with a single
 * size uses it. Null when the size or a garnish is not on the plate (a stale or forged choice).
 */
export function priceCartItem(
  plate: Plate,
  sizeId: string | null | undefined,
  choices: readonly GarnishChoice[],
): CartItemUnitPrices | null {
  const size =
    sizeId == null ? (plate.sizes.length === 1 ? plate.sizes[0] : undefined) : plate.sizes.find((s) => s.id === sizeId);
  if (!size) return null;
  const garnishes = new Map(plate.garnishGroups.flatMap((group) => group.garnishes.map((g) => [g.id, g] as const)));
  const chosen: GarnishPrice[] = [];
  for (const choice of choices) {
    const garnish = garnishes.get(choice.garnishId);
    if (!garnish) return null;
    chosen.push({ price: garnish.price, quantity: choice.quantity });
  }
  return cartItemUnitPrices(size.price, chosen, plate.discount);
}
