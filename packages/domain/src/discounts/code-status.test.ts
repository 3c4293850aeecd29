import { describe, expect, it } from 'vitest';
import {
  type CodeDiscountEvent,
  type CodeDiscountStatus,
  codeDiscountButtonLabel,
  codeDiscountEvents,
  codeDiscountStatuses,
  INITIAL_CODE_DISCOUNT_STATUS,
  isCodeDiscountUsable,
  transitionCodeDiscount,
} from './code-status.ts';

describe('discount code status (diner §4)', () => {
  it('starts at init', () => {
    expect(INITIAL_CODE_DISCOUNT_STATUS).toBe('init');
  });

  it.each<[CodeDiscountStatus, CodeDiscountEvent, CodeDiscountStatus]>([
    ['init', 'apply', 'loading'],
    ['init', 'succeed', 'init'],
    ['init', 'fail', 'init'],
    ['init', 'remove', 'init'],
    ['loading', 'apply', 'loading'],
    ['loading', 'succeed', 'success'],
    ['loading', 'fail', 'failed'],
    ['loading', 'remove', 'init'],
    ['success', 'apply', 'loading'],
    ['success', 'succeed', 'success'],
    ['success', 'fail', 'success'],
    ['success', 'remove', 'init'],
    ['failed', 'apply', 'loading'],
    ['failed', 'succeed', 'failed'],
    ['failed', 'fail', 'failed'],
    ['failed', 'remove', 'init'],
  ])('%s --%s--> %s', (from, event, to) => {
    expect(transitionCodeDiscount(from, event)).toBe(to);
  });

  it('covers every status and event in the table above', () => {
    expect(codeDiscountStatuses).toHaveLength(4);
    expect(codeDiscountEvents).toHaveLength(4);
  });

  it.each<[CodeDiscountStatus, string]>([
    ['init', 'Aplicar'],
    ['loading', 'Aplicar'],
    ['success', 'Continuar'],
    ['failed', 'Aplicar'],
  ])("in %s the button reads '%s'", (status, label) => {
    expect(codeDiscountButtonLabel(status)).toBe(label);
  });

  it("reads 'Aplicar' for a status it does not know (corrupt state)", () => {
    expect(codeDiscountButtonLabel('unknown' as CodeDiscountStatus)).toBe('Aplicar');
  });

  it("reads 'Continuar' on success and 'Aplicar' again after a failure", () => {
    const succeeded = transitionCodeDiscount(transitionCodeDiscount('init', 'apply'), 'succeed');
    expect(codeDiscountButtonLabel(succeeded)).toBe('Continuar');
    const failed = transitionCodeDiscount(transitionCodeDiscount(succeeded, 'apply'), 'fail');
    expect(codeDiscountButtonLabel(failed)).toBe('Aplicar');
  });

  it.each<[CodeDiscountStatus, boolean]>([
    ['init', false],
    ['loading', false],
    ['success', true],
    ['failed', false],
  ])('usable in %s with no unmet condition: %s', (status, usable) => {
    expect(isCodeDiscountUsable(status, [])).toBe(usable);
  });

  it('is not usable with an unmet condition, even on success', () => {
    expect(isCodeDiscountUsable('success', [{ condition: 'alreadyFreeDelivery' }])).toBe(false);
  });
});
