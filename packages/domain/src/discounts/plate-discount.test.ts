import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlateDiscount } from '../catalog/types.ts';
import { money, moneyOf } from '../money/money.ts';
import { freeUnitsOfMultiple, plateLineDiscount, plateUnitDiscount } from './plate-discount.ts';

const pesos = (minor: number) => moneyOf(minor, 'ar');
/** Money at line scale (ARS: 2 + 4 digits). */
const exact = (amount: number) => money(amount, 'ARS', 6);

describe('plate discounts (diner §3 "Discount types")', () => {
  it.each<[string, PlateDiscount, number, number, number]>([
    // [case, discount, size price, quantity, line discount at line scale]
    ['PERCENT 20 % of $ 1.000', { id: 'd', type: 'PERCENT', percentage: 20 }, 100_000, 2, 400_000_000],
    ['PERCENT 12,5 % keeps fractions of a cent', { id: 'd', type: 'PERCENT', percentage: 12.5 }, 999, 1, 1_248_750],
    [
      'PERCENT above 100 % takes the price, no more',
      { id: 'd', type: 'PERCENT', percentage: 150 },
      1000,
      3,
      30_000_000,
    ],
    ['FIXED $ 150 per unit', { id: 'd', type: 'FIXED', fixedDiscount: 15_000 }, 100_000, 3, 450_000_000],
    ['FIXED above the price takes the price', { id: 'd', type: 'FIXED', fixedDiscount: 5000 }, 1000, 2, 20_000_000],
    [
      'FINAL_PRICE $ 800 instead of $ 1.000',
      { id: 'd', type: 'FINAL_PRICE', finalPrice: 80_000 },
      100_000,
      2,
      400_000_000,
    ],
    ['FINAL_PRICE above the price discounts nothing', { id: 'd', type: 'FINAL_PRICE', finalPrice: 2000 }, 1000, 2, 0],
    ['MULTIPLE 2x1 on 5 units frees 2', { id: 'd', type: 'MULTIPLE', buy: 2, pay: 1 }, 1000, 5, 20_000_000],
    ['MULTIPLE 3x2 on 2 units frees none', { id: 'd', type: 'MULTIPLE', buy: 3, pay: 2 }, 1000, 2, 0],
    ['MULTIPLE 3x2 on 6 units frees 2', { id: 'd', type: 'MULTIPLE', buy: 3, pay: 2 }, 1000, 6, 20_000_000],
  ])('%s', (_, discount, sizePrice, quantity, expected) => {
    expect(plateLineDiscount(discount, pesos(sizePrice), quantity)).toEqual(exact(expected));
  });

  it('gives no per-unit discount for MULTIPLE nor without a discount', () => {
    expect(plateUnitDiscount({ id: 'd', type: 'MULTIPLE', buy: 2, pay: 1 }, pesos(1000))).toEqual(exact(0));
    expect(plateUnitDiscount(undefined, pesos(1000))).toEqual(exact(0));
    expect(plateLineDiscount(null, pesos(1000), 4)).toEqual(exact(0));
  });

  it.each<[string, PlateDiscount]>([
    ['negative percentage', { id: 'd', type: 'PERCENT', percentage: -10 }],
    ['negative fixed discount', { id: 'd', type: 'FIXED', fixedDiscount: -100 }],
    ['fractional fixed discount', { id: 'd', type: 'FIXED', fixedDiscount: 1.5 }],
    ['negative final price', { id: 'd', type: 'FINAL_PRICE', finalPrice: -1 }],
    ['buy 0', { id: 'd', type: 'MULTIPLE', buy: 0, pay: 0 }],
    ['pay not below buy', { id: 'd', type: 'MULTIPLE', buy: 2, pay: 2 }],
    ['fractional buy', { id: 'd', type: 'MULTIPLE', buy: 1.5, pay: 1 }],
  ])('a corrupt definition (%s) discounts nothing', (_, discount) => {
    expect(plateLineDiscount(discount, pesos(1000), 4)).toEqual(exact(0));
  });

  it('an unknown discount type from the wire discounts nothing', () => {
    const unknown = { id: 'd', type: 'BOGUS' } as unknown as PlateDiscount;
    expect(plateLineDiscount(unknown, pesos(1000), 2)).toEqual(exact(0));
  });

  it('frees whole groups only', () => {
    expect(freeUnitsOfMultiple(2, 1, 7)).toBe(3);
    expect(freeUnitsOfMultiple(3, 0, 7)).toBe(6);
    expect(freeUnitsOfMultiple(2, 1, -1)).toBe(0);
  });

  it('never exceeds the line price nor goes below zero (property)', () => {
    const discountArb: fc.Arbitrary<PlateDiscount> = fc.oneof(
      fc.record({
        id: fc.constant('d'),
        type: fc.constant('PERCENT' as const),
        percentage: fc.double({ min: -10, max: 200, noNaN: true }),
      }),
      fc.record({
        id: fc.constant('d'),
        type: fc.constant('FIXED' as const),
        fixedDiscount: fc.integer({ min: -100, max: 10 ** 7 }),
      }),
      fc.record({
        id: fc.constant('d'),
        type: fc.constant('FINAL_PRICE' as const),
        finalPrice: fc.integer({ min: -100, max: 10 ** 7 }),
      }),
      fc.record({
        id: fc.constant('d'),
        type: fc.constant('MULTIPLE' as const),
        buy: fc.integer({ min: -1, max: 6 }),
        pay: fc.integer({ min: -1, max: 6 }),
      }),
    );
    fc.assert(
      fc.property(
        discountArb,
        fc.integer({ min: 0, max: 10 ** 7 }),
        fc.integer({ min: 0, max: 50 }),
        (discount, price, quantity) => {
          const amount = plateLineDiscount(discount, pesos(price), quantity).amount;
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(price * quantity * 10_000);
        },
      ),
    );
  });
});
