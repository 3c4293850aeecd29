/**
 * Plate discounts (diner §3 "Discount types"), defined on the menu for one plate.
 *
 * Decision: a plate discount applies to the price of the chosen size only (`priceWithoutModifiers`);
 * garnishes are always charged in full. FINAL_PRICE replaces the plate's price, so garnishes added
 * on top keep their own price, and the other three types use the same base so that the four read
 * alike on the plate card, which shows the size price.
 *
 * Inputs are money at the currency's natural scale (the menu's minor units); results are exact, at
 * that scale plus `LINE_EXTRA_SCALE`.
 */
import type { PlateDiscount } from '../catalog/types.ts';
import { multiplyExact, pow10 } from '../money/exact-integers.ts';
import { type Money, money, toScale } from '../money/money.ts';
import { FULL_PERCENT, LINE_EXTRA_SCALE, minPercent, parseMinorUnits, parsePercent, percentOf } from './arithmetic.ts';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** A size price at line scale, where plate discounts are computed. */
function atLineScale(sizeUnitPrice: Money): Money {
  return toScale(sizeUnitPrice, sizeUnitPrice.scale + LINE_EXTRA_SCALE);
}

/** Minor units of a plate discount's definition, as a plain amount at line scale. */
function minorUnitsAtLineScale(minorUnits: number): number {
  return multiplyExact(minorUnits, pow10(LINE_EXTRA_SCALE));
}

/**
 * `plateUnitDiscount` as a plain amount at the scale of `unit` (the size price at line scale), so
 * that a line's discount multiplies it by the quantity without a `Money` in between.
 */
function unitDiscountAmount(discount: PlateDiscount | null | undefined, unit: Money): number {
  if (!discount || unit.amount <= 0) return 0;
  switch (discount.type) {
    case 'PERCENT': {
      const percent = parsePercent(discount.percentage);
      return percent ? percentOf(unit, minPercent(percent, FULL_PERCENT)).amount : 0;
    }
    case 'FIXED': {
      const fixed = parseMinorUnits(discount.fixedDiscount);
      return fixed === null ? 0 : Math.min(minorUnitsAtLineScale(fixed), unit.amount);
    }
    case 'FINAL_PRICE': {
      const finalPrice = parseMinorUnits(discount.finalPrice);
      return finalPrice === null ? 0 : Math.max(unit.amount - minorUnitsAtLineScale(finalPrice), 0);
    }
    case 'MULTIPLE':
      return 0;
    default:
      discount satisfies never;
      return 0;
  }
}

/**
 * The discount on one unit of the size price for the per-unit types (PERCENT, FIXED, FINAL_PRICE):
 * never more than the unit price, never negative. MULTIPLE has no per-unit discount (it works on
 * groups of units), and a corrupt definition (negative or non-numeric values) discounts nothing.
 */
export function plateUnitDiscount(discount: PlateDiscount | null | undefined, sizeUnitPrice: Money): Money {
  const unit = atLineScale(sizeUnitPrice);
  return money(unitDiscountAmount(discount, unit), unit.currency, unit.scale);
}

/**
 * Units left free by a MULTIPLE (buy N, pay M) discount: every complete group of `buy` units
 * charges only `pay`, so each group frees `buy - pay` units; an incomplete group pays in full.
 * Corrupt definitions (buy below 1, pay not below buy, non-integers) free nothing.
 */
export function freeUnitsOfMultiple(buy: unknown, pay: unknown, quantity: number): number {
  if (!isCount(buy) || !isCount(pay) || buy < 1 || pay >= buy || !isCount(quantity)) return 0;
  return Math.floor(quantity / buy) * (buy - pay);
}

/**
 * The plate discount of a whole line: `quantity` units of `sizeUnitPrice`. Never more than the
 * line's size price (so never more than the line's gross price), never negative.
 */
export function plateLineDiscount(
  discount: PlateDiscount | null | undefined,
  sizeUnitPrice: Money,
  quantity: number,
): Money {
  const count = isCount(quantity) ? quantity : 0;
  const unit = atLineScale(sizeUnitPrice);
  let amount: number;
  if (discount?.type === 'MULTIPLE') {
    amount = unit.amount > 0 ? multiplyExact(unit.amount, freeUnitsOfMultiple(discount.buy, discount.pay, count)) : 0;
  } else {
    amount = multiplyExact(unitDiscountAmount(discount, unit), count);
  }
  return money(amount, unit.currency, unit.scale);
}
