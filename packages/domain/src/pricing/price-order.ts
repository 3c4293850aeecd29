/**
 * The ticket of an order, computed from scratch (after Medusa's promotion module): a pure function
 * that returns lines as data. The browser and the server call it with the same input; the server
 * feeds it prices from its own menu, so a price from a browser is never trusted.
 *
 * Order of application, each step working on what the previous ones left and never below zero:
 * 1. Plate discounts, per line, on the size price (they are the menu's prices). itemsTotal = Σ nets:
 *    the cart total.
 * 2. Surcharges on itemsTotal (PERCENT) or fixed. They are charges of the order mode (say, a card
 *    surcharge) and no discount reduces them.
 * 3. General discounts, in the order given, each on what remains of the items (PERCENT of the
 *    remainder, FIXED up to the remainder). They are the order mode's automatic prices, so they come
 *    before anything the diner adds; each is spread over the lines in proportion to what remains of
 *    them, so that a category code after them sees its own lines' remainder.
 * 4. The code: on what remains of the items it covers (all, or its category's), capped by its maximum
 *    discount; a free-delivery code takes the delivery fee instead. It must meet its conditions.
 * 5. Loyalty points, on what remains of the items: they pay for what is actually owed, and the
 *    program's maximum percentage is a share of that amount. Surcharges, fees and delivery are not
 *    payable with points.
 * 6. Service fee = userFee + percentageUserFee % of the cart total (itemsTotal). Decision: the cart
 *    total before order-level discounts, the total the diner saw in the cart, so that applying a code
 *    or points never changes the fee.
 * 7. Delivery fee: the cash fee when paying cash and one is set, else the fee.
 * total = items + surcharges − discounts − points + service fee + delivery fee, rounded half-up once.
 *
 * When discounts and points do not combine (the code with points when they are exclusive, or any
 * general or code discount when the program does not support discounts), the ticket keeps whichever
 * side leaves the lower total, discounts on a tie (the diner keeps the points): the diner never pays
 * more for having asked for both.
 */

import type { GeneralDiscount } from '../discounts/adjustments.ts';
import { adjustmentAmount, discountOnRemaining } from '../discounts/adjustments.ts';
import { LINE_EXTRA_SCALE, parseMinorUnits, parsePercent, percentOf } from '../discounts/arithmetic.ts';
import type { CodeDiscountInfo } from '../discounts/code.ts';
import { codeCoversItem, codeDiscountAmount, codeDiscountIssues, codeDiscountLineName } from '../discounts/code.ts';
import { plateLineDiscount } from '../discounts/plate-discount.ts';
import { pointsEarned } from '../loyalty/accrual.ts';
import { type LoyaltyProgram, pointsValue, supportsDiscounts } from '../loyalty/program.ts';
import { defaultRedemptionPoints, maxPointsForOrder, validateRedemption } from '../loyalty/redemption.ts';
import { type Country, resolveCountry } from '../money/countries.ts';
import { addExact, allocateExact, multiplyExact, pow10, sumExact } from '../money/exact-integers.ts';
import {
  add,
  clampAtZero,
  compare,
  type Money,
  minimum,
  money,
  moneyOf,
  type RoundingMode,
  roundHalfUp,
  subtract,
  toScale,
  zero,
} from '../money/money.ts';
import type {
  DiscountLine,
  PriceOrderInput,
  PricingLine,
  SurchargeLine,
  Ticket,
  TicketCode,
  TicketItemLine,
  TicketLoyalty,
} from './types.ts';

/** diner §9 "code or loyalty discount": by default a code and points are not both applied. */
export const CODE_AND_LOYALTY_EXCLUSIVE = true;

/** The rounding of an order's price: half-up to the currency's minor unit, once, on the final total. */
export const roundOrderTotal: RoundingMode = roundHalfUp;

/** A line amount at the currency's own scale, for display or the wire; never summed back into a total. */
export function roundForDisplay(value: Money, currencyScale: number): Money {
  return toScale(value, currencyScale, roundHalfUp);
}

/** Minor units at a currency's natural scale times this are the same amount at line scale. */
const LINE_SCALE_FACTOR = pow10(LINE_EXTRA_SCALE);

function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** Minor units from the wire as a plain amount at line scale; corrupt values read as zero. */
function lineAmountOf(value: unknown): number {
  return multiplyExact(parseMinorUnits(value) ?? 0, LINE_SCALE_FACTOR);
}

function sum(values: readonly Money[], none: Money): Money {
  return values.reduce((total, value) => add(total, value), none);
}

