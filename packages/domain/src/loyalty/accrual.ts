/** Points earned by an order and the balance it leaves (diner §3, §9: 1 point = 1 currency unit). */
import { parsePercent, wholeUnitsOfPercent } from '../discounts/arithmetic.ts';
import type { Money } from '../money/money.ts';
import { type LoyaltyProgram, pointsForUnits, wholePoints } from './program.ts';

/**
 * Points an order earns: the program's orderPercentage of `amount`. Decision: rounded down to whole
 * points, so an order never earns a fraction it was not worth. Pricing passes what the diner paid
 * for products (items after every discount and after the points redeemed; fees and delivery excluded).
 */
export function pointsEarned(program: LoyaltyProgram, amount: Money): number {
  const percent = parsePercent(program.orderPercentage);
  if (!program.active || !percent || amount.amount <= 0) return 0;
  return pointsForUnits(wholeUnitsOfPercent(amount, percent));
}

/** The balance after an order: redeemed points leave, earned points arrive, and it is never negative. */
export function balanceAfterOrder(movement: {
  readonly balance: number;
  readonly redeemedPoints: number;
  readonly earnedPoints: number;
}): number {
  return Math.max(
    0,
    wholePoints(movement.balance) - wholePoints(movement.redeemedPoints) + wholePoints(movement.earnedPoints),
  );
}
