/**
 * Redeeming points on an order (diner §5 "Loyalty redemption"). The order amount is what points can
 * pay: pricing gives it as the ticket's `redeemableAmount` (the items after the discounts that
 * combine with points).
 */
import { wholeUnitsOfPercent } from '../discounts/arithmetic.ts';
import type { Money } from '../money/money.ts';
import { loyaltyMessages } from './messages.ts';
import { type LoyaltyProgram, loyaltyLimits, pointsForUnits, wholePoints } from './program.ts';

export interface RedemptionContext {
  readonly program: LoyaltyProgram;
  /** The diner's balance (ordering customer's loyaltyPointsBalance). */
  readonly balance: number;
  /** The amount points can pay on this order. */
  readonly orderAmount: Money;
}

/** The checks, in the order the spec gives them (whole number first: the others compare whole points). */
export const redemptionRules = ['wholeNumber', 'balance', 'programMaximum', 'programMinimum', 'orderMaximum'] as const;
export type RedemptionRule = (typeof redemptionRules)[number];

export type RedemptionResult =
  | { readonly ok: true; readonly points: number }
  | { readonly ok: false; readonly rule: RedemptionRule; readonly message: string };

/** The most points this order allows: the maximum percentage of the amount, in whole units, rounded down. */
export function maxPointsForOrder(program: LoyaltyProgram, orderAmount: Money): number {
  if (orderAmount.amount <= 0) return 0;
  return pointsForUnits(wholeUnitsOfPercent(orderAmount, loyaltyLimits(program).maxPercentage));
}

export function validateRedemption(points: number, context: RedemptionContext): RedemptionResult {
  const { program } = context;
  const name = program.name;
  if (!Number.isSafeInteger(points) || points < 0) {
    return { ok: false, rule: 'wholeNumber', message: loyaltyMessages.notWholeNumber(name) };
  }
  const balance = wholePoints(context.balance);
  if (points > balance) {
    return { ok: false, rule: 'balance', message: loyaltyMessages.aboveBalance(name, balance) };
  }
  const { minPoints, maxPoints } = loyaltyLimits(program);
  if (maxPoints !== null && points > maxPoints) {
    return { ok: false, rule: 'programMaximum', message: loyaltyMessages.aboveProgramMaximum(name, maxPoints) };
  }
  if (points < minPoints) {
    return { ok: false, rule: 'programMinimum', message: loyaltyMessages.belowProgramMinimum(name, minPoints) };
  }
  const orderMaximum = maxPointsForOrder(program, context.orderAmount);
  if (points > orderMaximum) {
    return { ok: false, rule: 'orderMaximum', message: loyaltyMessages.aboveOrderMaximum(name, orderMaximum) };
  }
  return { ok: true, points };
}

/** The redeem input's initial value: the least of the balance, the program's maximum and the order's maximum. */
export function defaultRedemptionPoints(context: RedemptionContext): number {
  const { maxPoints } = loyaltyLimits(context.program);
  const candidates = [wholePoints(context.balance), maxPointsForOrder(context.program, context.orderAmount)];
  if (maxPoints !== null) candidates.push(maxPoints);
  return Math.min(...candidates);
}

/**
 * The redeem button shows when the balance reaches the program's minimum and no points are applied
 * yet. Decision: also only for an active program and a positive balance (a minimum of 0 would
 * otherwise offer to redeem nothing).
 */
export function showsRedeemButton(context: {
  readonly program: LoyaltyProgram;
  readonly balance: number;
  readonly appliedPoints: number;
}): boolean {
  const balance = wholePoints(context.balance);
  return (
    context.program.active &&
    balance > 0 &&
    balance >= loyaltyLimits(context.program).minPoints &&
    wholePoints(context.appliedPoints) === 0
  );
}
