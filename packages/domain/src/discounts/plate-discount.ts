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
import { type Money, minimum, money, multiply, subtract, toScale, zero } from '../money/money.ts';
import { FULL_PERCENT, LINE_EXTRA_SCALE, minPercent, parseMinorUnits, parsePercent, percentOf } from './arithmetic.ts';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/**
 * The discount on one unit of the size price for the per-unit types (PERCENT, FIXED, FINAL_PRICE):
 * never more than the unit price, never negative. MULTIPLE has no per-unit discount (it works on
 * groups of units), and a corrupt definition (negative or non-numeric values) discounts nothing.
 */
export function plateUnitDiscount(discount: PlateDiscount | null | undefined, sizeUnitPrice: Money): Money {
  const unit = toScale(sizeUnitPrice, sizeUnitPrice.scale + LINE_EXTRA_SCALE);
  const none = zero(unit);
  if (!discount || unit.amount <= 0) return none;
  const minorUnits = (amount: number) =>
    toScale(money(amount, sizeUnitPrice.currency, sizeUnitPrice.scale), unit.scale);
  switch (discount.type) {
    case 'PERCENT': {
      const percent = parsePercent(discount.percentage);
      return percent ? percentOf(unit, minPercent(percent, FULL_PERCENT)) : none;
    }
    case 'FIXED': {
      const fixed = parseMinorUnits(discount.fixedDiscount);
      return fixed === null ? none : minimum(minorUnits(fixed), unit);
    }
    case 'FINAL_PRICE': {
      const finalPrice = parseMinorUnits(discount.finalPrice);
      if (finalPrice === null) return none;
      const difference = subtract(unit, minorUnits(finalPrice));
      return difference.amount > 0 ? difference : none;
    }
    case 'MULTIPLE':
      return none;
    default:
      discount satisfies never;
      return none;
  }
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
  if (discount?.type === 'MULTIPLE') {
    const unit = toScale(sizeUnitPrice, sizeUnitPrice.scale + LINE_EXTRA_SCALE);
    if (unit.amount <= 0) return zero(unit);
    return multiply(unit, freeUnitsOfMultiple(discount.buy, discount.pay, count));
  }
  return multiply(plateUnitDiscount(discount, sizeUnitPrice), count);
}
