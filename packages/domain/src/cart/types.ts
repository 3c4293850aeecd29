/**
 * A cart line (diner §3 "Cart item"). Money fields are integers in minor units.
 * - `priceWithoutModifiers`: unit price of the chosen size, without garnishes.
 * - `originalPrice`: unit price with the chosen garnishes, before the plate discount.
 * - `price`: unit price the diner pays after a per-unit plate discount (PERCENT, FIXED,
 *   FINAL_PRICE); a MULTIPLE (buy/pay) discount is applied by pricing on the whole line.
 */
import type { PlateDiscountType } from '../catalog/types.ts';

export const cartItemSources = ['plate', 'upselled'] as const;
export type CartItemSource = (typeof cartItemSources)[number];

export interface CartGarnishItem {
  readonly referenceId: string;
  readonly referenceType: 'GARNISH';
  readonly name: string;
  readonly quantity: number;
  readonly price: number;
}

export interface CartExtrasGroup {
  readonly groupId: string;
  readonly groupName: string;
  readonly minGarnishAmount: number;
  readonly maxGarnishAmount: number;
  readonly multipleSelection: boolean;
  readonly mandatory: boolean;
  /** Number of garnishes selected in the group (the spec's `cantAct`). */
  readonly cantAct: number;
  readonly groupItems: readonly CartGarnishItem[];
}

export interface CartItemDiscount {
  readonly type: PlateDiscountType;
  readonly discountReferenceId: string;
  readonly itemId?: string;
  /** Discount of the whole line, in minor units. */
  readonly amount: number;
}

export interface CartItem {
  readonly referenceId: string;
  readonly referenceType: 'PLATE';
  readonly name: string;
  readonly notes: string;
  readonly price: number;
  readonly originalPrice: number;
  readonly priceWithoutModifiers: number;
  readonly quantity: number;
  readonly sizeId?: string;
  readonly categoryId: string;
  readonly categoryShowName: string;
  readonly discount?: CartItemDiscount;
  readonly source: CartItemSource;
  readonly maxQuantity?: number;
  readonly upsell?: boolean;
  readonly extras: readonly CartExtrasGroup[];
}
