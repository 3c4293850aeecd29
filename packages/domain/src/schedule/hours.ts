/**
 * Opening hours (diner §3 "Working day", §4 "Menu is marked closed by branch contact hours").
 *
 * A working range is read on the wall clock of the branch's zone:
 * - `startAt < endAt` is a range inside one day; `endAt` itself is closed (12:00–15:00 is closed at 15:00).
 * - `endAt <= startAt` crosses midnight: 20:00–02:00 on Friday is open Friday 20:00–23:59 and
 *   Saturday 00:00–01:59; those early hours belong to Friday's range, not Saturday's.
 *   `endAt === startAt` is therefore a whole 24-hour range (00:00–00:00 is open all day).
 * Malformed entries (unknown day, bad 'HH:MM') are ignored rather than trusted.
 */
import {
  type DayOfWeek,
  DEFAULT_TIME_ZONE,
  MINUTES_PER_DAY,
  parseDayOfWeek,
  parseTimeOfDay,
  previousDayOfWeek,
  type TimeOfDay,
  wallClockAt,
} from './time.ts';

export interface WorkingHours {
  readonly startAt: TimeOfDay;
  readonly endAt: TimeOfDay;
}

export interface WorkingDay {
  readonly dayOfWeek: DayOfWeek | string;
  readonly workingHours?: readonly WorkingHours[] | null;
}

/**
 * Decision: a branch with no working days at all has no hours configured, so nothing marks it
 * closed (diner §4 closes a menu "by branch contact hours"; without hours there is no rule).
 * A listed day with no ranges is closed that day.
 */
export const OPEN_WHEN_NO_WORKING_DAYS = true;

/** A range on one day's wall clock in minutes; `end` may exceed a day when it crosses midnight. */
export interface MinuteRange {
  readonly start: number;
  readonly end: number;
}

/** The range as minutes from its own day's midnight, or null when malformed. */
export function workingRange(hours: WorkingHours): MinuteRange | null {
  const start = parseTimeOfDay(hours.startAt);
  const end = parseTimeOfDay(hours.endAt);
  if (start === null || end === null) return null;
  return { start, end: end > start ? end : end + MINUTES_PER_DAY };
}

/** The well-formed ranges that start on `day`. */
export function rangesStartingOn(workingDays: readonly WorkingDay[] | null | undefined, day: DayOfWeek): MinuteRange[] {
  const ranges: MinuteRange[] = [];
  for (const workingDay of workingDays ?? []) {
    if (parseDayOfWeek(workingDay.dayOfWeek) !== day) continue;
    for (const hours of workingDay.workingHours ?? []) {
      const range = workingRange(hours);
      if (range) ranges.push(range);
    }
  }
  return ranges;
}

/** Open on `day` at `minutes` of its wall clock, counting ranges that began the day before. */
export function isOpenOnWallClock(
  workingDays: readonly WorkingDay[] | null | undefined,
  day: DayOfWeek,
  minutes: number,
): boolean {
  if (!workingDays || workingDays.length === 0) return OPEN_WHEN_NO_WORKING_DAYS;
  const today = rangesStartingOn(workingDays, day).some((r) => r.start <= minutes && minutes < r.end);
  if (today) return true;
  return rangesStartingOn(workingDays, previousDayOfWeek(day)).some((r) => minutes + MINUTES_PER_DAY < r.end);
}

/** Whether the branch is open at the instant `now`, read on its zone's wall clock. */
export function isOpenAt(
  workingDays: readonly WorkingDay[] | null | undefined,
  now: Date | number,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const time = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(time)) return false;
  const wall = wallClockAt(time, timeZone);
  return isOpenOnWallClock(workingDays, wall.dayOfWeek, wall.minutes);
}
