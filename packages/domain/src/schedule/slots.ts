/**
 * Scheduled-order slots (diner §3 "Schedule config", §4 "Scheduling").
 *
 * A schedule config offers, for each weekday, a list of wall-clock times ('HH:MM'); its
 * `datesBetween` lists the calendar dates it applies to. The picker shows days (Spanish labels)
 * and, for each, the times still reachable: a time is offered only if it is at least the lead
 * time after `now`, so today disappears once no hour remains. All of it is read on the branch's
 * wall clock; a time skipped by a daylight-saving jump is not offered, and a time that happens
 * twice is offered once, at its first occurrence.
 */
import { isOpenAt, rangesStartingOn, type WorkingDay } from './hours.ts';
import { scheduleMessages, weekdayNames } from './messages.ts';
import {
  addCalendarDays,
  type CalendarDate,
  type DayOfWeek,
  DEFAULT_TIME_ZONE,
  dayOfWeekOfDate,
  daysOfWeek,
  formatTimeOfDay,
  instantAtWallClock,
  MINUTES_PER_DAY,
  MS_PER_MINUTE,
  pad2,
  parseCalendarDate,
  parseDayOfWeek,
  parseTimeOfDay,
  resolveTimeZone,
  type TimeOfDay,
  wallClockAt,
} from './time.ts';

/** Decision (docs/decisions.md, "scheduling minimum lead time"): used when a mode has no minDelayInMinutes. */
export const DEFAULT_MIN_LEAD_MINUTES = 30;

/**
 * Decision: how many calendar days (today included) a config without `datesBetween` offers.
 * The spec does not say; a week shows every weekday once.
 */
export const DEFAULT_SCHEDULE_HORIZON_DAYS = 7;

/**
 * Decision: the step between offered times when a config gives working hours instead of a
 * list of times (times start at each range's opening and stop before its closing).
 */
export const DEFAULT_SLOT_INTERVAL_MINUTES = 30;

export interface SchedulerDayInfo {
  readonly dayOfWeek: DayOfWeek | string;
  readonly availableHours?: readonly TimeOfDay[] | null;
}

export interface ScheduleConfig {
  readonly schedulerDaysInfo?: readonly SchedulerDayInfo[] | null;
  /**
   * Decision: the calendar dates ('YYYY-MM-DD', a longer ISO string is cut to its date) the
   * config applies to, in the branch's zone. Empty or absent: the next
   * DEFAULT_SCHEDULE_HORIZON_DAYS days from today.
   */
  readonly datesBetween?: readonly string[] | null;
  /** Used to derive times when `schedulerDaysInfo` gives none (order mode `schedules[].scheduleConfigs[].workingDays`). */
  readonly workingDays?: readonly WorkingDay[] | null;
}

export interface ScheduleSlot {
  readonly time: TimeOfDay;
  /** The instant of the slot: what is sent as `scheduledAt`. */
  readonly at: Date;
}

export interface ScheduleDay {
  readonly date: CalendarDate;
  readonly dayOfWeek: DayOfWeek;
  readonly label: string;
  readonly slots: readonly ScheduleSlot[];
}

export interface ScheduleSelection {
  readonly date: CalendarDate;
  readonly time: TimeOfDay;
}

/** The mode's minDelayInMinutes when it is a non-negative number, else the default lead time. */
export function scheduleLeadMinutes(mode: { readonly minDelayInMinutes?: number | null } | null | undefined): number {
  const minutes = mode?.minDelayInMinutes;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes >= 0 ? minutes : DEFAULT_MIN_LEAD_MINUTES;
}

function addMinute(map: Map<DayOfWeek, Set<number>>, day: DayOfWeek, minutes: number): void {
  const set = map.get(day) ?? new Set<number>();
  set.add(minutes);
  map.set(day, set);
}

/** Times offered per weekday: the config's list, or times stepped through its working hours. */
export function offeredTimesByDay(
  config: ScheduleConfig,
  intervalMinutes: number = DEFAULT_SLOT_INTERVAL_MINUTES,
): Map<DayOfWeek, Set<number>> {
  const byDay = new Map<DayOfWeek, Set<number>>();
  for (const info of config.schedulerDaysInfo ?? []) {
    const day = parseDayOfWeek(info.dayOfWeek);
    if (!day) continue;
    for (const hour of info.availableHours ?? []) {
      const minutes = parseTimeOfDay(hour);
      if (minutes !== null) addMinute(byDay, day, minutes);
    }
  }
  if (byDay.size > 0 || !config.workingDays) return byDay;
  const step =
    Number.isInteger(intervalMinutes) && intervalMinutes > 0 ? intervalMinutes : DEFAULT_SLOT_INTERVAL_MINUTES;
  for (const [index, day] of daysOfWeek.entries()) {
    const nextDay = daysOfWeek[(index + 1) % daysOfWeek.length] ?? day;
    for (const range of rangesStartingOn(config.workingDays, day)) {
      // Times past midnight of a crossing range are the next weekday's early hours.
      for (let t = range.start; t < range.end; t += step) {
        if (t < MINUTES_PER_DAY) addMinute(byDay, day, t);
        else addMinute(byDay, nextDay, t - MINUTES_PER_DAY);
      }
    }
  }
  return byDay;
}

