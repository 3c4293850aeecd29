import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { loyaltyMessages } from './messages.ts';
import {
  CURRENCY_UNITS_PER_POINT,
  DEFAULT_MAX_REDEEMED_PERCENTAGE,
  DEFAULT_MIN_REDEEMED_POINTS,
  isProgramAvailableAt,
  type LoyaltyProgram,
  loyaltyLimits,
  pointsForUnits,
  pointsValue,
  supportsDiscounts,
  wholePoints,
} from './program.ts';

const program = (overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram => ({
  name: 'Puntos',
  active: true,
  orderPercentage: 5,
  minRedeemedPoints: 100,
  maxRedeemedPoints: 5000,
  maxRedeemedPercentage: 50,
  branchContactIds: [],
  ...overrides,
});

describe('loyalty program (diner §3)', () => {
  it("titles the loyalty modal 'Mis {points name}' (diner §2)", () => {
    expect(loyaltyMessages.modalTitle('Puntos')).toBe('Mis Puntos');
  });

  it('supports discounts unless it says otherwise', () => {
    expect(supportsDiscounts(program())).toBe(true);
    expect(supportsDiscounts(program({ supportsDiscounts: null }))).toBe(true);
    expect(supportsDiscounts(program({ supportsDiscounts: false }))).toBe(false);
  });

  it('reads its limits', () => {
    expect(loyaltyLimits(program())).toEqual({
      minPoints: 100,
      maxPoints: 5000,
      maxPercentage: { amount: 50, scale: 0 },
    });
  });

  it('fills missing limits with the documented defaults', () => {
    const bare = program({ minRedeemedPoints: null, maxRedeemedPoints: null, maxRedeemedPercentage: undefined });
    expect(loyaltyLimits(bare)).toEqual({
      minPoints: DEFAULT_MIN_REDEEMED_POINTS,
      maxPoints: null,
      maxPercentage: { amount: DEFAULT_MAX_REDEEMED_PERCENTAGE, scale: 0 },
    });
  });

  it('reads a zero maximum as no cap and a percentage above 100 as 100', () => {
    const limits = loyaltyLimits(program({ maxRedeemedPoints: 0, maxRedeemedPercentage: 150 }));
    expect(limits.maxPoints).toBeNull();
    expect(limits.maxPercentage).toEqual({ amount: 100, scale: 0 });
    expect(loyaltyLimits(program({ maxRedeemedPercentage: 12.5 })).maxPercentage).toEqual({ amount: 125, scale: 1 });
  });

  it('counts whole points only', () => {
    expect(wholePoints(12.9)).toBe(12);
    expect(wholePoints(-3)).toBe(0);
    expect(wholePoints(Number.NaN)).toBe(0);
    expect(wholePoints('12')).toBe(0);
    expect(wholePoints(1e300)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is worth one currency unit per point (diner §9)', () => {
    expect(CURRENCY_UNITS_PER_POINT).toBe(1);
    expect(pointsForUnits(150)).toBe(150);
    expect(pointsValue(150, { currency: 'ARS', scale: 2 })).toEqual(money(15_000, 'ARS', 2));
    expect(pointsValue(150, { currency: 'CLP', scale: 0 })).toEqual(money(150, 'CLP', 0));
  });

  it.each([
    [program({ branchContactIds: [] }), 'bc-1', true],
    [program({ branchContactIds: null }), 'bc-1', true],
    [program({ branchContactIds: ['bc-1', 'bc-2'] }), 'bc-2', true],
    [program({ branchContactIds: ['bc-1'] }), 'bc-9', false],
    [program({ active: false }), 'bc-1', false],
  ])('applies at a branch contact: %#', (p, branchContactId, available) => {
    expect(isProgramAvailableAt(p, branchContactId)).toBe(available);
  });
});
