import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenAt, OPEN_WHEN_NO_WORKING_DAYS, rangesStartingOn, type WorkingDay, workingRange } from './hours.ts';
import { BUENOS_AIRES, NEW_YORK, SANTIAGO, wall } from './test-support.ts';
import {
  addCalendarDays,
  dayOfWeekOfDate,
  daysOfWeek,
  formatTimeOfDay,
  instantAtWallClock,
  wallClockAt,
} from './time.ts';

// 2024-05-17 is a Friday.
const nightOwl: WorkingDay[] = [
  { dayOfWeek: 'FRIDAY', workingHours: [{ startAt: '20:00', endAt: '02:00' }] },
  {
    dayOfWeek: 'MONDAY',
    workingHours: [
      { startAt: '12:00', endAt: '15:00' },
      { startAt: '20:00', endAt: '23:30' },
    ],
  },
];

describe('workingRange', () => {
  it('reads same-day, midnight-crossing and whole-day ranges', () => {
    expect(workingRange({ startAt: '12:00', endAt: '15:00' })).toEqual({ start: 720, end: 900 });
    expect(workingRange({ startAt: '20:00', endAt: '02:00' })).toEqual({ start: 1200, end: 1560 });
    expect(workingRange({ startAt: '20:00', endAt: '00:00' })).toEqual({ start: 1200, end: 1440 });
    expect(workingRange({ startAt: '00:00', endAt: '00:00' })).toEqual({ start: 0, end: 1440 });
    expect(workingRange({ startAt: '25:00', endAt: '02:00' })).toBeNull();
  });

  it('ignores malformed days and ranges', () => {
    const corrupt = [
      { dayOfWeek: 'FUNDAY', workingHours: [{ startAt: '10:00', endAt: '11:00' }] },
      {
        dayOfWeek: 'friday',
        workingHours: [
          { startAt: 'ten', endAt: '11:00' },
          { startAt: '10:00', endAt: '11:00' },
        ],
      },
      { dayOfWeek: 'FRIDAY', workingHours: null },
    ];
    expect(rangesStartingOn(corrupt, 'FRIDAY')).toEqual([{ start: 600, end: 660 }]);
  });
});

