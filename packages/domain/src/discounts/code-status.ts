/**
 * The discount code's status (diner §4): init, loading, success, failed, as a transition table.
 * The button reads 'Aplicar' until a code succeeds, then 'Continuar'; a failure brings 'Aplicar' back.
 */
import type { CodeDiscountIssue } from './code.ts';
import { discountMessages } from './messages.ts';

export const codeDiscountStatuses = ['init', 'loading', 'success', 'failed'] as const;
export type CodeDiscountStatus = (typeof codeDiscountStatuses)[number];

/** apply: the diner submits a code; succeed/fail: the validation answers; remove: the code is deleted. */
export const codeDiscountEvents = ['apply', 'succeed', 'fail', 'remove'] as const;
export type CodeDiscountEvent = (typeof codeDiscountEvents)[number];

export const INITIAL_CODE_DISCOUNT_STATUS: CodeDiscountStatus = 'init';

/** Transitions not in the table leave the status as it is (an answer arriving while not loading is stale). */
export const codeDiscountTransitions: Readonly<
  Record<CodeDiscountStatus, Partial<Readonly<Record<CodeDiscountEvent, CodeDiscountStatus>>>>
> = {
  init: { apply: 'loading' },
  loading: { succeed: 'success', fail: 'failed', remove: 'init' },
  success: { apply: 'loading', remove: 'init' },
  failed: { apply: 'loading', remove: 'init' },
};

export function transitionCodeDiscount(status: CodeDiscountStatus, event: CodeDiscountEvent): CodeDiscountStatus {
  return codeDiscountTransitions[status][event] ?? status;
}

export function codeDiscountButtonLabel(status: CodeDiscountStatus): string {
  switch (status) {
    case 'success':
      return discountMessages.continueButton;
    case 'init':
    case 'loading':
    case 'failed':
      return discountMessages.applyButton;
    default:
      status satisfies never;
      return discountMessages.applyButton;
  }
}

/** A code is usable only after a successful validation and with every condition met. */
export function isCodeDiscountUsable(status: CodeDiscountStatus, issues: readonly CodeDiscountIssue[]): boolean {
  return status === 'success' && issues.length === 0;
}
