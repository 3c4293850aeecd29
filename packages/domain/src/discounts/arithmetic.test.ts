import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import {
  allocateByWeights,
  bigRoundDown,
  bigRoundHalfUp,
  FULL_PERCENT,
  LINE_EXTRA_SCALE,
  minPercent,
  parseMinorUnits,
  parsePercent,
  percentOf,
  unitsToMoney,
  wholeUnits,
  wholeUnitsOfPercent,
} from './arithmetic.ts';

const ars = (amount: number, scale = 2 + LINE_EXTRA_SCALE) => money(amount, 'ARS', scale);

describe('BigInt rounding rules', () => {
  it.each([
    [5n, 10n, 1n, 0n],
    [4n, 10n, 0n, 0n],
    [15n, 10n, 2n, 1n],
    [-5n, 10n, -1n, -1n],
    [-4n, 10n, 0n, -1n],
    [-20n, 10n, -2n, -2n],
  ])('%d / %d: half-up %d, down %d', (numerator, denominator, halfUp, down) => {
    expect(bigRoundHalfUp(numerator, denominator)).toBe(halfUp);
    expect(bigRoundDown(numerator, denominator)).toBe(down);
  });
});

describe('parsing wire values', () => {
  it('reads percentages exactly and refuses corrupt ones', () => {
    expect(parsePercent(12.5)).toEqual({ amount: 125, scale: 1 });
    expect(parsePercent(10)).toEqual({ amount: 10, scale: 0 });
    expect(parsePercent(0.1)).toEqual({ amount: 1, scale: 1 });
    for (const corrupt of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e300, '10', null, undefined]) {
      expect(parsePercent(corrupt)).toBeNull();
    }
  });

  it('reads minor units as non-negative safe integers only', () => {
    expect(parseMinorUnits(150050)).toBe(150050);
    expect(parseMinorUnits(0)).toBe(0);
    for (const corrupt of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '100', null]) {
      expect(parseMinorUnits(corrupt)).toBeNull();
    }
  });

  it('reads at most six decimals, so float noise never reaches a sum', () => {
    expect(parsePercent(100 / 3)).toEqual({ amount: 33_333_333, scale: 6 });
    expect(parsePercent(2 / 3)).toEqual({ amount: 666_667, scale: 6 });
    expect(parsePercent(5e-324)).toEqual({ amount: 0, scale: 6 });
    expect(parsePercent(1e-7)).toEqual({ amount: 0, scale: 6 });
  });

  it('keeps the smaller percentage', () => {
    expect(minPercent({ amount: 1505, scale: 1 }, FULL_PERCENT)).toEqual(FULL_PERCENT);
    expect(minPercent({ amount: 995, scale: 1 }, FULL_PERCENT)).toEqual({ amount: 995, scale: 1 });
  });
});

describe('percentOf', () => {
  it('is exact at line scale for percentages with up to two decimals', () => {
    // 12,5 % of $ 9,99 is $ 1,24875.
    expect(percentOf(ars(9_990_000), { amount: 125, scale: 1 })).toEqual(ars(1_248_750));
    expect(percentOf(ars(100), { amount: 1234, scale: 2 })).toEqual(ars(12));
  });

  it('rounds half-up what lies below the line scale', () => {
    expect(percentOf(ars(5), { amount: 10, scale: 0 })).toEqual(ars(1)); // 0.5 → 1
    expect(percentOf(ars(4), { amount: 10, scale: 0 })).toEqual(ars(0)); // 0.4 → 0
  });

  it('never leaves the safe range in intermediate products', () => {
    const large = ars(9_000_000_000_000);
    expect(percentOf(large, { amount: 333_333, scale: 4 })).toEqual(ars(2_999_997_000_000));
  });
});

describe('whole units', () => {
  it('rounds down to whole currency units', () => {
    expect(wholeUnits(ars(19_999_999))).toBe(19);
    expect(wholeUnitsOfPercent(ars(1_000_000_000), { amount: 155, scale: 1 })).toBe(155);
    expect(wholeUnitsOfPercent(money(999, 'ARS', 2), { amount: 50, scale: 0 })).toBe(4);
  });

  it('turns units into money at any scale', () => {
    expect(unitsToMoney(25, { currency: 'ARS', scale: 6 })).toEqual(ars(25_000_000));
    expect(unitsToMoney(25, { currency: 'CLP', scale: 0 })).toEqual(money(25, 'CLP', 0));
  });
});

describe('allocateByWeights', () => {
  it('spreads in proportion, the leftover units going first to the first lines', () => {
    expect(allocateByWeights(ars(100), [ars(1), ars(1), ars(1)]).map((m) => m.amount)).toEqual([34, 33, 33]);
    expect(allocateByWeights(ars(10), [ars(0), ars(3), ars(1)]).map((m) => m.amount)).toEqual([0, 8, 2]);
  });

  it('gives nothing to lines of zero weight, and refuses to spread something over nothing', () => {
    expect(allocateByWeights(ars(0), [ars(0), ars(0)]).map((m) => m.amount)).toEqual([0, 0]);
    expect(() => allocateByWeights(ars(1), [ars(0)])).toThrow(RangeError);
  });

  it('sums to the whole and never takes a part above its weight (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 ** 12 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * fraction);
          const parts = allocateByWeights(
            ars(amount),
            weights.map((w) => ars(w)),
          );
          expect(parts.reduce((a, p) => a + p.amount, 0)).toBe(amount);
          parts.forEach((part, i) => {
            expect(part.amount).toBeGreaterThanOrEqual(0);
            expect(part.amount).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        },
      ),
    );
  });
});