describe('isOpenAt', () => {
  it.each([
    ['Friday 19:59, before opening', '2024-05-17', '19:59', false],
    ['Friday 20:00, opening time', '2024-05-17', '20:00', true],
    ['Friday 23:59', '2024-05-17', '23:59', true],
    ["Saturday 00:00, Friday's range", '2024-05-18', '00:00', true],
    ["Saturday 01:59, Friday's range", '2024-05-18', '01:59', true],
    ['Saturday 02:00, closing time', '2024-05-18', '02:00', false],
    ['Saturday 21:00, no Saturday hours', '2024-05-18', '21:00', false],
    ['Monday 14:59, lunch', '2024-05-20', '14:59', true],
    ['Monday 15:00, between ranges', '2024-05-20', '15:00', false],
    ['Monday 23:29, dinner', '2024-05-20', '23:29', true],
    ['Tuesday 00:30, Monday ends before midnight', '2024-05-21', '00:30', false],
  ])('%s → %s', (_label, date, time, open) => {
    expect(isOpenAt(nightOwl, wall(BUENOS_AIRES, date, time), BUENOS_AIRES)).toBe(open);
  });

  it("wraps Sunday's night range into Monday", () => {
    const sunday: WorkingDay[] = [{ dayOfWeek: 'SUNDAY', workingHours: [{ startAt: '22:00', endAt: '03:00' }] }];
    expect(isOpenAt(sunday, wall(BUENOS_AIRES, '2024-05-20', '02:30'), BUENOS_AIRES)).toBe(true);
    expect(isOpenAt(sunday, wall(BUENOS_AIRES, '2024-05-20', '03:00'), BUENOS_AIRES)).toBe(false);
  });

  it('treats 00:00–00:00 as open all day', () => {
    const allDay: WorkingDay[] = [{ dayOfWeek: 'TUESDAY', workingHours: [{ startAt: '00:00', endAt: '00:00' }] }];
    expect(isOpenAt(allDay, wall(BUENOS_AIRES, '2024-05-21', '00:00'), BUENOS_AIRES)).toBe(true);
    expect(isOpenAt(allDay, wall(BUENOS_AIRES, '2024-05-21', '23:59'), BUENOS_AIRES)).toBe(true);
    expect(isOpenAt(allDay, wall(BUENOS_AIRES, '2024-05-22', '00:00'), BUENOS_AIRES)).toBe(false);
  });

  it('without any working day nothing marks the branch closed; a listed day without ranges is closed', () => {
    expect(OPEN_WHEN_NO_WORKING_DAYS).toBe(true);
    expect(isOpenAt([], new Date('2024-05-17T12:00:00Z'))).toBe(true);
    expect(isOpenAt(undefined, new Date('2024-05-17T12:00:00Z'))).toBe(true);
    expect(isOpenAt([{ dayOfWeek: 'FRIDAY', workingHours: [] }], wall(BUENOS_AIRES, '2024-05-17', '12:00'))).toBe(
      false,
    );
  });

  it('is closed for an invalid instant', () => {
    expect(isOpenAt(nightOwl, new Date(Number.NaN))).toBe(false);
  });

  it('uses the Buenos Aires wall clock by default, and each zone its own', () => {
    // 2024-05-17T23:30Z is 20:30 in Buenos Aires and 19:30 in New York.
    const instant = Date.parse('2024-05-17T23:30:00Z');
    expect(isOpenAt(nightOwl, instant)).toBe(true);
    expect(isOpenAt(nightOwl, instant, NEW_YORK)).toBe(false);
  });

  describe('across daylight-saving changes', () => {
    const saturdayNight: WorkingDay[] = [
      { dayOfWeek: 'SATURDAY', workingHours: [{ startAt: '20:00', endAt: '02:00' }] },
    ];

    it('Santiago springs forward at midnight (2024-09-08): the night is an hour shorter', () => {
      expect(isOpenAt(saturdayNight, new Date('2024-09-08T03:59:00Z'), SANTIAGO)).toBe(true); // 23:59 -04
      expect(isOpenAt(saturdayNight, new Date('2024-09-08T04:00:00Z'), SANTIAGO)).toBe(true); // 01:00 -03
      expect(isOpenAt(saturdayNight, new Date('2024-09-08T04:59:00Z'), SANTIAGO)).toBe(true); // 01:59 -03
      expect(isOpenAt(saturdayNight, new Date('2024-09-08T05:00:00Z'), SANTIAGO)).toBe(false); // 02:00 -03
    });

    it('Santiago falls back at midnight (2024-04-07): 23:00–23:59 happens twice, both open', () => {
      expect(isOpenAt(saturdayNight, new Date('2024-04-07T02:30:00Z'), SANTIAGO)).toBe(true); // 23:30 -03
      expect(isOpenAt(saturdayNight, new Date('2024-04-07T03:30:00Z'), SANTIAGO)).toBe(true); // 23:30 -04
      expect(isOpenAt(saturdayNight, new Date('2024-04-07T05:59:00Z'), SANTIAGO)).toBe(true); // 01:59 -04
      expect(isOpenAt(saturdayNight, new Date('2024-04-07T06:00:00Z'), SANTIAGO)).toBe(false); // 02:00 -04
    });

    it('New York springs forward at 02:00 (2024-03-10): 01:59 EST is followed by 03:00 EDT', () => {
      expect(isOpenAt(saturdayNight, new Date('2024-03-10T06:59:00Z'), NEW_YORK)).toBe(true);
      expect(isOpenAt(saturdayNight, new Date('2024-03-10T07:00:00Z'), NEW_YORK)).toBe(false);
      const sunday: WorkingDay[] = [{ dayOfWeek: 'SUNDAY', workingHours: [{ startAt: '10:00', endAt: '22:00' }] }];
      expect(isOpenAt(sunday, new Date('2024-03-10T13:59:00Z'), NEW_YORK)).toBe(false); // 09:59 EDT
      expect(isOpenAt(sunday, new Date('2024-03-10T14:00:00Z'), NEW_YORK)).toBe(true); // 10:00 EDT
    });

    it('New York falls back at 02:00 (2024-11-03): the night is an hour longer', () => {
      expect(isOpenAt(saturdayNight, new Date('2024-11-03T05:30:00Z'), NEW_YORK)).toBe(true); // 01:30 EDT
      expect(isOpenAt(saturdayNight, new Date('2024-11-03T06:30:00Z'), NEW_YORK)).toBe(true); // 01:30 EST
      expect(isOpenAt(saturdayNight, new Date('2024-11-03T07:00:00Z'), NEW_YORK)).toBe(false); // 02:00 EST
    });
  });

  it('agrees with a brute-force check on absolute intervals (property, Buenos Aires has no DST)', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => formatTimeOfDay(h * 60 + m));
    const workingDay = fc.record({
      dayOfWeek: fc.constantFrom(...daysOfWeek),
      workingHours: fc.array(fc.record({ startAt: time, endAt: time }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(workingDay, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2025, 0, 1) }),
        (workingDays, now) => {
          const today = wallClockAt(now, BUENOS_AIRES).date;
          const intervals = [addCalendarDays(today, -1), today].flatMap((date) => {
            return rangesStartingOn(workingDays, dayOfWeekOfDate(date) ?? 'MONDAY').map((range) => {
              const start = (instantAtWallClock(date, 0, BUENOS_AIRES)?.getTime() ?? 0) + range.start * 60_000;
              return [start, start + (range.end - range.start) * 60_000] as const;
            });
          });
          const flooredNow = now - (now % 60_000);
          const expected = intervals.some(([start, end]) => start <= flooredNow && flooredNow < end);
          expect(isOpenAt(workingDays, now, BUENOS_AIRES)).toBe(expected);
        },
      ),
    );
  });
});
