/**
 * Exact arithmetic on plain integer amounts, under `Money` and the discount arithmetic, and used
 * directly by pricing's per-line loop (where a `Money` per operation and a BigInt per product cost
 * more than the pricing itself). Internal: not exported from the package.
 *
 * Every result is an exact integer. A sum or product of safe integers is exact whenever the result
 * is itself a safe integer, and a result that is not throws (as `money` does); a product that only
 * feeds a quotient is taken in Number when it is a safe integer and in BigInt when it is not, so
 * the quotient is the same either way. Its tests hold each Number path to its BigInt twin.
 */

export function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/** a + b of safe integers; exact, or a RangeError when the sum leaves the safe range. */
export function addExact(a: number, b: number): number {
  const sum = a + b;
  assertSafeInteger(sum, 'amount');
  return sum;
}

/** a × b of safe integers; exact, or a RangeError when the product leaves the safe range. */
export function multiplyExact(a: number, b: number): number {
  const product = a * b;
  assertSafeInteger(product, 'amount');
  return product;
}

/** Σ values, like `addExact` term by term. */
export function sumExact(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum = addExact(sum, value);
  return sum;
}

const POWERS_OF_TEN = Array.from({ length: 16 }, (_, exponent) => 10 ** exponent);

/** 10^exponent; exact up to 10^15, the largest power of ten that is a safe integer. */
export function pow10(exponent: number): number {
  return POWERS_OF_TEN[exponent] ?? 10 ** exponent;
}

// Powers of ten are taken on every line of every ticket: the usual ones are computed once.
const BIG_POWERS_OF_TEN = Array.from({ length: 40 }, (_, exponent) => 10n ** BigInt(exponent));

export function bigPow10(exponent: number): bigint {
  return BIG_POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

/** A rounding rule on BigInt, for a positive denominator (always a power of ten here). */
export type BigRounding = (numerator: bigint, denominator: bigint) => bigint;

/** Half away from zero, like `roundHalfUp` of money.ts. */
export const bigRoundHalfUp: BigRounding = (numerator, denominator) => {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const rounded = (magnitude % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return numerator < 0n ? -rounded : rounded;
};

/** Towards negative infinity, like `roundDown` of money.ts: for bounds that must never be exceeded. */
export const bigRoundDown: BigRounding = (numerator, denominator) => {
  const quotient = numerator / denominator;
  return numerator < 0n && quotient * denominator !== numerator ? quotient - 1n : quotient;
};

/**
 * `bigRoundDown` on Number: ⌊dividend / divisor⌋ of a safe integer by a positive safe integer,
 * exactly. The float quotient is within half an ulp of the exact one, at most |quotient| × 2^-53,
 * which is less than 1 / divisor because |dividend| < 2^53; an exact quotient that is not an integer
 * lies at least 1 / divisor away from every integer, so rounding never carries it onto one.
 */
export function divideDown(dividend: number, divisor: number): number {
  // A zero dividend gives 0, as BigInt does: Math.floor(-0 / divisor) would give -0.
  if (dividend === 0) return 0;
  return Math.floor(dividend / divisor);
}

/** `bigRoundHalfUp` on Number, exact for a safe-integer numerator and a positive safe-integer denominator. */
export function divideHalfUp(numerator: number, denominator: number): number {
  const magnitude = Math.abs(numerator);
  const quotient = divideDown(magnitude, denominator);
  const rounded = (magnitude % denominator) * 2 >= denominator ? quotient + 1 : quotient;
  // 0 - rounded rather than -rounded: a negative numerator that rounds to zero gives 0, not -0.
  return numerator < 0 ? 0 - rounded : rounded;
}

/** A BigInt result back as a Number; a RangeError when it is not a safe integer. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount out of the safe integer range: ${value}`);
  return result;
}

/**
 * a × b / 10^exponent rounded half-up, for safe integers a and b: in Number when the product is a
 * safe integer (the usual case), else in BigInt. A RangeError when the result is not a safe integer.
 */
export function scaleDownHalfUp(a: number, b: number, exponent: number): number {
  const product = a * b;
  const divisor = pow10(exponent);
  if (Number.isSafeInteger(product) && Number.isSafeInteger(divisor)) return divideHalfUp(product, divisor);
  return toSafeNumber(bigRoundHalfUp(BigInt(a) * BigInt(b), bigPow10(exponent)));
}

/** a × b / 10^exponent rounded down, like `scaleDownHalfUp`. */
export function scaleDownFloor(a: number, b: number, exponent: number): number {
  const product = a * b;
  const divisor = pow10(exponent);
  if (Number.isSafeInteger(product) && Number.isSafeInteger(divisor)) return divideDown(product, divisor);
  return toSafeNumber(bigRoundDown(BigInt(a) * BigInt(b), bigPow10(exponent)));
}

function greatestCommonDivisor(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return x;
}

/**
 * Split `amount` over `weights` (safe integers) in proportion, so that the parts sum to `amount`
 * exactly: each part is its exact share truncated towards zero, and the units left over go one at a
 * time, in order, to the parts with a positive weight. This is the rule of `allocateByWeights`.
 *
 * With a non-negative amount and weights of a safe total (every ticket's case), each share is taken
 * in Number when its product is a safe integer, else in BigInt. The fraction amount / total is
 * reduced first: amounts at line scale share many factors of ten, so the reduced products nearly
 * always stay safe. Any other input takes `allocateInBigInt`.
 */
export function allocateExact(amount: number, weights: readonly number[]): number[] {
  if (amount < 0) return allocateInBigInt(amount, weights);
  let total = 0;
  for (const weight of weights) {
    if (weight < 0) return allocateInBigInt(amount, weights);
    total += weight;
  }
  // A sum of non-negative safe integers is exact unless it leaves the safe range, which shows.
  if (!Number.isSafeInteger(total)) return allocateInBigInt(amount, weights);
  if (total === 0) return zeroShares(amount, weights);
  const divisor = greatestCommonDivisor(amount, total);
  const numerator = amount / divisor;
  const denominator = total / divisor;
  const bigNumerator = BigInt(numerator);
  const bigDenominator = BigInt(denominator);
  const shares = weights.map((weight) => {
    const product = numerator * weight;
    if (Number.isSafeInteger(product)) return divideDown(product, denominator);
    return Number((bigNumerator * BigInt(weight)) / bigDenominator);
  });
  let remainder = amount;
  for (const share of shares) remainder -= share;
  for (let i = 0; remainder > 0 && i < shares.length; i += 1) {
    if ((weights[i] ?? 0) <= 0) continue;
    shares[i] = (shares[i] ?? 0) + 1;
    remainder -= 1;
  }
  return shares;
}

function zeroShares(amount: number, weights: readonly number[]): number[] {
  if (amount !== 0) throw new RangeError('cannot allocate a non-zero amount over zero weights');
  return weights.map(() => 0);
}

/** `allocateExact` wholly in BigInt: for any safe-integer weights, and the twin its fast path is tested against. */
export function allocateInBigInt(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total <= 0n) return zeroShares(amount, weights);
  const value = BigInt(amount);
  const shares = weights.map((weight) => (value * BigInt(weight)) / total);
  let remainder = value - shares.reduce((sum, share) => sum + share, 0n);
  for (let i = 0; remainder > 0n && i < shares.length; i += 1) {
    if ((weights[i] ?? 0) <= 0) continue;
    shares[i] = (shares[i] ?? 0n) + 1n;
    remainder -= 1n;
  }
  return shares.map(toSafeNumber);
}