/**
 * What every step shares. The steps that run once per line (pricing a line, spreading a discount
 * over the lines) work on plain integer amounts at line scale and make `Money` only of what the
 * ticket shows: a `Money` per intermediate value costs more than the arithmetic itself.
 */
interface PricingContext {
  readonly country: Country;
  readonly none: Money;
  /** A plain amount at line scale as money. */
  readonly atLineScale: (amount: number) => Money;
  /** Minor units at the natural scale, as money at line scale; corrupt values read as zero. */
  readonly fromMinor: (value: unknown) => Money;
}

function priceLine(line: PricingLine, context: PricingContext): TicketItemLine {
  const { item, plateDiscount } = line;
  const quantity = count(item.quantity);
  const sizePrice = parseMinorUnits(item.priceWithoutModifiers) ?? 0;
  let garnishPrice = 0;
  for (const group of item.extras ?? []) {
    for (const garnish of group.groupItems ?? []) {
      garnishPrice = addExact(garnishPrice, multiplyExact(lineAmountOf(garnish.price), count(garnish.quantity)));
    }
  }
  const unitPriceWithoutModifiers = multiplyExact(sizePrice, LINE_SCALE_FACTOR);
  const unitPrice = addExact(unitPriceWithoutModifiers, garnishPrice);
  const gross = multiplyExact(unitPrice, quantity);
  const discount = plateLineDiscount(plateDiscount, moneyOf(sizePrice, context.country), quantity);
  return {
    referenceId: item.referenceId,
    name: item.name,
    categoryId: item.categoryId,
    quantity,
    unitPriceWithoutModifiers: context.atLineScale(unitPriceWithoutModifiers),
    unitPrice: context.atLineScale(unitPrice),
    gross: context.atLineScale(gross),
    plateDiscount: discount,
    discount:
      plateDiscount && discount.amount > 0
        ? {
            type: plateDiscount.type,
            discountReferenceId: plateDiscount.id,
            itemId: item.referenceId,
            amount: discount,
          }
        : null,
    // Never below zero: a plate discount takes at most the line's size price.
    net: context.atLineScale(gross - discount.amount),
  };
}

interface DiscountsApplied {
  readonly general: readonly DiscountLine[];
  readonly code: DiscountLine | null;
  /** What remains of each item line after these discounts, as plain amounts at line scale. */
  readonly remaining: readonly number[];
}

/**
 * What remains of each line once `amount` is spread over the lines in proportion to what remains of
 * them, over the lines `covered` only when given. Never below zero: `amount` is at most what remains
 * of those lines.
 */
function spread(remaining: readonly number[], amount: number, covered: readonly boolean[] | null): number[] {
  const weights = covered ? remaining.map((value, index) => (covered[index] ? value : 0)) : remaining;
  const shares = allocateExact(amount, weights);
  return remaining.map((value, index) => value - (shares[index] ?? 0));
}

/** Step 3: the general discounts in their order, each on what remains of the items, spread over the lines. */
function applyGeneralDiscounts(
  nets: readonly number[],
  generalDiscounts: readonly GeneralDiscount[],
  context: PricingContext,
): DiscountsApplied {
  let remaining = nets;
  const general: DiscountLine[] = [];
  for (const discount of generalDiscounts) {
    const remainder = context.atLineScale(sumExact(remaining));
    const amount = discountOnRemaining(discount, remainder, context.country.mantissa);
    if (amount.amount <= 0) continue;
    remaining = spread(remaining, amount.amount, null);
    general.push({
      name: discount.name,
      type: discount.type,
      value: discount.value,
      amount,
      discountReferenceId: discount.id,
      ...(discount.externalBenefitType ? { externalBenefitType: discount.externalBenefitType } : {}),
    });
  }
  return { general, code: null, remaining };
}

