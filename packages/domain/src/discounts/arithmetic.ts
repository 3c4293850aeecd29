/**
 * Exact arithmetic shared by discounts, surcharges, fees and loyalty points. Products of a price
 * and a percentage are taken in Number when they are safe integers and in BigInt when they are not,
 * so no intermediate value can leave the safe-integer range and no float ever enters the
 * computation; results come back as `Money` of safe integers.
 */
import {
  allocateExact,
  type BigRounding,
  bigPow10,
  bigRoundDown,
  bigRoundHalfUp,
  pow10,
  scaleDownFloor,
  scaleDownHalfUp,
  toSafeNumber,
} from '../money/exact-integers.ts';
import { type Money, money, type ScaledNumber } from '../money/money.ts';

export { type BigRounding, bigRoundDown, bigRoundHalfUp } from '../money/exact-integers.ts';

/**
 * Decision: adjustment lines are kept four digits below the currency's minor unit. An integer or
 * two-decimal percentage of a natural-scale price is exact there; anything finer is rounded
 * half-up at a ten-thousandth of a minor unit, far below the single half-up rounding of the total.
 */
export const LINE_EXTRA_SCALE = 4;

/** The rounding of a percentage taken at line scale (the total has its own rule in pricing). */
export const roundAdjustment: BigRounding = bigRoundHalfUp;

/** One hundred per cent, as a scaled percentage. */
export const FULL_PERCENT: ScaledNumber = { amount: 100, scale: 0 };

/**
 * Decision: a percentage is read with at most six decimals (rounded half-up beyond), which covers any
 * percentage a person types and keeps a float's trailing noise (33.333333333333336) out of the sums.
 */
export const PERCENT_MAX_DECIMALS = 6;

/**
 * A percentage from the wire (10, 12.5) as an exact scaled number, read from its shortest decimal
 * form. Null when it is missing, negative, not a finite number or absurdly large: a corrupt
 * percentage discounts nothing instead of crashing.
 */
export function parsePercent(value: unknown): ScaledNumber | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  // Whole percentages (the usual case) need no reading of digits.
  if (Number.isSafeInteger(value)) return { amount: Math.abs(value), scale: 0 };
  const [digits = '0', exponent = '0'] = value.toString().toLowerCase().split('e');
  const [whole = '0', fraction = ''] = digits.split('.');
  let scale = fraction.length - Number(exponent);
  let amount = BigInt(`${whole}${fraction}`);
  if (scale < 0) {
    amount *= bigPow10(-scale);
    scale = 0;
  }
  if (scale > PERCENT_MAX_DECIMALS) {
    amount = bigRoundHalfUp(amount, bigPow10(scale - PERCENT_MAX_DECIMALS));
    scale = PERCENT_MAX_DECIMALS;
  }
  const result = Number(amount);
  return Number.isSafeInteger(result) ? { amount: result, scale } : null;
}

/** The smaller of two scaled percentages (used to cap a percentage at 100 %). */
export function minPercent(a: ScaledNumber, b: ScaledNumber): ScaledNumber {
  const scale = Math.max(a.scale, b.scale);
  const x = a.amount * pow10(scale - a.scale);
  const y = b.amount * pow10(scale - b.scale);
  // Safe products are exact, so they compare in Number; only larger ones need BigInt.
  if (Number.isSafeInteger(x) && Number.isSafeInteger(y)) return x <= y ? a : b;
  return BigInt(a.amount) * bigPow10(scale - a.scale) <= BigInt(b.amount) * bigPow10(scale - b.scale) ? a : b;
}

/** A money amount from the wire: a non-negative safe integer of minor units, else null. */
export function parseMinorUnits(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** `percent` % of `base`, kept at the base's scale with the given rounding (half-up by default). */
export function percentOf(base: Money, percent: ScaledNumber, round: BigRounding = roundAdjustment): Money {
  // The default rounding has an exact Number twin, which spares BigInt while the product is safe.
  if (round === roundAdjustment) {
    return money(scaleDownHalfUp(base.amount, percent.amount, percent.scale + 2), base.currency, base.scale);
  }
  const numerator = BigInt(base.amount) * BigInt(percent.amount);
  return money(toSafeNumber(round(numerator, bigPow10(percent.scale + 2))), base.currency, base.scale);
}

/** `percent` % of `base` in whole currency units, rounded down (points are whole currency units). */
export function wholeUnitsOfPercent(base: Money, percent: ScaledNumber): number {
  return scaleDownFloor(base.amount, percent.amount, percent.scale + 2 + base.scale);
}

/** Whole currency units in an amount, rounded down. */
export function wholeUnits(value: Money): number {
  return toSafeNumber(bigRoundDown(BigInt(value.amount), bigPow10(value.scale)));
}

/** A whole number of currency units (1 loyalty point = 1 unit) as money at the scale of `like`. */
export function unitsToMoney(units: number, like: Pick<Money, 'currency' | 'scale'>): Money {
  return money(toSafeNumber(BigInt(units) * bigPow10(like.scale)), like.currency, like.scale);
}

/**
 * Split `amount` over `weights` (same currency and scale) in proportion, so that the parts sum to
 * `amount` exactly. Each part is the floor of its exact share; the minor units left over go one at a
 * time, in order, to the parts with a positive weight. When `amount` does not exceed the sum of the
 * weights, no part exceeds its own weight: a discount spread over lines never takes a line below zero.
 */
export function allocateByWeights(amount: Money, weights: readonly Money[]): Money[] {
  const shares = allocateExact(
    amount.amount,
    weights.map((weight) => weight.amount),
  );
  return shares.map((share) => money(share, amount.currency, amount.scale));
}
