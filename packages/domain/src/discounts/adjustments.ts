/**
 * An order mode's general discounts and surcharges (GET /api/ordermodes/{id}/generaldiscounts,
 * /generalsurcharges) and the external benefits that arrive in the same shape. PERCENT values are
 * percentages (12.5 is 12.5 %); FIXED values are minor units at the currency's natural scale.
 */
import { type Money, minimum, money, type ScaledNumber, toScale, zero } from '../money/money.ts';
import { FULL_PERCENT, minPercent, parseMinorUnits, parsePercent, percentOf } from './arithmetic.ts';

export const adjustmentTypes = ['PERCENT', 'FIXED'] as const;
export type AdjustmentType = (typeof adjustmentTypes)[number];

export interface GeneralDiscount {
  readonly id: string;
  readonly name: string;
  readonly type: AdjustmentType;
  readonly value: number;
  /** Set on discounts granted by an external benefits partner; copied to the discount line. */
  readonly externalBenefitType?: string | null;
}

export interface GeneralSurcharge {
  readonly id: string;
  readonly name: string;
  readonly type: AdjustmentType;
  readonly value: number;
}

/**
 * The amount of an adjustment on `base` (at the base's scale). A FIXED value is read at
 * `naturalScale`; a PERCENT value is held to `percentCap` when one is given; a corrupt value
 * (negative, non-numeric, unknown type) amounts to zero.
 */
export function adjustmentAmount(
  adjustment: Pick<GeneralDiscount, 'type' | 'value'>,
  base: Money,
  naturalScale: number,
  percentCap?: ScaledNumber,
): Money {
  switch (adjustment.type) {
    case 'PERCENT': {
      const percent = parsePercent(adjustment.value);
      if (!percent) return zero(base);
      return percentOf(base, percentCap ? minPercent(percent, percentCap) : percent);
    }
    case 'FIXED': {
      const fixed = parseMinorUnits(adjustment.value);
      return fixed === null ? zero(base) : toScale(money(fixed, base.currency, naturalScale), base.scale);
    }
    default:
      adjustment.type satisfies never;
      return zero(base);
  }
}

/** A discount applied to what remains: never more than `remaining`, never negative. */
export function discountOnRemaining(
  discount: Pick<GeneralDiscount, 'type' | 'value'>,
  remaining: Money,
  naturalScale: number,
): Money {
  if (remaining.amount <= 0) return zero(remaining);
  return minimum(adjustmentAmount(discount, remaining, naturalScale, FULL_PERCENT), remaining);
}
