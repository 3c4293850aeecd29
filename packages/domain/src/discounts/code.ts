/**
 * Discount codes (diner §3 "Code discount info", §4, §5, §9): what a validated code gives, the
 * conditions that keep it from being used, its terms, when it is deleted or expires.
 *
 * Amounts on the info (FIXED value, minimum order amount, maximum discount) are minor units at the
 * currency's natural scale; a PERCENT value is a percentage (12.5 is 12.5 %).
 */
import { type Country, countryOf } from '../money/countries.ts';
import { formatMoney } from '../money/format.ts';
import { lessThan, type Money, minimum, money, moneyOf, toScale, zero } from '../money/money.ts';
import { adjustmentAmount } from './adjustments.ts';
import { FULL_PERCENT, parseMinorUnits } from './arithmetic.ts';
import { discountMessages } from './messages.ts';

export const codeDiscountTypes = ['PERCENT', 'FIXED', 'DELIVERY_FEE'] as const;
export type CodeDiscountType = (typeof codeDiscountTypes)[number];

export interface CodeDiscountReference {
  readonly id: string;
  readonly showName: string;
}

export interface CodeDiscountInfo {
  readonly code: string;
  readonly id: string;
  readonly type: CodeDiscountType;
  readonly value: number;
  readonly minimumOrderAmount?: number | null;
  /** The dish that must be in the cart. */
  readonly plate?: CodeDiscountReference | null;
  /** The cap of the discount; absent or zero means no cap. */
  readonly maximumDiscountAmount?: number | null;
  /** An item of this category must be in the cart, and the discount applies to that category's items. */
  readonly category?: CodeDiscountReference | null;
  readonly firstTimeUse?: boolean;
  readonly limitedUsage?: boolean;
  readonly externalBenefitType?: string | null;
}

/** diner §9: a limited-usage code expires 180000 ms after it was applied. */
export const LIMITED_USAGE_CODE_TTL_MS = 180_000;

export const isFreeDeliveryCode = (info: Pick<CodeDiscountInfo, 'type'>): boolean => info.type === 'DELIVERY_FEE';

/** The name of the code's discount line (diner §3). */
export function codeDiscountLineName(info: Pick<CodeDiscountInfo, 'code' | 'type'>): string {
  return isFreeDeliveryCode(info)
    ? discountMessages.freeDeliveryCouponLineName(info.code)
    : discountMessages.couponLineName(info.code);
}

/** Whether a cart item falls under the code: every item, or only the items of its category. */
export function codeCoversItem(
  info: Pick<CodeDiscountInfo, 'category'>,
  item: { readonly categoryId: string },
): boolean {
  return !info.category || item.categoryId === info.category.id;
}

// ---------------------------------------------------------------------------------------------
// Conditions (diner §5: shown as errors, in this order)

export type CodeDiscountIssue =
  | { readonly condition: 'minimumOrderAmount'; readonly minimum: Money }
  | { readonly condition: 'requiredPlate'; readonly plate: CodeDiscountReference }
  | { readonly condition: 'alreadyFreeDelivery' }
  | { readonly condition: 'requiredCategory'; readonly category: CodeDiscountReference };

export interface CodeDiscountContext {
  readonly country: Country | string;
  /** What the cart holds: each item's plate (referenceId) and category. */
  readonly items: readonly { readonly referenceId: string; readonly categoryId: string }[];
  /**
   * The amount in products: the items after their plate discounts, before any order-level discount
   * (pricing's `itemsTotal`). Decision: the minimum compares against this, the amount the diner sees
   * as the cart's total.
   */
  readonly productsAmount: Money;
  /** The delivery fee for the chosen payment; null or zero when delivery is already free (or not delivery). */
  readonly deliveryFee: Money | null;
}

/** The unmet conditions of a code, in the spec's order; empty when the code can be used. */
export function codeDiscountIssues(info: CodeDiscountInfo, context: CodeDiscountContext): CodeDiscountIssue[] {
  const issues: CodeDiscountIssue[] = [];
  const minimumAmount = parseMinorUnits(info.minimumOrderAmount);
  if (minimumAmount !== null && minimumAmount > 0) {
    const minimumMoney = moneyOf(minimumAmount, context.country);
    if (lessThan(context.productsAmount, minimumMoney)) {
      issues.push({ condition: 'minimumOrderAmount', minimum: minimumMoney });
    }
  }
  const plate = info.plate;
  if (plate && !context.items.some((item) => item.referenceId === plate.id)) {
    issues.push({ condition: 'requiredPlate', plate });
  }
  if (isFreeDeliveryCode(info) && (context.deliveryFee === null || context.deliveryFee.amount <= 0)) {
    issues.push({ condition: 'alreadyFreeDelivery' });
  }
  const category = info.category;
  if (category && !context.items.some((item) => item.categoryId === category.id)) {
    issues.push({ condition: 'requiredCategory', category });
  }
  return issues;
}

/** The Spanish error shown for an unmet condition. */
export function codeDiscountIssueMessage(issue: CodeDiscountIssue, country: Country | string): string {
  switch (issue.condition) {
    case 'minimumOrderAmount':
      return discountMessages.minimumOrderAmountNotReached(formatMoney(issue.minimum, country));
    case 'requiredPlate':
      return discountMessages.requiredPlateMissing(issue.plate.showName);
    case 'alreadyFreeDelivery':
      return discountMessages.alreadyFreeDelivery;
    case 'requiredCategory':
      return discountMessages.requiredCategoryMissing(issue.category.showName);
    default:
      issue satisfies never;
      return '';
  }
}

/** The terms shown with a code (diner §5): minimum amount, required dish, first purchase only, cap. */
export function codeDiscountTerms(info: CodeDiscountInfo, country: Country | string): string[] {
  const c = typeof country === 'string' ? countryOf(country) : country;
  const terms: string[] = [];
  const minimumAmount = parseMinorUnits(info.minimumOrderAmount);
  if (minimumAmount) terms.push(discountMessages.minimumOrderAmountTerm(formatMoney(moneyOf(minimumAmount, c), c)));
  if (info.plate) terms.push(discountMessages.requiredPlateTerm(info.plate.showName));
  if (info.firstTimeUse) terms.push(discountMessages.firstPurchaseOnlyTerm);
  const cap = parseMinorUnits(info.maximumDiscountAmount);
  if (cap) terms.push(discountMessages.discountCapTerm(formatMoney(moneyOf(cap, c), c)));
  return terms;
}

/**
 * The code's discount on `base`: the covered items' remaining amount for PERCENT and FIXED, the
 * delivery fee for DELIVERY_FEE (free delivery takes the whole fee). Capped by the maximum discount
 * amount when one is set, and never more than `base`.
 */
export function codeDiscountAmount(info: CodeDiscountInfo, base: Money, naturalScale: number): Money {
  if (base.amount <= 0) return zero(base);
  const type = info.type;
  const raw =
    type === 'DELIVERY_FEE' ? base : adjustmentAmount({ type, value: info.value }, base, naturalScale, FULL_PERCENT);
  const cap = parseMinorUnits(info.maximumDiscountAmount);
  const capped = cap ? minimum(raw, toScale(money(cap, base.currency, naturalScale), base.scale)) : raw;
  return minimum(capped, base);
}