function configDates(config: ScheduleConfig, today: CalendarDate, horizonDays: number): CalendarDate[] {
  const listed = (config.datesBetween ?? [])
    .filter((d) => parseCalendarDate(d) !== null)
    .map((d) => d.trim().slice(0, 10));
  if (listed.length > 0) return listed;
  return Array.from({ length: horizonDays }, (_, i) => addCalendarDays(today, i));
}

export interface BuildScheduleDaysInput {
  readonly configs: readonly ScheduleConfig[] | null | undefined;
  readonly now: Date | number;
  readonly timeZone?: string | null;
  /** Minimum minutes between now and an offered slot; see `scheduleLeadMinutes`. */
  readonly leadMinutes?: number;
  /** When given (and not empty), a slot must also fall inside these opening hours. */
  readonly openingHours?: readonly WorkingDay[] | null;
  readonly horizonDays?: number;
  readonly intervalMinutes?: number;
}

export function dayLabel(date: CalendarDate, dayOfWeek: DayOfWeek): string {
  const parsed = parseCalendarDate(date);
  return scheduleMessages.dayLabel(weekdayNames[dayOfWeek], pad2(parsed?.day ?? 0), pad2(parsed?.month ?? 0));
}

/** The days and times the scheduling picker offers, in order; days without a time are left out. */
export function buildScheduleDays(input: BuildScheduleDaysInput): ScheduleDay[] {
  const nowMs = typeof input.now === 'number' ? input.now : input.now.getTime();
  if (!Number.isFinite(nowMs)) return [];
  const timeZone = resolveTimeZone(input.timeZone ?? DEFAULT_TIME_ZONE);
  const lead = input.leadMinutes !== undefined && input.leadMinutes >= 0 ? input.leadMinutes : DEFAULT_MIN_LEAD_MINUTES;
  const earliest = nowMs + lead * MS_PER_MINUTE;
  const horizon =
    input.horizonDays !== undefined && Number.isInteger(input.horizonDays) && input.horizonDays > 0
      ? input.horizonDays
      : DEFAULT_SCHEDULE_HORIZON_DAYS;
  const today = wallClockAt(nowMs, timeZone).date;

  const minutesByDate = new Map<CalendarDate, Set<number>>();
  for (const config of input.configs ?? []) {
    const byDay = offeredTimesByDay(config, input.intervalMinutes);
    for (const date of configDates(config, today, horizon)) {
      const day = dayOfWeekOfDate(date);
      const times = day ? byDay.get(day) : undefined;
      if (!times || date < today) continue;
      const set = minutesByDate.get(date) ?? new Set<number>();
      for (const t of times) set.add(t);
      minutesByDate.set(date, set);
    }
  }

  const restrictToHours = input.openingHours && input.openingHours.length > 0;
  const days: ScheduleDay[] = [];
  for (const date of [...minutesByDate.keys()].sort()) {
    const dayOfWeek = dayOfWeekOfDate(date);
    if (!dayOfWeek) continue;
    const slots: ScheduleSlot[] = [];
    for (const minutes of [...(minutesByDate.get(date) ?? [])].sort((a, b) => a - b)) {
      const at = instantAtWallClock(date, minutes, timeZone);
      if (!at || at.getTime() < earliest) continue;
      if (restrictToHours && !isOpenAt(input.openingHours, at, timeZone)) continue;
      slots.push({ time: formatTimeOfDay(minutes), at });
    }
    if (slots.length > 0) days.push({ date, dayOfWeek, label: dayLabel(date, dayOfWeek), slots });
  }
  return days;
}

/** The first day and its first time: the default when scheduling is forced (diner §4). */
export function firstScheduleSelection(days: readonly ScheduleDay[]): ScheduleSelection | null {
  const day = days[0];
  const slot = day?.slots[0];
  return day && slot ? { date: day.date, time: slot.time } : null;
}

/**
 * A chosen date and time made valid against what is offered now (diner §4): an offered pair is
 * kept; a time no longer offered moves to the first time of the same day, or, if the day is
 * gone, to the first available slot.
 */
export function resolveScheduleSelection(
  days: readonly ScheduleDay[],
  wanted: Partial<ScheduleSelection> | null | undefined,
): ScheduleSelection | null {
  const day = days.find((d) => d.date === wanted?.date);
  if (!day) return firstScheduleSelection(days);
  const slot = day.slots.find((s) => s.time === wanted?.time) ?? day.slots[0];
  return slot ? { date: day.date, time: slot.time } : firstScheduleSelection(days);
}

/**
 * Changing the date adjusts the time (diner §4). Decision: the same time is kept when the new
 * day offers it, otherwise the new day's first time.
 */
export function changeScheduleDate(
  days: readonly ScheduleDay[],
  current: Partial<ScheduleSelection> | null | undefined,
  date: CalendarDate,
): ScheduleSelection | null {
  return resolveScheduleSelection(days, { date, time: current?.time });
}

/** The instant of an offered selection, or null when it is not offered. */
export function scheduledInstant(
  days: readonly ScheduleDay[],
  selection: Partial<ScheduleSelection> | null | undefined,
): Date | null {
  const day = days.find((d) => d.date === selection?.date);
  return day?.slots.find((s) => s.time === selection?.time)?.at ?? null;
}
