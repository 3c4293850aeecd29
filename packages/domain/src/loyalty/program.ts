/**
 * The loyalty program (diner §3) and the reading of its limits. 1 point = 1 currency unit (§9).
 * A program from the wire may miss fields; each default below is a decision.
 */

import { FULL_PERCENT, minPercent, parsePercent, unitsToMoney } from '../discounts/arithmetic.ts';
import type { Money, ScaledNumber } from '../money/money.ts';

export interface LoyaltyProgram {
  /** The points' name as the diner reads it ('Puntos', 'Estrellas'...). */
  readonly name: string;
  readonly active: boolean;
  /** Percentage of the order amount earned as points. */
  readonly orderPercentage?: number | null;
  readonly minRedeemedPoints?: number | null;
  readonly maxRedeemedPoints?: number | null;
  /** Largest share of the order amount that points may pay, as a percentage. */
  readonly maxRedeemedPercentage?: number | null;
  /** diner §3: default true. False: points and general or code discounts do not combine. */
  readonly supportsDiscounts?: boolean | null;
  readonly branchContactIds?: readonly string[] | null;
}

/** diner §9: 1 point equals 1 currency unit. */
export const CURRENCY_UNITS_PER_POINT = 1;

/** diner §3: a program supports discounts unless it says otherwise. */
export const DEFAULT_SUPPORTS_DISCOUNTS = true;
/** Decision: a program without a minimum lets any whole number of points be redeemed. */
export const DEFAULT_MIN_REDEEMED_POINTS = 0;
/**
 * Decision: without a maximum percentage points may pay the whole amount they apply to, and a
 * percentage above 100 is read as 100, so points never exceed what they discount.
 */
export const DEFAULT_MAX_REDEEMED_PERCENTAGE = 100;

export interface LoyaltyLimits {
  readonly minPoints: number;
  /** null: no cap. Decision: a missing, zero or negative maximum means no cap (0 is a database default, not a rule). */
  readonly maxPoints: number | null;
  readonly maxPercentage: ScaledNumber;
}

/** A count of points from the wire as a whole, non-negative number (fractions dropped, garbage is 0). */
export function wholePoints(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER);
}

export function supportsDiscounts(program: Pick<LoyaltyProgram, 'supportsDiscounts'>): boolean {
  return program.supportsDiscounts ?? DEFAULT_SUPPORTS_DISCOUNTS;
}

export function loyaltyLimits(program: LoyaltyProgram): LoyaltyLimits {
  const minPoints =
    program.minRedeemedPoints == null ? DEFAULT_MIN_REDEEMED_POINTS : wholePoints(program.minRedeemedPoints);
  const maxPoints = wholePoints(program.maxRedeemedPoints) || null;
  const percent = parsePercent(program.maxRedeemedPercentage);
  const maxPercentage =
    percent && percent.amount > 0
      ? minPercent(percent, FULL_PERCENT)
      : { amount: DEFAULT_MAX_REDEEMED_PERCENTAGE, scale: 0 };
  return { minPoints, maxPoints, maxPercentage };
}

/**
 * Whether the program applies at a branch contact. Decision: an empty or missing list of branch
 * contacts means every contact of the branch.
 */
export function isProgramAvailableAt(program: LoyaltyProgram, branchContactId: string): boolean {
  if (!program.active) return false;
  const ids = program.branchContactIds ?? [];
  return ids.length === 0 || ids.includes(branchContactId);
}

/** The money value of whole points at the scale of `like`. */
export function pointsValue(points: number, like: Pick<Money, 'currency' | 'scale'>): Money {
  return unitsToMoney(wholePoints(points) * CURRENCY_UNITS_PER_POINT, like);
}

/** Whole points worth at most `units` whole currency units. */
export function pointsForUnits(units: number): number {
  return Math.floor(wholePoints(units) / CURRENCY_UNITS_PER_POINT);
}
