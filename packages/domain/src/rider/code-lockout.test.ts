import { describe, expect, it } from 'vitest';
import {
  isRiderCodeLocked,
  RIDER_CODE_CLEARED,
  RIDER_CODE_LOCKOUT_MINUTES,
  RIDER_CODE_MAX_FAILURES,
  type RiderCodeGuard,
  spendRiderCodeAttempt,
} from './code-lockout.ts';

const now = new Date('2026-05-01T12:00:00Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

function afterWrongCodes(count: number, at = now): RiderCodeGuard {
  let guard = RIDER_CODE_CLEARED;
  for (let i = 0; i < count; i += 1) guard = spendRiderCodeAttempt(guard, at);
  return guard;
}

describe("the rider's security code lockout", () => {
  it('stays open below the limit', () => {
    const guard = afterWrongCodes(RIDER_CODE_MAX_FAILURES - 1);
    expect(guard.failures).toBe(RIDER_CODE_MAX_FAILURES - 1);
    expect(isRiderCodeLocked(guard, now)).toBe(false);
  });

  it('locks with the attempt that reaches the limit, for the lockout minutes', () => {
    const guard = afterWrongCodes(RIDER_CODE_MAX_FAILURES);
    expect(isRiderCodeLocked(guard, now)).toBe(true);
    expect(isRiderCodeLocked(guard, minutesLater(RIDER_CODE_LOCKOUT_MINUTES - 1))).toBe(true);
    expect(isRiderCodeLocked(guard, minutesLater(RIDER_CODE_LOCKOUT_MINUTES))).toBe(false);
  });

  it('locks again at each wrong code after the lockout ends', () => {
    const later = minutesLater(RIDER_CODE_LOCKOUT_MINUTES + 1);
    const guard = spendRiderCodeAttempt(afterWrongCodes(RIDER_CODE_MAX_FAILURES), later);
    expect(isRiderCodeLocked(guard, later)).toBe(true);
    expect(guard.lockedUntil).toEqual(new Date(later.getTime() + RIDER_CODE_LOCKOUT_MINUTES * 60_000));
  });

  it('the right code clears the count', () => {
    expect(isRiderCodeLocked(RIDER_CODE_CLEARED, now)).toBe(false);
    expect(spendRiderCodeAttempt(RIDER_CODE_CLEARED, now).failures).toBe(1);
  });
});