/** Step 4: the code on what remains after the general discounts, spread over the lines it covers. */
function applyCode(
  afterGeneral: DiscountsApplied,
  code: CodeDiscountInfo | null,
  items: readonly TicketItemLine[],
  deliveryFee: Money,
  context: PricingContext,
): DiscountsApplied {
  if (!code) return afterGeneral;
  const naturalScale = context.country.mantissa;
  let remaining = afterGeneral.remaining;
  let amount: Money;
  if (code.type === 'DELIVERY_FEE') {
    amount = codeDiscountAmount(code, deliveryFee, naturalScale);
  } else {
    const covered = items.map((item) => codeCoversItem(code, item));
    const base = sumExact(remaining.filter((_, index) => covered[index]));
    amount = codeDiscountAmount(code, context.atLineScale(base), naturalScale);
    if (amount.amount > 0) remaining = spread(remaining, amount.amount, covered);
  }
  const codeLine: DiscountLine | null =
    amount.amount > 0
      ? {
          name: codeDiscountLineName(code),
          type: code.type,
          value: code.value,
          amount,
          discountReferenceId: code.id,
          code: code.code,
          ...(code.externalBenefitType ? { externalBenefitType: code.externalBenefitType } : {}),
        }
      : null;
  return { general: afterGeneral.general, code: codeLine, remaining };
}

function linesOf(applied: DiscountsApplied): DiscountLine[] {
  return applied.code ? [...applied.general, applied.code] : [...applied.general];
}

interface LoyaltyChoice {
  readonly applied: DiscountsApplied;
  readonly loyalty: TicketLoyalty | null;
  readonly notCombined: readonly DiscountLine[];
}

/** Step 5, and the choice between discounts and points when they do not combine. */
function applyLoyalty(
  input: PriceOrderInput,
  withDiscounts: DiscountsApplied,
  exactTotal: (applied: DiscountsApplied, loyaltyAmount: Money) => Money,
  reprice: (dropGeneral: boolean, dropCode: boolean) => DiscountsApplied,
  context: PricingContext,
): LoyaltyChoice {
  const loyalty = input.loyalty;
  if (!loyalty) return { applied: withDiscounts, loyalty: null, notCombined: [] };
  const program: LoyaltyProgram = loyalty.program;
  const exclusive = input.codeAndLoyaltyExclusive ?? CODE_AND_LOYALTY_EXCLUSIVE;
  const combines = supportsDiscounts(program);
  const dropCode = withDiscounts.code !== null && (exclusive || !combines);
  const dropGeneral = withDiscounts.general.length > 0 && !combines;
  const withPoints = dropCode || dropGeneral ? reprice(dropGeneral, dropCode) : withDiscounts;

  const redeemableAmount = context.atLineScale(sumExact(withPoints.remaining));
  const redemption = { program, balance: loyalty.balance, orderAmount: redeemableAmount };
  const requestedPoints = loyalty.points ?? 0;
  const summary = (
    applied: DiscountsApplied,
    outcome: TicketLoyalty['outcome'],
    points: number,
    amount: Money,
    message: string | null,
  ): TicketLoyalty => ({
    outcome,
    requestedPoints,
    redeemedPoints: points,
    amount,
    redeemableAmount,
    maxPointsForOrder: maxPointsForOrder(program, redeemableAmount),
    defaultPoints: defaultRedemptionPoints(redemption),
    message,
    earnedPoints: pointsEarned(
      program,
      clampAtZero(subtract(context.atLineScale(sumExact(applied.remaining)), amount)),
    ),
  });
  const keepDiscounts = (outcome: TicketLoyalty['outcome'], message: string | null = null): LoyaltyChoice => ({
    applied: withDiscounts,
    loyalty: summary(withDiscounts, outcome, 0, context.none, message),
    notCombined: [],
  });

  if (requestedPoints === 0) return keepDiscounts('notRequested');
  if (!program.active) return keepDiscounts('inactive');
  const validation = validateRedemption(requestedPoints, redemption);
  if (!validation.ok) return keepDiscounts('invalid', validation.message);

  const amount = minimum(pointsValue(validation.points, context.none), redeemableAmount);
  if (withPoints !== withDiscounts) {
    const discountsTotal = exactTotal(withDiscounts, context.none);
    if (compare(discountsTotal, exactTotal(withPoints, amount)) <= 0) return keepDiscounts('discountsWereBetter');
  }
  return {
    applied: withPoints,
    loyalty: summary(withPoints, 'applied', validation.points, amount, null),
    notCombined: [
      ...(dropGeneral ? withDiscounts.general : []),
      ...(dropCode && withDiscounts.code ? [withDiscounts.code] : []),
    ],
  };
}

