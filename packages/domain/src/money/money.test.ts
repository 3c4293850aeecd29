import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  clampAtZero,
  compare,
  greaterThan,
  isNegative,
  isPositive,
  isZero,
  lessThan,
  maximum,
  minimum,
  money,
  moneyOf,
  multiply,
  percentage,
  roundDown,
  roundHalfUp,
  scaledFromDecimal,
  subtract,
  toDecimal,
  toScale,
  zero,
} from './money.ts';

const ars = (amount: number, scale = 2) => money(amount, 'ARS', scale);

describe('money', () => {
  it('keeps whole minor units and refuses non-integers', () => {
    expect(ars(150050)).toEqual({ amount: 150050, currency: 'ARS', scale: 2 });
    expect(() => ars(1.5)).toThrow(RangeError);
    expect(() => money(1, 'ARS', 0.5)).toThrow(RangeError);
    expect(() => ars(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('builds money at the country natural scale', () => {
    expect(moneyOf(1500, 'ar')).toEqual({ amount: 1500, currency: 'ARS', scale: 2 });
    expect(moneyOf(1500, 'cl')).toEqual({ amount: 1500, currency: 'CLP', scale: 0 });
    expect(moneyOf(1, 'zz')).toEqual({ amount: 1, currency: 'ARS', scale: 2 });
    expect(zero(ars(5, 3))).toEqual({ amount: 0, currency: 'ARS', scale: 3 });
  });
});

describe('rounding rules', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [-5, 2, -3],
    [4, 3, 1],
    [-4, 3, -1],
    [5, -2, -3],
    [149, 100, 1],
    [150, 100, 2],
    [0, 7, 0],
  ])('roundHalfUp(%i, %i) = %i', (n, d, expected) => {
    expect(roundHalfUp(n, d)).toBe(expected);
  });

  it.each([
    [5, 2, 2],
    [-5, 2, -3],
    [199, 100, 1],
  ])('roundDown(%i, %i) = %i', (n, d, expected) => {
    expect(roundDown(n, d)).toBe(expected);
  });

  it('roundHalfUp is never more than half a unit away', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = roundHalfUp(n, d);
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
      }),
    );
  });
});

describe('toScale', () => {
  it('raises exactly and lowers with the given rounding', () => {
    expect(toScale(ars(150), 4)).toEqual(ars(15000, 4));
    expect(toScale(ars(12345, 4), 2)).toEqual(ars(123));
    expect(toScale(ars(12350, 4), 2)).toEqual(ars(124));
    expect(toScale(ars(12399, 4), 2, roundDown)).toEqual(ars(123));
    const same = ars(1);
    expect(toScale(same, 2)).toBe(same);
  });

  it('raising then lowering gives back the value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 5 }), (amount, extra) => {
        const value = ars(amount);
        expect(toScale(toScale(value, 2 + extra), 2)).toEqual(value);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds and subtracts at the larger scale', () => {
    expect(add(ars(100), ars(5, 3), ars(1))).toEqual(ars(1015, 3));
    expect(subtract(ars(100), ars(250))).toEqual(ars(-150));
  });

  it('refuses to mix currencies', () => {
    expect(() => add(ars(1), money(1, 'USD', 2))).toThrow(TypeError);
    expect(() => compare(ars(1), money(1, 'USD', 2))).toThrow(TypeError);
  });

  it('multiplies by integers and scaled numbers exactly', () => {
    expect(multiply(ars(150), 3)).toEqual(ars(450));
    expect(multiply(ars(150), { amount: 15, scale: 1 })).toEqual(ars(2250, 3));
    expect(() => multiply(ars(1), 0.5)).toThrow(RangeError);
  });

  it('takes percentages exactly, integer or scaled', () => {
    expect(percentage(ars(10000), 10)).toEqual(ars(100000, 4));
    expect(toScale(percentage(ars(10000), 10), 2)).toEqual(ars(1000));
    expect(toScale(percentage(ars(999), { amount: 125, scale: 1 }), 2)).toEqual(ars(125));
  });

  it('add is commutative and subtract undoes add', () => {
    const amount = fc.integer({ min: -1e12, max: 1e12 });
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(add(ars(a), ars(b))).toEqual(add(ars(b), ars(a)));
        expect(subtract(add(ars(a), ars(b)), ars(b))).toEqual(ars(a));
      }),
    );
  });
});

