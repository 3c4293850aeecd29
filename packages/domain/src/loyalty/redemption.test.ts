import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Money, money, moneyOf } from '../money/money.ts';
import type { LoyaltyProgram } from './program.ts';
import {
  defaultRedemptionPoints,
  maxPointsForOrder,
  type RedemptionContext,
  showsRedeemButton,
  validateRedemption,
} from './redemption.ts';

const program = (overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram => ({
  name: 'Puntos',
  active: true,
  orderPercentage: 5,
  minRedeemedPoints: 100,
  maxRedeemedPoints: 5000,
  maxRedeemedPercentage: 50,
  ...overrides,
});
const pesos = (units: number): Money => moneyOf(units * 100, 'ar');
const context = (overrides: Partial<RedemptionContext> = {}): RedemptionContext => ({
  program: program(),
  balance: 3000,
  orderAmount: pesos(4000),
  ...overrides,
});

describe('loyalty redemption (diner §5), checked in order', () => {
  it('refuses more than the balance', () => {
    expect(validateRedemption(3001, context())).toEqual({
      ok: false,
      rule: 'balance',
      message: 'El máximo de Puntos acumulados es: 3000',
    });
  });

  it('refuses more than the program maximum', () => {
    expect(validateRedemption(5001, context({ balance: 9000, orderAmount: pesos(20_000) }))).toEqual({
      ok: false,
      rule: 'programMaximum',
      message: 'El máximo de Puntos canjeable es: 5000',
    });
  });

  it('refuses less than the program minimum', () => {
    expect(validateRedemption(99, context())).toEqual({
      ok: false,
      rule: 'programMinimum',
      message: 'El mínimo de Puntos canjeable es: 100',
    });
  });

  it('refuses more than the maximum percentage of the order amount', () => {
    // 50 % of $ 4.000 = 2000 points.
    expect(validateRedemption(2001, context())).toEqual({
      ok: false,
      rule: 'orderMaximum',
      message: 'El máximo de Puntos utilizable para este pedido es: 2000',
    });
    expect(validateRedemption(2000, context())).toEqual({ ok: true, points: 2000 });
  });

  it('reports the first failing rule: balance before program maximum before minimum before the order', () => {
    const tight = context({ program: program({ maxRedeemedPoints: 50 }), balance: 40, orderAmount: pesos(10) });
    expect(validateRedemption(60, tight)).toMatchObject({ rule: 'balance' });
    expect(validateRedemption(40, context({ program: program({ maxRedeemedPoints: 30 }), balance: 40 }))).toMatchObject(
      {
        rule: 'programMaximum',
      },
    );
    expect(validateRedemption(40, context({ orderAmount: pesos(10) }))).toMatchObject({ rule: 'programMinimum' });
  });

  it.each([12.5, -1, Number.NaN, Number.POSITIVE_INFINITY])('accepts whole numbers of points only: %d', (points) => {
    expect(validateRedemption(points, context())).toEqual({
      ok: false,
      rule: 'wholeNumber',
      message: 'La cantidad de Puntos debe ser un número entero',
    });
  });

  it('rounds the order maximum down to whole points', () => {
    // 50 % of $ 99,99 = 49,995 → 49.
    expect(maxPointsForOrder(program(), moneyOf(9999, 'ar'))).toBe(49);
    // 12,5 % of $ 1.000 = 125.
    expect(maxPointsForOrder(program({ maxRedeemedPercentage: 12.5 }), pesos(1000))).toBe(125);
    expect(maxPointsForOrder(program(), money(-100, 'ARS', 2))).toBe(0);
  });
});

describe('default redemption input (diner §5)', () => {
  it('is the least of balance, program maximum and order maximum', () => {
    expect(defaultRedemptionPoints(context({ balance: 1500 }))).toBe(1500);
    expect(defaultRedemptionPoints(context({ balance: 9000, orderAmount: pesos(20_000) }))).toBe(5000);
    expect(defaultRedemptionPoints(context({ balance: 9000 }))).toBe(2000);
    expect(defaultRedemptionPoints(context({ program: program({ maxRedeemedPoints: null }), balance: 9000 }))).toBe(
      2000,
    );
  });

  const programArb = fc.record({
    name: fc.constant('Puntos'),
    active: fc.constant(true),
    minRedeemedPoints: fc.integer({ min: 0, max: 500 }),
    maxRedeemedPoints: fc.option(fc.integer({ min: 0, max: 10_000 })),
    maxRedeemedPercentage: fc.option(fc.double({ min: 0, max: 120, noNaN: true })),
  });
  const orderArb = fc.integer({ min: 0, max: 10 ** 9 }).map((minor) => moneyOf(minor, 'ar'));

  it('always passes validation when the balance, the program and the order reach the minimum (property)', () => {
    fc.assert(
      fc.property(programArb, fc.integer({ min: 0, max: 100_000 }), orderArb, (p, balance, orderAmount) => {
        const ctx = { program: p, balance, orderAmount };
        const min = p.minRedeemedPoints;
        const programMax = p.maxRedeemedPoints || Number.POSITIVE_INFINITY;
        fc.pre(balance >= min && programMax >= min && maxPointsForOrder(p, orderAmount) >= min);
        expect(validateRedemption(defaultRedemptionPoints(ctx), ctx)).toMatchObject({ ok: true });
      }),
    );
  });

  it('otherwise fails only on the minimum, never on a maximum (property)', () => {
    fc.assert(
      fc.property(programArb, fc.integer({ min: 0, max: 100_000 }), orderArb, (p, balance, orderAmount) => {
        const ctx = { program: p, balance, orderAmount };
        const result = validateRedemption(defaultRedemptionPoints(ctx), ctx);
        if (!result.ok) expect(result.rule).toBe('programMinimum');
      }),
    );
  });
});

describe('redeem button (diner §5)', () => {
  it.each([
    [3000, 0, true],
    [100, 0, true],
    [99, 0, false],
    [3000, 200, false],
    [0, 0, false],
  ])('balance %d with %d applied shows the button: %s', (balance, appliedPoints, shows) => {
    expect(showsRedeemButton({ program: program(), balance, appliedPoints })).toBe(shows);
  });

  it('does not show for an inactive program', () => {
    expect(showsRedeemButton({ program: program({ active: false }), balance: 3000, appliedPoints: 0 })).toBe(false);
  });

  it('does not offer to redeem nothing when the minimum is 0', () => {
    const noMinimum = program({ minRedeemedPoints: 0 });
    expect(showsRedeemButton({ program: noMinimum, balance: 0, appliedPoints: 0 })).toBe(false);
    expect(showsRedeemButton({ program: noMinimum, balance: 1, appliedPoints: 0 })).toBe(true);
  });
});