export function priceOrder(input: PriceOrderInput): Ticket {
  const country = resolveCountry(input.country);
  const lineScale = country.mantissa + LINE_EXTRA_SCALE;
  const none = zero({ currency: country.currencyCode, scale: lineScale });
  const atLineScale = (amount: number) => money(amount, country.currencyCode, lineScale);
  const context: PricingContext = {
    country,
    none,
    atLineScale,
    fromMinor: (value) => atLineScale(lineAmountOf(value)),
  };

  // 1. Items and their plate discounts.
  const items = input.lines.map((line) => priceLine(line, context));
  const nets = items.map((item) => item.net.amount);
  const itemsTotal = atLineScale(sumExact(nets));

  // 2. Surcharges.
  const surcharges: SurchargeLine[] = (input.generalSurcharges ?? [])
    .map((surcharge) => ({
      name: surcharge.name,
      type: surcharge.type,
      value: surcharge.value,
      amount: adjustmentAmount(surcharge, itemsTotal, country.mantissa),
      surchargeReferenceId: surcharge.id,
    }))
    .filter((line) => line.amount.amount > 0);
  const surchargesTotal = sum(
    surcharges.map((line) => line.amount),
    none,
  );

  // 6 and 7 do not depend on the discounts: computed first so both sides of a choice can be totalled.
  const serviceFee = serviceFeeOf(input, itemsTotal, context);
  const deliveryFee = deliveryFeeOf(input, context);

  // 3 and 4. General discounts and the code, if its conditions hold.
  const codeInfo = input.codeDiscount ?? null;
  const issues = codeInfo
    ? codeDiscountIssues(codeInfo, {
        country,
        items,
        productsAmount: itemsTotal,
        deliveryFee: input.delivery ? deliveryFee : null,
      })
    : [];
  const usableCode = codeInfo && issues.length === 0 ? codeInfo : null;
  const afterGeneral = applyGeneralDiscounts(nets, input.generalDiscounts ?? [], context);
  const withDiscounts = applyCode(afterGeneral, usableCode, items, deliveryFee, context);
  // Repricing without some discounts starts from the items or from the same general discounts.
  const reprice = (dropGeneral: boolean, dropCode: boolean) =>
    applyCode(
      dropGeneral ? { general: [], code: null, remaining: nets } : afterGeneral,
      dropCode ? null : usableCode,
      items,
      deliveryFee,
      context,
    );

  const charges = add(itemsTotal, surchargesTotal, serviceFee, deliveryFee);
  const exactTotal = (applied: DiscountsApplied, loyaltyAmount: Money) =>
    clampAtZero(
      subtract(
        charges,
        add(
          sum(
            linesOf(applied).map((line) => line.amount),
            none,
          ),
          loyaltyAmount,
        ),
      ),
    );

  // 5. Loyalty points.
  const choice = applyLoyalty(input, withDiscounts, exactTotal, reprice, context);
  const discounts = linesOf(choice.applied);
  const loyaltyAmount = choice.loyalty?.amount ?? none;
  const unroundedTotal = exactTotal(choice.applied, loyaltyAmount);

  return {
    currency: country.currencyCode,
    currencyScale: country.mantissa,
    items,
    itemsTotal,
    surcharges,
    surchargesTotal,
    discounts,
    discountsTotal: sum(
      discounts.map((line) => line.amount),
      none,
    ),
    notCombinedDiscounts: choice.notCombined,
    code: codeInfo ? codeSummary(codeInfo, issues, choice, withDiscounts) : null,
    loyalty: choice.loyalty,
    serviceFee,
    deliveryFee,
    unroundedTotal,
    total: toScale(unroundedTotal, country.mantissa, roundOrderTotal),
  };
}

function codeSummary(
  info: CodeDiscountInfo,
  issues: TicketCode['issues'],
  choice: LoyaltyChoice,
  withDiscounts: DiscountsApplied,
): TicketCode {
  if (issues.length > 0) return { code: info.code, outcome: 'conditionsUnmet', issues };
  if (withDiscounts.code === null) return { code: info.code, outcome: 'nothingToDiscount', issues };
  if (choice.applied.code === null) return { code: info.code, outcome: 'notCombinedWithLoyalty', issues };
  return { code: info.code, outcome: 'applied', issues };
}

function serviceFeeOf(input: PriceOrderInput, cartTotal: Money, context: PricingContext): Money {
  const fixed = context.fromMinor(input.fees?.userFee);
  const percent = parsePercent(input.fees?.percentageUserFee);
  return percent ? add(fixed, percentOf(cartTotal, percent)) : fixed;
}

function deliveryFeeOf(input: PriceOrderInput, context: PricingContext): Money {
  const delivery = input.delivery;
  if (!delivery) return context.none;
  const cashFee = parseMinorUnits(delivery.cashFee);
  return context.fromMinor(input.cashPayment && cashFee !== null ? cashFee : delivery.fee);
}