describe('comparison', () => {
  it('compares across scales', () => {
    expect(compare(ars(100), ars(1000, 3))).toBe(0);
    expect(compare(ars(99), ars(1000, 3))).toBe(-1);
    expect(compare(ars(101), ars(1000, 3))).toBe(1);
    expect(lessThan(ars(1), ars(2))).toBe(true);
    expect(greaterThan(ars(1), ars(2))).toBe(false);
    expect(minimum(ars(1), ars(2))).toEqual(ars(1));
    expect(maximum(ars(1), ars(2))).toEqual(ars(2));
  });

  it('tells the sign', () => {
    expect([isZero(ars(0)), isNegative(ars(-1)), isPositive(ars(1))]).toEqual([true, true, true]);
    expect([isZero(ars(1)), isNegative(ars(0)), isPositive(ars(0))]).toEqual([false, false, false]);
  });

  it('clamps at zero', () => {
    expect(clampAtZero(ars(-5, 3))).toEqual(ars(0, 3));
    expect(clampAtZero(ars(5))).toEqual(ars(5));
  });

  it('compare is antisymmetric', () => {
    const amount = fc.integer({ min: -1e9, max: 1e9 });
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(compare(ars(a), ars(b))).toBe(-compare(ars(b), ars(a)) || 0);
      }),
    );
  });
});

describe('allocate', () => {
  it('gives remainders one unit at a time to the parts in order', () => {
    expect(allocate(ars(100), [1, 1, 1]).map((m) => m.amount)).toEqual([34, 33, 33]);
    expect(allocate(ars(-100), [1, 1, 1]).map((m) => m.amount)).toEqual([-34, -33, -33]);
    expect(allocate(ars(5), [0, 1, 1]).map((m) => m.amount)).toEqual([0, 3, 2]);
    expect(allocate(ars(1000), [70, 30]).map((m) => m.amount)).toEqual([700, 300]);
  });

  it('refuses empty, negative, fractional or all-zero ratios', () => {
    expect(() => allocate(ars(1), [])).toThrow(RangeError);
    expect(() => allocate(ars(1), [0, 0])).toThrow(RangeError);
    expect(() => allocate(ars(1), [1, -1, 1])).toThrow(RangeError);
    expect(() => allocate(ars(1), [0.5, 1])).toThrow(RangeError);
  });

  it('parts always sum to the whole, keep currency and scale, and a zero ratio gets nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 })
          .filter((r) => r.some((x) => x > 0)),
        (amount, ratios) => {
          const parts = allocate(ars(amount), ratios);
          expect(parts).toHaveLength(ratios.length);
          expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(amount);
          parts.forEach((part, i) => {
            expect(part.currency).toBe('ARS');
            expect(part.scale).toBe(2);
            // Math.abs: a zero share of a negative amount may come out as -0.
            if (ratios[i] === 0) expect(Math.abs(part.amount)).toBe(0);
          });
        },
      ),
    );
  });

  it('each part is at most one unit away from its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }),
        (amount, ratios) => {
          const total = ratios.reduce((s, r) => s + r, 0);
          allocate(ars(amount), ratios).forEach((part, i) => {
            expect(Math.abs(part.amount - (amount * (ratios[i] ?? 0)) / total)).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
  });
});

describe('decimals at the edges', () => {
  it('toDecimal is for display only', () => {
    expect(toDecimal(ars(150050))).toBe(1500.5);
    expect(toDecimal(money(7, 'CLP', 0))).toBe(7);
  });

  it.each([
    [12.5, { amount: 125, scale: 1 }],
    [10, { amount: 10, scale: 0 }],
    [0, { amount: 0, scale: 0 }],
    [-3.25, { amount: -325, scale: 2 }],
    [0.1, { amount: 1, scale: 1 }],
    [1e-7, { amount: 1, scale: 7 }],
    [2.5e-8, { amount: 25, scale: 9 }],
    [1e15, { amount: 1e15, scale: 0 }],
  ])('scaledFromDecimal(%d)', (value, expected) => {
    expect(scaledFromDecimal(value)).toEqual(expected);
  });

  it('refuses non-finite and unrepresentable values', () => {
    expect(() => scaledFromDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => scaledFromDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => scaledFromDecimal(1e20)).toThrow(RangeError);
    expect(() => scaledFromDecimal(1e21)).toThrow(RangeError);
    expect(() => scaledFromDecimal(0.1 + 0.2)).toThrow(RangeError);
  });

  it('reads back the decimal it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }), (amount, scale) => {
        const value = amount / 10 ** scale;
        const scaled = scaledFromDecimal(value);
        expect(scaled.amount / 10 ** scaled.scale).toBe(value);
        expect(Number.isSafeInteger(scaled.amount)).toBe(true);
      }),
    );
  });
});
