import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addExact,
  allocateExact,
  allocateInBigInt,
  bigRoundDown,
  bigRoundHalfUp,
  divideDown,
  divideHalfUp,
  multiplyExact,
  scaleDownFloor,
  scaleDownHalfUp,
} from './exact-integers.ts';

const MAX = Number.MAX_SAFE_INTEGER;

/** Safe integers of every size, many of them near ±2^53, where a float product or quotient would round. */
const safeInteger = fc.oneof(
  fc.integer({ min: -MAX, max: MAX }),
  fc.integer({ min: MAX - 10 ** 6, max: MAX }),
  fc.integer({ min: -MAX, max: -MAX + 10 ** 6 }),
  fc.integer({ min: -(10 ** 6), max: 10 ** 6 }),
);
const positive = fc.oneof(
  fc.integer({ min: 1, max: MAX }),
  fc.integer({ min: MAX - 10 ** 6, max: MAX }),
  fc.integer({ min: 1, max: 10 ** 6 }),
  fc.integer({ min: 0, max: 15 }).map((exponent) => 10 ** exponent),
);

/** What the BigInt twins return, as `toSafeNumber` does: the number, or a RangeError outside the safe range. */
function fromBigInt(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`not a safe integer: ${value}`);
  return result;
}

/** A value, or the kind of error thrown, so that two computations that both throw compare equal. */
function outcome(compute: () => number | number[]): unknown {
  try {
    return compute();
  } catch (error) {
    return error instanceof RangeError ? 'RangeError' : error;
  }
}

describe('sums and products', () => {
  it('are exact, or a RangeError where the exact result is not a safe integer (property)', () => {
    fc.assert(
      fc.property(safeInteger, safeInteger, (a, b) => {
        expect(outcome(() => addExact(a, b))).toEqual(outcome(() => fromBigInt(BigInt(a) + BigInt(b))));
        // + 0: in Number, as in money's multiply, 0 times a negative number is -0; BigInt has no -0.
        expect(outcome(() => multiplyExact(a, b) + 0)).toEqual(outcome(() => fromBigInt(BigInt(a) * BigInt(b))));
      }),
    );
  });
});

describe('division on Number', () => {
  it('rounds like its BigInt twin, never giving -0 (property)', () => {
    fc.assert(
      fc.property(safeInteger, positive, (numerator, denominator) => {
        // toBe, not toEqual: 0 and -0 are told apart.
        expect(divideDown(numerator, denominator)).toBe(Number(bigRoundDown(BigInt(numerator), BigInt(denominator))));
        expect(divideHalfUp(numerator, denominator)).toBe(
          Number(bigRoundHalfUp(BigInt(numerator), BigInt(denominator))),
        );
      }),
    );
  });

  it('handles the halves and the signs', () => {
    expect([divideHalfUp(15, 10), divideHalfUp(14, 10), divideHalfUp(-15, 10), divideHalfUp(-4, 10)]).toEqual([
      2, 1, -2, 0,
    ]);
    expect([divideDown(19, 10), divideDown(-11, 10), divideDown(-10, 10), divideDown(-0, 10)]).toEqual([1, -2, -1, 0]);
  });
});

describe('a product over a power of ten', () => {
  it('is the same in Number and in BigInt, including products beyond 2^53 (property)', () => {
    fc.assert(
      fc.property(safeInteger, safeInteger, fc.integer({ min: 0, max: 20 }), (a, b, exponent) => {
        const divisor = 10n ** BigInt(exponent);
        expect(outcome(() => scaleDownHalfUp(a, b, exponent))).toEqual(
          outcome(() => fromBigInt(bigRoundHalfUp(BigInt(a) * BigInt(b), divisor))),
        );
        expect(outcome(() => scaleDownFloor(a, b, exponent))).toEqual(
          outcome(() => fromBigInt(bigRoundDown(BigInt(a) * BigInt(b), divisor))),
        );
      }),
    );
  });

  it('keeps what a float product would lose', () => {
    // 9 007 199 254 740 991 × 3 is not a safe integer; its tenth, rounded, is.
    expect(scaleDownHalfUp(MAX, 3, 1)).toBe(2_702_159_776_422_297);
    expect(scaleDownFloor(MAX, 3, 1)).toBe(2_702_159_776_422_297);
    expect(() => scaleDownHalfUp(MAX, 30, 0)).toThrow(RangeError);
  });
});

describe('allocateExact', () => {
  /** Non-negative weights whose total is safe, near 2^53, and an amount up to that total: a ticket's case. */
  const ticketLike = fc
    .array(fc.integer({ min: Math.floor(MAX / 12) - 10 ** 6, max: Math.floor(MAX / 12) }), {
      minLength: 1,
      maxLength: 12,
    })
    .chain((weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      return fc.tuple(fc.integer({ min: 0, max: total }), fc.constant(weights));
    });
  const smallWeights = fc.tuple(
    fc.integer({ min: 0, max: 10 ** 12 }),
    fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 ** 12 })), { minLength: 1, maxLength: 12 }),
  );

  it('agrees with its BigInt twin on safe totals near 2^53 and on small ones (property)', () => {
    fc.assert(
      fc.property(fc.oneof(ticketLike, smallWeights), ([amount, weights]) => {
        expect(outcome(() => allocateExact(amount, weights))).toEqual(outcome(() => allocateInBigInt(amount, weights)));
      }),
    );
  });

  it('agrees with its BigInt twin on any safe integers, negative or of an unsafe total (property)', () => {
    fc.assert(
      fc.property(safeInteger, fc.array(safeInteger, { maxLength: 8 }), (amount, weights) => {
        expect(outcome(() => allocateExact(amount, weights))).toEqual(outcome(() => allocateInBigInt(amount, weights)));
      }),
    );
  });

  it('spreads in proportion, the leftover units going first to the first lines', () => {
    expect(allocateExact(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateExact(10, [0, 3, 1])).toEqual([0, 8, 2]);
    expect(allocateExact(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocateExact(1, [0])).toThrow(RangeError);
  });
});
