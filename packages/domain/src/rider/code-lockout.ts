/**
 * The rider's security code is guarded per rider, wherever the guesses come from: after
 * `RIDER_CODE_MAX_FAILURES` wrong codes in a row it is refused, even when right, for
 * `RIDER_CODE_LOCKOUT_MINUTES`; each wrong code after that locks it again. The right code clears
 * the count. Follow-up §8 gives the tone ('vuélvalo a intentar en unos minutos'); the rule is ours.
 */

/** Decision: wrong security codes in a row before the rider's code is locked. */
export const RIDER_CODE_MAX_FAILURES = 5;
/** Decision: how long a locked security code is refused. */
export const RIDER_CODE_LOCKOUT_MINUTES = 15;

export interface RiderCodeGuard {
  /** Wrong codes in a row since the last right one. */
  readonly failures: number;
  readonly lockedUntil: Date | null;
}

export const isRiderCodeLocked = (guard: RiderCodeGuard, now: Date): boolean =>
  guard.lockedUntil !== null && guard.lockedUntil.getTime() > now.getTime();

/**
 * The guard once an attempt is spent, before the code is checked: the attempt that reaches the
 * limit locks at once, so guesses sent together cannot slip past it; the right code then clears
 * the guard (`RIDER_CODE_CLEARED`).
 */
export function spendRiderCodeAttempt(guard: RiderCodeGuard, now: Date): RiderCodeGuard {
  const failures = guard.failures + 1;
  return {
    failures,
    lockedUntil: failures >= RIDER_CODE_MAX_FAILURES ? riderCodeLockoutEnd(now) : guard.lockedUntil,
  };
}

export const riderCodeLockoutEnd = (now: Date): Date => new Date(now.getTime() + RIDER_CODE_LOCKOUT_MINUTES * 60_000);

export const RIDER_CODE_CLEARED: RiderCodeGuard = { failures: 0, lockedUntil: null };
