/**
 * Money as whole minor units with a scale (after dinero.js). Floats never enter arithmetic:
 * `amount` is always a safe integer and `scale` says how many decimal digits it carries.
 * A currency's natural scale is its country's mantissa; multiplying by a scaled percentage
 * raises the scale so the result stays exact, and `roundToScale` brings it back down once.
 */
import { type Country, countryOf } from './countries.ts';
import { assertSafeInteger, pow10 } from './exact-integers.ts';

export interface Money {
  /** Integer amount in units of 10^-scale of the currency. */
  readonly amount: number;
  readonly scale: number;
  readonly currency: string;
}

/** A ratio kept as an integer with a scale: 12.5 % is `{ amount: 125, scale: 1 }` of 100. */
export interface ScaledNumber {
  readonly amount: number;
  readonly scale: number;
}

export type RoundingMode = (numerator: number, denominator: number) => number;

/** Half away from zero ("half-up" for positive amounts): the rounding rule of an order's price. */
export const roundHalfUp: RoundingMode = (numerator, denominator) => {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient);
};

/** Towards negative infinity: used where a bound must never be exceeded (caps, maximums). */
export const roundDown: RoundingMode = (numerator, denominator) => Math.floor(numerator / denominator);

export function money(amount: number, currency: string, scale: number): Money {
  assertSafeInteger(amount, 'amount');
  assertSafeInteger(scale, 'scale');
  return { amount, currency, scale };
}

/** Money in a country's currency at its natural scale, from minor units. */
export function moneyOf(minorUnits: number, country: Country | string): Money {
  const c = typeof country === 'string' ? countryOf(country) : country;
  return money(minorUnits, c.currencyCode, c.mantissa);
}

export function zero(like: Pick<Money, 'currency' | 'scale'>): Money {
  return money(0, like.currency, like.scale);
}

/** Raise to a higher scale exactly, or lower it with the given rounding. */
export function toScale(value: Money, scale: number, round: RoundingMode = roundHalfUp): Money {
  if (scale === value.scale) return value;
  if (scale > value.scale) return money(value.amount * pow10(scale - value.scale), value.currency, scale);
  return money(round(value.amount, pow10(value.scale - scale)), value.currency, scale);
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`currency mismatch: ${a.currency} and ${b.currency}`);
}

function aligned(a: Money, b: Money): [Money, Money] {
  assertSameCurrency(a, b);
  const scale = Math.max(a.scale, b.scale);
  return [toScale(a, scale), toScale(b, scale)];
}

export function add(...values: [Money, ...Money[]]): Money {
  return values.reduce((sum, next) => {
    const [x, y] = aligned(sum, next);
    return money(x.amount + y.amount, x.currency, x.scale);
  });
}

export function subtract(a: Money, b: Money): Money {
  const [x, y] = aligned(a, b);
  return money(x.amount - y.amount, x.currency, x.scale);
}

/** Multiply by an integer, or by a scaled number (the result's scale grows by its scale). */
export function multiply(value: Money, factor: number | ScaledNumber): Money {
  const f = typeof factor === 'number' ? { amount: factor, scale: 0 } : factor;
  assertSafeInteger(f.amount, 'factor');
  return money(value.amount * f.amount, value.currency, value.scale + f.scale);
}

/** `percent` of a value, exact: percent is a scaled number of hundredths (10 % → 10, 12.5 % → {125, 1}). */
export function percentage(value: Money, percent: number | ScaledNumber): Money {
  const p = typeof percent === 'number' ? { amount: percent, scale: 0 } : percent;
  return multiply(value, { amount: p.amount, scale: p.scale + 2 });
}

export function compare(a: Money, b: Money): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x.amount === y.amount ? 0 : x.amount < y.amount ? -1 : 1;
}

export const isZero = (value: Money): boolean => value.amount === 0;
export const isNegative = (value: Money): boolean => value.amount < 0;
export const isPositive = (value: Money): boolean => value.amount > 0;
export const lessThan = (a: Money, b: Money): boolean => compare(a, b) < 0;
export const greaterThan = (a: Money, b: Money): boolean => compare(a, b) > 0;
export const minimum = (a: Money, b: Money): Money => (compare(a, b) <= 0 ? a : b);
export const maximum = (a: Money, b: Money): Money => (compare(a, b) >= 0 ? a : b);

/** Never below zero: discounts are applied "to what remains and never below zero". */
export function clampAtZero(value: Money): Money {
  return isNegative(value) ? zero(value) : value;
}

/**
 * Split `value` by integer ratios so the parts always sum to the whole: remainders go one
 * minor unit at a time to the parts in order.
 */
export function allocate(value: Money, ratios: readonly number[]): Money[] {
  const total = ratios.reduce((sum, r) => sum + r, 0);
  if (ratios.length === 0 || total <= 0 || ratios.some((r) => r < 0 || !Number.isSafeInteger(r))) {
    throw new RangeError('allocate needs non-negative integer ratios with a positive sum');
  }
  const shares = ratios.map((ratio) => Math.trunc((value.amount * ratio) / total));
  let remainder = value.amount - shares.reduce((sum, s) => sum + s, 0);
  const step = Math.sign(remainder);
  for (let i = 0; remainder !== 0; i = (i + 1) % shares.length) {
    if ((ratios[i] ?? 0) === 0) continue;
    shares[i] = (shares[i] ?? 0) + step;
    remainder -= step;
  }
  return shares.map((amount) => money(amount, value.currency, value.scale));
}

/** The amount as a decimal number of currency units, for display and wire formats only. */
export function toDecimal(value: Money): number {
  return value.amount / pow10(value.scale);
}

/**
 * A decimal from the wire (a percentage like 12.5) as an exact scaled integer, read from its
 * shortest decimal representation so that no binary-float error leaks into arithmetic.
 */
export function scaledFromDecimal(value: number): ScaledNumber {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const [digits = '0', exponent = '0'] = Math.abs(value).toString().toLowerCase().split('e');
  const [whole = '0', fraction = ''] = digits.split('.');
  let scale = fraction.length - Number(exponent);
  let amountText = `${whole}${fraction}`;
  if (scale < 0) {
    amountText += '0'.repeat(-scale);
    scale = 0;
  }
  const amount = Number(amountText) * (value < 0 ? -1 : 1);
  assertSafeInteger(amount, 'scaled amount');
  return { amount, scale };
}
