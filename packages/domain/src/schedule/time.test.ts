import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUENOS_AIRES, NEW_YORK, SANTIAGO, wall } from './test-support.ts';
import {
  addCalendarDays,
  DEFAULT_TIME_ZONE,
  dayOfWeekFromIndex,
  dayOfWeekOfDate,
  formatTimeOfDay,
  instantAtWallClock,
  parseCalendarDate,
  parseDayOfWeek,
  parseTimeOfDay,
  previousDayOfWeek,
  resolveTimeZone,
  wallClockAt,
} from './time.ts';

const zones = [BUENOS_AIRES, SANTIAGO, NEW_YORK] as const;

describe('time of day', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['9:05', 545],
    ['23:59', 1439],
    ['20:00:00', 1200],
    [' 12:30 ', 750],
    ['24:00', null],
    ['12:60', null],
    ['1230', null],
    ['', null],
    [null, null],
    [1200, null],
  ])('parses %j as %j', (input, expected) => {
    expect(parseTimeOfDay(input)).toBe(expected);
  });

  it('formats minutes after midnight as HH:MM, wrapping around the day', () => {
    expect(formatTimeOfDay(0)).toBe('00:00');
    expect(formatTimeOfDay(545)).toBe('09:05');
    expect(formatTimeOfDay(1440 + 90)).toBe('01:30');
    expect(formatTimeOfDay(-30)).toBe('23:30');
  });

  it('formats then parses back to the same minute (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(parseTimeOfDay(formatTimeOfDay(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('days of the week', () => {
  it.each([
    [0, 'SUNDAY'],
    [1, 'MONDAY'],
    [5, 'FRIDAY'],
    [6, 'SATURDAY'],
    [7, 'SUNDAY'],
    [-1, 'SATURDAY'],
  ])('getDay() %i is %s', (index, day) => {
    expect(dayOfWeekFromIndex(index)).toBe(day);
  });

  it('reads wire values leniently and rejects unknown ones', () => {
    expect(parseDayOfWeek('friday')).toBe('FRIDAY');
    expect(parseDayOfWeek(' MONDAY ')).toBe('MONDAY');
    expect(parseDayOfWeek('FUNDAY')).toBeNull();
    expect(parseDayOfWeek(3)).toBeNull();
  });

  it('the day before Monday is Sunday', () => {
    expect(previousDayOfWeek('MONDAY')).toBe('SUNDAY');
    expect(previousDayOfWeek('SATURDAY')).toBe('FRIDAY');
  });

  it('knows the weekday of a calendar date', () => {
    expect(dayOfWeekOfDate('2024-05-17')).toBe('FRIDAY');
    expect(dayOfWeekOfDate('2024-03-10T10:00:00Z')).toBe('SUNDAY');
    expect(dayOfWeekOfDate('not a date')).toBeNull();
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-02-29', null],
    ['2024-13-01', null],
    ['2024-5-1', null],
    [20240501, null],
  ])('parses %j', (input, expected) => {
    expect(parseCalendarDate(input)).toEqual(expected);
  });

  it('adds days across months and years', () => {
    expect(addCalendarDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('garbage', 1)).toBe('garbage');
  });
});

describe('wall clock in the branch zone', () => {
  it('defaults to Buenos Aires', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Argentina/Buenos_Aires');
    expect(wallClockAt(Date.UTC(2024, 0, 1, 2, 30))).toEqual({
      date: '2023-12-31',
      dayOfWeek: 'SUNDAY',
      minutes: 23 * 60 + 30,
    });
  });

  it('reads the same instant differently in each zone', () => {
    const instant = new Date('2024-07-01T03:30:00Z');
    expect(wallClockAt(instant, BUENOS_AIRES)).toEqual({ date: '2024-07-01', dayOfWeek: 'MONDAY', minutes: 30 });
    expect(wallClockAt(instant, SANTIAGO)).toEqual({ date: '2024-06-30', dayOfWeek: 'SUNDAY', minutes: 23 * 60 + 30 });
    expect(wallClockAt(instant, NEW_YORK)).toEqual({ date: '2024-06-30', dayOfWeek: 'SUNDAY', minutes: 23 * 60 + 30 });
  });

  it('falls back to the default zone for an unknown zone instead of crashing', () => {
    expect(resolveTimeZone('Mars/Olympus_Mons')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(NEW_YORK)).toBe(NEW_YORK);
    expect(wallClockAt(Date.UTC(2024, 0, 1, 2, 30), 'Mars/Olympus_Mons').date).toBe('2023-12-31');
  });

  it('finds the instant of a wall time', () => {
    expect(instantAtWallClock('2024-05-17', 20 * 60, BUENOS_AIRES)?.toISOString()).toBe('2024-05-17T23:00:00.000Z');
  });

  it('has no instant for a wall time skipped by a daylight-saving jump', () => {
    // New York jumps from 02:00 to 03:00 on 2024-03-10; Santiago from 00:00 to 01:00 on 2024-09-08.
    expect(instantAtWallClock('2024-03-10', 2 * 60 + 30, NEW_YORK)).toBeNull();
    expect(instantAtWallClock('2024-09-08', 0, SANTIAGO)).toBeNull();
    expect(instantAtWallClock('2024-09-08', 60, SANTIAGO)?.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(() => wall(NEW_YORK, '2024-03-10', '02:30')).toThrow('does not exist');
  });

  it('takes the first occurrence of a wall time that happens twice', () => {
    // New York sets clocks back from 02:00 to 01:00 on 2024-11-03: 01:30 happens at 05:30Z and 06:30Z.
    expect(instantAtWallClock('2024-11-03', 90, NEW_YORK)?.toISOString()).toBe('2024-11-03T05:30:00.000Z');
  });

  it('rejects malformed input', () => {
    expect(instantAtWallClock('2024-02-30', 0, BUENOS_AIRES)).toBeNull();
    expect(instantAtWallClock('2024-02-10', 1440, BUENOS_AIRES)).toBeNull();
    expect(instantAtWallClock('2024-02-10', 1.5, BUENOS_AIRES)).toBeNull();
  });

  it('round-trips any instant through its wall clock (property, DST zones included)', () => {
    const from = Date.UTC(2023, 0, 1);
    const to = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.constantFrom(...zones), (time, zone) => {
        const shown = wallClockAt(time, zone);
        const back = instantAtWallClock(shown.date, shown.minutes, zone);
        expect(back).not.toBeNull();
        expect(wallClockAt(back ?? 0, zone)).toEqual(shown);
        // The same minute, or one hour earlier when the wall time happens twice.
        const flooredToMinute = time - (time % 60_000);
        expect([flooredToMinute, flooredToMinute - 3_600_000]).toContain(back?.getTime());
      }),
    );
  });
});
