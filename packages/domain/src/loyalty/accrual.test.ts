import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, moneyOf } from '../money/money.ts';
import { balanceAfterOrder, pointsEarned } from './accrual.ts';
import type { LoyaltyProgram } from './program.ts';

const program = (overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram => ({
  name: 'Puntos',
  active: true,
  orderPercentage: 5,
  ...overrides,
});

describe('points earned', () => {
  it('is the order percentage of the amount, rounded down to whole points', () => {
    expect(pointsEarned(program(), moneyOf(400_000, 'ar'))).toBe(200); // 5 % of $ 4.000
    expect(pointsEarned(program(), moneyOf(3_999, 'ar'))).toBe(1); // 5 % of $ 39,99 = 1,9995
    expect(pointsEarned(program({ orderPercentage: 2.5 }), moneyOf(10_000, 'cl'))).toBe(250);
    expect(pointsEarned(program(), money(123_456_789, 'ARS', 6))).toBe(6); // 5 % of $ 123,456789
  });

  it('is nothing for an inactive program, a missing percentage or an empty order', () => {
    expect(pointsEarned(program({ active: false }), moneyOf(400_000, 'ar'))).toBe(0);
    expect(pointsEarned(program({ orderPercentage: null }), moneyOf(400_000, 'ar'))).toBe(0);
    expect(pointsEarned(program(), moneyOf(0, 'ar'))).toBe(0);
  });
});

describe('balance after an order', () => {
  it('takes the redeemed points and adds the earned ones', () => {
    expect(balanceAfterOrder({ balance: 3000, redeemedPoints: 2000, earnedPoints: 100 })).toBe(1100);
  });

  it('is never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 10 ** 6 }),
        fc.integer({ min: -1000, max: 10 ** 6 }),
        fc.integer({ min: -1000, max: 10 ** 6 }),
        (balance, redeemedPoints, earnedPoints) => {
          expect(balanceAfterOrder({ balance, redeemedPoints, earnedPoints })).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
