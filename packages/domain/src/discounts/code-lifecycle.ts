/**
 * When a code can be validated, what deletes it, and when a limited-usage code expires (diner §4,
 * §5, §9). Time is an argument: nothing here reads the clock.
 */
import { type CodeDiscountInfo, LIMITED_USAGE_CODE_TTL_MS } from './code.ts';
import { discountMessages } from './messages.ts';

export interface CodeValidationPreconditions {
  readonly orderModeId?: string | null;
  readonly paymentTypeId?: string | null;
  /** Whether the diner's phone passes the phone validation (the validation module decides). */
  readonly phoneValid: boolean;
}

export type PreconditionResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Checked before calling POST /api/codediscounts/validate, in this order: an order mode and a
 * payment must be chosen, then the phone must be valid (the call sends phone and paymentId).
 */
export function checkCodeValidationPreconditions(context: CodeValidationPreconditions): PreconditionResult {
  if (!context.orderModeId || !context.paymentTypeId) {
    return { ok: false, message: discountMessages.choosePaymentFirst };
  }
  if (!context.phoneValid) return { ok: false, message: discountMessages.checkYourData };
  return { ok: true };
}

/** The draft changes that delete an applied code. */
export const codeDeletingChanges = ['paymentType', 'orderMode', 'scheduling'] as const;
export type CodeDeletingChange = (typeof codeDeletingChanges)[number];

export interface CodeDeletionContext {
  readonly hasCode: boolean;
  /** With an external loyalty program the code survives these changes. */
  readonly externalLoyaltyProgramActive: boolean;
}

export function changeDeletesCode(_change: CodeDeletingChange, context: CodeDeletionContext): boolean {
  return context.hasCode && !context.externalLoyaltyProgramActive;
}

/** The confirmation shown before a payment change that would delete the code, or null when none is needed. */
export function paymentChangeConfirmation(context: CodeDeletionContext): string | null {
  return changeDeletesCode('paymentType', context) ? discountMessages.paymentChangeDeletesCode : null;
}

const epochMs = (value: number | Date): number => (typeof value === 'number' ? value : value.getTime());

/** The instant a limited-usage code applied at `appliedAt` expires, in epoch ms. */
export function codeExpiresAt(appliedAt: number | Date): number {
  return epochMs(appliedAt) + LIMITED_USAGE_CODE_TTL_MS;
}

/**
 * Whether 180000 ms have passed since the code was applied (expired at exactly the limit). An
 * unreadable instant counts as expired: a code whose age cannot be told is not kept.
 */
export function isCodeExpired(appliedAt: number | Date, now: number | Date): boolean {
  const expiresAt = codeExpiresAt(appliedAt);
  const current = epochMs(now);
  if (!Number.isFinite(expiresAt) || !Number.isFinite(current)) return true;
  return current >= expiresAt;
}

/**
 * Whether an applied code must be removed now (with the toast 'Tiempo de aplicacion del descuento
 * vencido'): only limited-usage codes expire.
 */
export function isAppliedCodeExpired(
  info: Pick<CodeDiscountInfo, 'limitedUsage'>,
  appliedAt: number | Date,
  now: number | Date,
): boolean {
  return info.limitedUsage === true && isCodeExpired(appliedAt, now);
}
