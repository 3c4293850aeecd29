import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { type AdjustmentType, adjustmentAmount, discountOnRemaining } from './adjustments.ts';

/** ARS at line scale (2 + 4 digits). */
const exact = (amount: number) => money(amount, 'ARS', 6);
const NATURAL = 2;

describe('general discounts and surcharges', () => {
  it('takes a percentage of the base, exactly', () => {
    // 10 % of $ 1.234,56
    expect(adjustmentAmount({ type: 'PERCENT', value: 10 }, exact(1_234_560_000), NATURAL)).toEqual(exact(123_456_000));
  });

  it('reads a FIXED value as minor units of the currency', () => {
    // $ 150,00 = 15000 minor units
    expect(adjustmentAmount({ type: 'FIXED', value: 15_000 }, exact(1), NATURAL)).toEqual(exact(150_000_000));
  });

  it.each<[string, AdjustmentType, number]>([
    ['negative percentage', 'PERCENT', -5],
    ['negative fixed value', 'FIXED', -100],
    ['fractional minor units', 'FIXED', 10.5],
  ])('a corrupt %s amounts to zero', (_, type, value) => {
    expect(adjustmentAmount({ type, value }, exact(1_000_000), NATURAL)).toEqual(exact(0));
  });

  it('an unknown type from the wire amounts to zero', () => {
    const unknown = { type: 'BOGUS' as AdjustmentType, value: 10 };
    expect(adjustmentAmount(unknown, exact(1_000_000), NATURAL)).toEqual(exact(0));
  });

  it('a discount never exceeds what remains', () => {
    expect(discountOnRemaining({ type: 'FIXED', value: 50_000 }, exact(1_000_000), NATURAL)).toEqual(exact(1_000_000));
    expect(discountOnRemaining({ type: 'PERCENT', value: 150 }, exact(1_000_000), NATURAL)).toEqual(exact(1_000_000));
    expect(discountOnRemaining({ type: 'PERCENT', value: 50 }, exact(0), NATURAL)).toEqual(exact(0));
  });

  it('a discount on what remains stays between zero and the remainder (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<AdjustmentType>('PERCENT', 'FIXED'),
        fc.oneof(fc.integer({ min: -100, max: 10 ** 7 }), fc.double({ min: -10, max: 300, noNaN: true })),
        fc.integer({ min: -1000, max: 10 ** 12 }),
        (type, value, remaining) => {
          const amount = discountOnRemaining({ type, value }, exact(remaining), NATURAL).amount;
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(Math.max(remaining, 0));
        },
      ),
    );
  });
});
