/**
 * The menu as the domain sees it (diner §3). Money fields are integers in minor units at the
 * currency's natural scale; ids are strings.
 */
export const plateDiscountTypes = ['PERCENT', 'FIXED', 'MULTIPLE', 'FINAL_PRICE'] as const;
export type PlateDiscountType = (typeof plateDiscountTypes)[number];

/** A plate discount as the menu defines it (diner §3 "Discount types"). */
export type PlateDiscount =
  | { readonly id: string; readonly type: 'PERCENT'; readonly percentage: number }
  | { readonly id: string; readonly type: 'FIXED'; readonly fixedDiscount: number }
  | { readonly id: string; readonly type: 'MULTIPLE'; readonly buy: number; readonly pay: number }
  | { readonly id: string; readonly type: 'FINAL_PRICE'; readonly finalPrice: number };

export interface PlateSize {
  readonly id: string;
  readonly name: string;
  readonly price: number;
}

export interface Garnish {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly description?: string;
  readonly visible: boolean;
}

export interface GarnishGroup {
  readonly id: string;
  readonly name: string;
  readonly mandatory: boolean;
  readonly multipleSelection: boolean;
  readonly minGarnishAmount: number;
  readonly maxGarnishAmount: number;
  readonly garnishes: readonly Garnish[];
}

export interface Plate {
  readonly id: string;
  readonly name: string;
  readonly showName: string;
  readonly description?: string;
  readonly categoryId: string;
  readonly sizes: readonly PlateSize[];
  readonly garnishGroups: readonly GarnishGroup[];
  /** Per-item maximum; absent means the default of the cart rules. */
  readonly maxQuantity?: number;
  readonly discount?: PlateDiscount;
  readonly indicators?: readonly string[];
  readonly withImage?: boolean;
}

export interface Category {
  readonly id: string;
  readonly name: string;
  readonly showName: string;
  readonly description?: string;
  readonly plates: readonly Plate[];
}
