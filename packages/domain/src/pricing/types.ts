/**
 * What `priceOrder` reads and what it returns. Inputs are the wire's integers (minor units at the
 * currency's natural scale, percentages as numbers like 12.5). Every amount of the ticket is `Money`:
 * lines are exact, at the currency's scale plus `LINE_EXTRA_SCALE`; only `total` is at the currency's
 * own scale, rounded once. To show or send a line, round it with `roundForDisplay`.
 */
import type { CartItem, CartItemDiscount } from '../cart/types.ts';
import type { PlateDiscount } from '../catalog/types.ts';
import type { AdjustmentType, GeneralDiscount, GeneralSurcharge } from '../discounts/adjustments.ts';
import type { CodeDiscountInfo, CodeDiscountIssue, CodeDiscountType } from '../discounts/code.ts';
import type { LoyaltyProgram } from '../loyalty/program.ts';
import type { Country } from '../money/countries.ts';
import type { Money } from '../money/money.ts';

/**
 * A cart line to price. Only the item's `priceWithoutModifiers`, garnish `price`s and quantities
 * are read; `price`, `originalPrice` and `discount` are the client's display values and are not
 * trusted. The plate discount comes from the menu, passed alongside.
 */
export interface PricingLine {
  readonly item: CartItem;
  readonly plateDiscount?: PlateDiscount | null;
}

/** The delivery fee of the address (GET .../deliveryzones/fee); `cashFee` applies when paying cash. */
export interface DeliveryFeeInput {
  readonly fee: number;
  readonly cashFee?: number | null;
}

/** The order mode's fees (GET /api/ordermodes/{id}/fees). */
export interface ServiceFeeInput {
  /** Fixed part, minor units. */
  readonly userFee?: number | null;
  /** Percentage of the cart total. */
  readonly percentageUserFee?: number | null;
}

export interface LoyaltyInput {
  readonly program: LoyaltyProgram;
  readonly balance: number;
  /** Points the diner asks to redeem; 0 or absent when none (the ticket still tells what could be redeemed). */
  readonly points?: number | null;
}

export interface PriceOrderInput {
  readonly country: Country | string;
  readonly lines: readonly PricingLine[];
  readonly generalDiscounts?: readonly GeneralDiscount[] | null;
  readonly generalSurcharges?: readonly GeneralSurcharge[] | null;
  readonly fees?: ServiceFeeInput | null;
  /** Absent for order modes without delivery. */
  readonly delivery?: DeliveryFeeInput | null;
  /** The chosen payment is cash (picks the delivery fee's cash variant). */
  readonly cashPayment?: boolean;
  /** A code the validation call returned; its conditions are checked again here. */
  readonly codeDiscount?: CodeDiscountInfo | null;
  readonly loyalty?: LoyaltyInput | null;
  /** diner §9 "code or loyalty discount"; defaults to `CODE_AND_LOYALTY_EXCLUSIVE`. */
  readonly codeAndLoyaltyExclusive?: boolean;
}

export interface TicketItemDiscount extends Omit<CartItemDiscount, 'amount'> {
  readonly amount: Money;
}

export interface TicketItemLine {
  readonly referenceId: string;
  readonly name: string;
  readonly categoryId: string;
  readonly quantity: number;
  /** One unit of the chosen size, without garnishes. */
  readonly unitPriceWithoutModifiers: Money;
  /** One unit with its garnishes, before the plate discount. */
  readonly unitPrice: Money;
  /** unitPrice × quantity. */
  readonly gross: Money;
  readonly plateDiscount: Money;
  /** The plate discount as the order's item carries it; null when it discounts nothing. */
  readonly discount: TicketItemDiscount | null;
  /** gross − plateDiscount. */
  readonly net: Money;
}

/** diner §3 "Discount line". */
export interface DiscountLine {
  readonly name: string;
  readonly type: AdjustmentType | CodeDiscountType;
  readonly value: number;
  readonly amount: Money;
  readonly discountReferenceId: string;
  readonly externalBenefitType?: string;
  readonly code?: string;
}

/** diner §3 "Surcharge line". */
export interface SurchargeLine {
  readonly name: string;
  readonly type: AdjustmentType;
  readonly value: number;
  readonly amount: Money;
  readonly surchargeReferenceId: string;
}

export const codeOutcomes = ['applied', 'conditionsUnmet', 'nothingToDiscount', 'notCombinedWithLoyalty'] as const;
export type CodeOutcome = (typeof codeOutcomes)[number];

export interface TicketCode {
  readonly code: string;
  readonly outcome: CodeOutcome;
  /** Unmet conditions, in the spec's order (empty unless `conditionsUnmet`). */
  readonly issues: readonly CodeDiscountIssue[];
}

export const loyaltyOutcomes = ['notRequested', 'applied', 'invalid', 'inactive', 'discountsWereBetter'] as const;
export type LoyaltyOutcome = (typeof loyaltyOutcomes)[number];

export interface TicketLoyalty {
  readonly outcome: LoyaltyOutcome;
  readonly requestedPoints: number;
  /** Sent as loyaltyInfo.redeemedPoints; 0 unless applied. */
  readonly redeemedPoints: number;
  /** The money the redeemed points pay (1 point = 1 currency unit). */
  readonly amount: Money;
  /** What points can pay on this order: the items after the discounts that combine with points. */
  readonly redeemableAmount: Money;
  readonly maxPointsForOrder: number;
  /** The redeem input's default for this order. */
  readonly defaultPoints: number;
  /** The validation message when `invalid`. */
  readonly message: string | null;
  /** Points this order earns (program's orderPercentage of what is paid for products, rounded down). */
  readonly earnedPoints: number;
}

export interface Ticket {
  readonly currency: string;
  /** The currency's natural scale (mantissa), the scale of `total`. */
  readonly currencyScale: number;
  readonly items: readonly TicketItemLine[];
  /** Σ item nets: the cart total, after plate discounts. */
  readonly itemsTotal: Money;
  readonly surcharges: readonly SurchargeLine[];
  readonly surchargesTotal: Money;
  /** Applied discount lines: general discounts in their order, then the code. Zero lines are left out. */
  readonly discounts: readonly DiscountLine[];
  readonly discountsTotal: Money;
  /** Discounts left out because the redeemed points were worth more and the two do not combine. */
  readonly notCombinedDiscounts: readonly DiscountLine[];
  readonly code: TicketCode | null;
  readonly loyalty: TicketLoyalty | null;
  /** userServiceFee: zero shows '(Bonificada)' (display). */
  readonly serviceFee: Money;
  /** zero shows 'Gratis' (display); a free-delivery code is a discount line, not a lower fee. */
  readonly deliveryFee: Money;
  /** The exact total, never negative. */
  readonly unroundedTotal: Money;
  /** The order's price: `unroundedTotal` rounded half-up once to the currency's minor unit. */
  readonly total: Money;
}
