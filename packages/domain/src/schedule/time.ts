/**
 * Wall-clock time in a branch's IANA time zone (decision: every hour and slot is computed in the
 * branch's zone, America/Argentina/Buenos_Aires by default). The rest of the schedule module
 * reasons in wall-clock terms ("open 20:00–02:00") and converts to instants only at the edges,
 * through the two functions here, so daylight-saving changes of any zone are handled in one place.
 */
// The mini date: its getters are all the wall clock reads; the full TZDate adds string formatting and zone names.
import { TZDateMini } from '@date-fns/tz';

/** Decision (docs/decisions.md, "time zone"): the zone of a branch that does not name one. */
export const DEFAULT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export const MINUTES_PER_DAY = 24 * 60;
export const MS_PER_MINUTE = 60_000;

/**
 * `dayOfWeek` is encoded as the backend's English upper-case names (the same style as its
 * DELIVERY / TAKE_AWAY codes), Monday first as in the Spanish week. `getDay()` numbers
 * (0 = Sunday) are converted with `dayOfWeekFromIndex`.
 */
export const daysOfWeek = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];

/** 'HH:MM' on a 24-hour clock. */
export type TimeOfDay = string;

/** A calendar date in the branch's zone, 'YYYY-MM-DD'. */
export type CalendarDate = string;

export function isDayOfWeek(value: unknown): value is DayOfWeek {
  return typeof value === 'string' && (daysOfWeek as readonly string[]).includes(value);
}

/** Lenient reading of a day from the wire ('monday', 'MONDAY'); anything else is null. */
export function parseDayOfWeek(value: unknown): DayOfWeek | null {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : value;
  return isDayOfWeek(upper) ? upper : null;
}

/** From a JavaScript `getDay()` index (0 = Sunday … 6 = Saturday). */
export function dayOfWeekFromIndex(jsDay: number): DayOfWeek {
  const index = (((jsDay + 6) % 7) + 7) % 7;
  return daysOfWeek[index] ?? 'MONDAY';
}

export function previousDayOfWeek(day: DayOfWeek): DayOfWeek {
  return daysOfWeek[(daysOfWeek.indexOf(day) + 6) % 7] ?? day;
}

const timePattern = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Minutes after midnight of an 'HH:MM' (seconds tolerated and ignored), or null when malformed. */
export function parseTimeOfDay(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = timePattern.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function formatTimeOfDay(minutesAfterMidnight: number): TimeOfDay {
  const m = ((Math.trunc(minutesAfterMidnight) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** Reads 'YYYY-MM-DD' (a longer ISO string is cut to its date part), or null. */
export function parseCalendarDate(value: unknown): { year: number; month: number; day: number } | null {
  if (typeof value !== 'string') return null;
  const match = datePattern.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A day or month as two digits ('07'). */
export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** What a clock on the branch's wall shows at an instant. */
export interface WallClock {
  readonly date: CalendarDate;
  readonly dayOfWeek: DayOfWeek;
  /** Minutes after midnight. */
  readonly minutes: number;
}

export function wallClockAt(instant: Date | number, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const local = new TZDateMini(typeof instant === 'number' ? instant : instant.getTime(), resolveTimeZone(timeZone));
  return {
    date: `${local.getFullYear()}-${pad2(local.getMonth() + 1)}-${pad2(local.getDate())}`,
    dayOfWeek: dayOfWeekFromIndex(local.getDay()),
    minutes: local.getHours() * 60 + local.getMinutes(),
  };
}

/**
 * Loads the runtime's time-zone data (a page's first wall-clock reading: ≈ 30 ms of a phone's main
 * thread, as long as the rest of a page's schedule work). The apps call it in a task of its own as
 * they start, so the first render of a page that reads a clock does not carry it.
 */
export function warmUpTimeZoneData(): void {
  wallClockAt(Date.now());
}

/**
 * The instant at which the branch's wall clock shows `date` at `minutes`. Null when that wall
 * time does not exist (skipped by a daylight-saving jump) or the date is malformed. A wall time
 * that happens twice (clocks set back) resolves to its first occurrence.
 */
export function instantAtWallClock(
  date: CalendarDate,
  minutes: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null {
  const parsed = parseCalendarDate(date);
  if (!parsed || !Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) return null;
  const zone = resolveTimeZone(timeZone);
  const local = TZDateMini.tz(zone, parsed.year, parsed.month - 1, parsed.day, Math.floor(minutes / 60), minutes % 60);
  const shown = wallClockAt(local.getTime(), zone);
  if (shown.date !== date.slice(0, 10) || shown.minutes !== minutes) return null;
  return new Date(local.getTime());
}

/** The calendar date `offset` days after `date`, in any zone (dates have no zone of their own). */
export function addCalendarDays(date: CalendarDate, offset: number): CalendarDate {
  const parsed = parseCalendarDate(date);
  if (!parsed) return date;
  const shifted = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + offset));
  return `${shifted.getUTCFullYear()}-${pad2(shifted.getUTCMonth() + 1)}-${pad2(shifted.getUTCDate())}`;
}

export function dayOfWeekOfDate(date: CalendarDate): DayOfWeek | null {
  const parsed = parseCalendarDate(date);
  if (!parsed) return null;
  return dayOfWeekFromIndex(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay());
}

const knownZones = new Map<string, boolean>();

/**
 * The zone itself when the runtime knows it, else the default: a corrupt zone from the wire must
 * not crash the menu (results are memoised because slot building asks many times).
 */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known ? timeZone : DEFAULT_TIME_ZONE;
}
