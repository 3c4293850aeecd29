import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenAt, type WorkingDay } from './hours.ts';
import {
  buildScheduleDays,
  changeScheduleDate,
  DEFAULT_MIN_LEAD_MINUTES,
  DEFAULT_SCHEDULE_HORIZON_DAYS,
  DEFAULT_SLOT_INTERVAL_MINUTES,
  dayLabel,
  firstScheduleSelection,
  offeredTimesByDay,
  resolveScheduleSelection,
  type ScheduleConfig,
  type ScheduleDay,
  scheduledInstant,
  scheduleLeadMinutes,
} from './slots.ts';
import { BUENOS_AIRES, NEW_YORK, SANTIAGO, wall } from './test-support.ts';
import {
  addCalendarDays,
  dayOfWeekOfDate,
  daysOfWeek,
  formatTimeOfDay,
  instantAtWallClock,
  parseDayOfWeek,
  parseTimeOfDay,
  wallClockAt,
} from './time.ts';

// 2024-05-17 is a Friday.
const lunchAndDinner: ScheduleConfig = {
  schedulerDaysInfo: [
    { dayOfWeek: 'FRIDAY', availableHours: ['12:00', '12:30', '13:00', '20:00'] },
    { dayOfWeek: 'SATURDAY', availableHours: ['12:00'] },
  ],
};

const summary = (days: readonly ScheduleDay[]) =>
  days.map((d) => `${d.label}: ${d.slots.map((s) => s.time).join(' ')}`);

describe('scheduleLeadMinutes', () => {
  it("is the mode's minDelayInMinutes, 30 minutes when it has none", () => {
    expect(DEFAULT_MIN_LEAD_MINUTES).toBe(30);
    expect(scheduleLeadMinutes({ minDelayInMinutes: 45 })).toBe(45);
    expect(scheduleLeadMinutes({ minDelayInMinutes: 0 })).toBe(0);
    expect(scheduleLeadMinutes({ minDelayInMinutes: null })).toBe(30);
    expect(scheduleLeadMinutes({ minDelayInMinutes: -5 })).toBe(30);
    expect(scheduleLeadMinutes({ minDelayInMinutes: Number.NaN })).toBe(30);
    expect(scheduleLeadMinutes({})).toBe(30);
    expect(scheduleLeadMinutes(undefined)).toBe(30);
  });
});

describe('buildScheduleDays', () => {
  it('offers the configured times of the coming week with Spanish day labels, at least the lead time ahead', () => {
    const days = buildScheduleDays({ configs: [lunchAndDinner], now: wall(BUENOS_AIRES, '2024-05-17', '12:10') });
    expect(summary(days)).toEqual(['Viernes 17/05: 13:00 20:00', 'Sábado 18/05: 12:00']);
    expect(days[0]?.slots[0]?.at.toISOString()).toBe('2024-05-17T16:00:00.000Z');
    expect(days.map((d) => d.date)).toEqual(['2024-05-17', '2024-05-18']);
    expect(DEFAULT_SCHEDULE_HORIZON_DAYS).toBe(7);
  });

  it('a slot exactly the lead time ahead is offered', () => {
    const days = buildScheduleDays({
      configs: [lunchAndDinner],
      now: wall(BUENOS_AIRES, '2024-05-17', '12:30'),
      leadMinutes: 30,
    });
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['13:00', '20:00']);
  });

  it('drops today when no hours remain', () => {
    const days = buildScheduleDays({ configs: [lunchAndDinner], now: wall(BUENOS_AIRES, '2024-05-17', '19:45') });
    expect(summary(days)).toEqual(['Sábado 18/05: 12:00']);
  });

  it("reaches next week's Friday when the horizon allows", () => {
    const days = buildScheduleDays({
      configs: [lunchAndDinner],
      now: wall(BUENOS_AIRES, '2024-05-17', '21:00'),
      horizonDays: 8,
    });
    expect(summary(days)).toEqual(['Sábado 18/05: 12:00', 'Viernes 24/05: 12:00 12:30 13:00 20:00']);
  });

  it('uses a longer lead time from the mode', () => {
    const days = buildScheduleDays({
      configs: [lunchAndDinner],
      now: wall(BUENOS_AIRES, '2024-05-17', '11:00'),
      leadMinutes: 90,
    });
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['12:30', '13:00', '20:00']);
  });

  it('works across midnight', () => {
    const night: ScheduleConfig = {
      schedulerDaysInfo: [
        { dayOfWeek: 'FRIDAY', availableHours: ['23:30'] },
        { dayOfWeek: 'SATURDAY', availableHours: ['00:00', '00:30'] },
      ],
    };
    const days = buildScheduleDays({ configs: [night], now: wall(BUENOS_AIRES, '2024-05-17', '23:50') });
    expect(summary(days)).toEqual(['Sábado 18/05: 00:30']);
    expect(days[0]?.slots[0]?.at.toISOString()).toBe('2024-05-18T03:30:00.000Z');
  });

  it('limits a config to its datesBetween, ignoring past and malformed dates', () => {
    const config: ScheduleConfig = {
      ...lunchAndDinner,
      datesBetween: ['2024-05-16', '2024-05-18T00:00:00', 'mañana', '2024-05-25', '2024-05-19'],
    };
    const days = buildScheduleDays({ configs: [config], now: wall(BUENOS_AIRES, '2024-05-17', '09:00') });
    // 2024-05-19 is a Sunday: no hours that day.
    expect(summary(days)).toEqual(['Sábado 18/05: 12:00', 'Sábado 25/05: 12:00']);
  });

  it('joins several configs without repeating a time', () => {
    const other: ScheduleConfig = { schedulerDaysInfo: [{ dayOfWeek: 'FRIDAY', availableHours: ['21:00', '20:00'] }] };
    const days = buildScheduleDays({
      configs: [lunchAndDinner, other],
      now: wall(BUENOS_AIRES, '2024-05-17', '19:00'),
    });
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['20:00', '21:00']);
  });

  it('ignores malformed entries and survives empty or invalid input', () => {
    const corrupt: ScheduleConfig = {
      schedulerDaysInfo: [
        { dayOfWeek: 'viernes', availableHours: ['20:00'] },
        { dayOfWeek: 'FRIDAY', availableHours: ['8 pm', '21:00'] },
        { dayOfWeek: 'FRIDAY', availableHours: null },
      ],
    };
    const now = wall(BUENOS_AIRES, '2024-05-17', '19:00');
    expect(summary(buildScheduleDays({ configs: [corrupt], now }))).toEqual(['Viernes 17/05: 21:00']);
    expect(buildScheduleDays({ configs: null, now })).toEqual([]);
    expect(buildScheduleDays({ configs: [{}], now })).toEqual([]);
    expect(buildScheduleDays({ configs: [lunchAndDinner], now: new Date(Number.NaN) })).toEqual([]);
    expect(buildScheduleDays({ configs: [lunchAndDinner], now, timeZone: 'Nowhere/Land' })).toEqual(
      buildScheduleDays({ configs: [lunchAndDinner], now }),
    );
  });

  it('derives times from working hours when a config lists none, midnight-crossing hours included', () => {
    const config: ScheduleConfig = {
      workingDays: [{ dayOfWeek: 'FRIDAY', workingHours: [{ startAt: '20:00', endAt: '02:00' }] }],
    };
    expect(DEFAULT_SLOT_INTERVAL_MINUTES).toBe(30);
    const byDay = offeredTimesByDay(config);
    expect([...(byDay.get('FRIDAY') ?? [])].map(formatTimeOfDay)).toEqual([
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
      '23:30',
    ]);
    expect([...(byDay.get('SATURDAY') ?? [])].map(formatTimeOfDay)).toEqual(['00:00', '00:30', '01:00', '01:30']);
    expect([...(offeredTimesByDay(config, 0).get('SATURDAY') ?? [])]).toHaveLength(4);
    const days = buildScheduleDays({ configs: [config], now: wall(BUENOS_AIRES, '2024-05-17', '22:55') });
    expect(summary(days)).toEqual(['Viernes 17/05: 23:30', 'Sábado 18/05: 00:00 00:30 01:00 01:30']);
  });

  it('can restrict slots to opening hours', () => {
    const openingHours: WorkingDay[] = [{ dayOfWeek: 'FRIDAY', workingHours: [{ startAt: '19:00', endAt: '23:00' }] }];
    const days = buildScheduleDays({
      configs: [lunchAndDinner],
      now: wall(BUENOS_AIRES, '2024-05-17', '09:00'),
      openingHours,
    });
    expect(summary(days)).toEqual(['Viernes 17/05: 20:00']);
  });

  describe('across daylight-saving changes', () => {
    it('New York, 2024-03-10: 02:30 does not exist and is not offered', () => {
      const config: ScheduleConfig = {
        schedulerDaysInfo: [{ dayOfWeek: 'SUNDAY', availableHours: ['01:30', '02:30', '03:00'] }],
        datesBetween: ['2024-03-10'],
      };
      const days = buildScheduleDays({ configs: [config], now: new Date('2024-03-09T12:00:00Z'), timeZone: NEW_YORK });
      expect(days[0]?.slots.map((s) => [s.time, s.at.toISOString()])).toEqual([
        ['01:30', '2024-03-10T06:30:00.000Z'],
        ['03:00', '2024-03-10T07:00:00.000Z'],
      ]);
    });

    it('New York, 2024-11-03: 01:30 happens twice and is offered once, at the first occurrence', () => {
      const config: ScheduleConfig = {
        schedulerDaysInfo: [{ dayOfWeek: 'SUNDAY', availableHours: ['01:30', '02:00'] }],
        datesBetween: ['2024-11-03'],
      };
      const days = buildScheduleDays({ configs: [config], now: new Date('2024-11-02T12:00:00Z'), timeZone: NEW_YORK });
      expect(days[0]?.slots.map((s) => [s.time, s.at.toISOString()])).toEqual([
        ['01:30', '2024-11-03T05:30:00.000Z'],
        ['02:00', '2024-11-03T07:00:00.000Z'],
      ]);
    });

    it('Santiago, 2024-09-08: midnight is skipped, 01:00 is the first hour of the day', () => {
      const config: ScheduleConfig = {
        schedulerDaysInfo: [
          { dayOfWeek: 'SATURDAY', availableHours: ['23:30'] },
          { dayOfWeek: 'SUNDAY', availableHours: ['00:00', '00:30', '01:00'] },
        ],
      };
      const days = buildScheduleDays({
        configs: [config],
        now: wall(SANTIAGO, '2024-09-07', '22:00'),
        timeZone: SANTIAGO,
      });
      expect(days.slice(0, 2).map((d) => [d.label, d.slots.map((s) => s.at.toISOString())])).toEqual([
        ['Sábado 07/09', ['2024-09-08T03:30:00.000Z']],
        ['Domingo 08/09', ['2024-09-08T04:00:00.000Z']],
      ]);
    });

    it('the lead time is measured in real minutes, not wall-clock minutes', () => {
      // On the night clocks go back, 01:45 to 02:30 on the wall is 105 real minutes.
      const config: ScheduleConfig = {
        schedulerDaysInfo: [{ dayOfWeek: 'SUNDAY', availableHours: ['02:00', '02:30'] }],
        datesBetween: ['2024-11-03'],
      };
      const now = new Date('2024-11-03T05:45:00Z'); // 01:45 EDT, first pass
      const days = buildScheduleDays({ configs: [config], now, timeZone: NEW_YORK, leadMinutes: 90 });
      // 02:00 EST = 07:00Z is 75 minutes away, 02:30 EST = 07:30Z is 105 minutes away.
      expect(days[0]?.slots.map((s) => s.time)).toEqual(['02:30']);
    });
  });

  const zones = [BUENOS_AIRES, SANTIAGO, NEW_YORK] as const;
  const timeArb = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => formatTimeOfDay(h * 60 + m));
  const configArb: fc.Arbitrary<ScheduleConfig> = fc.record({
    schedulerDaysInfo: fc.array(
      fc.record({ dayOfWeek: fc.constantFrom(...daysOfWeek), availableHours: fc.array(timeArb, { maxLength: 6 }) }),
      { maxLength: 7 },
    ),
  });
  const workingDaysArb: fc.Arbitrary<WorkingDay[]> = fc.array(
    fc.record({
      dayOfWeek: fc.constantFrom(...daysOfWeek),
      workingHours: fc.array(fc.record({ startAt: timeArb, endAt: timeArb }), { maxLength: 2 }),
    }),
    { maxLength: 7 },
  );
  // Spans the 2024 DST switches of Santiago and New York.
  const nowArb = fc.integer({ min: Date.UTC(2024, 2, 1), max: Date.UTC(2024, 11, 1) });

  it('every slot is in the config, inside opening hours, on its day, and at least the lead time after now (property)', () => {
    fc.assert(
      fc.property(
        fc.array(configArb, { minLength: 1, maxLength: 2 }),
        workingDaysArb,
        nowArb,
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 240 }),
        (configs, openingHours, now, zone, leadMinutes) => {
          const days = buildScheduleDays({ configs, now, timeZone: zone, leadMinutes, openingHours });
          const allowed = (day: string, time: string) =>
            configs.some((c) =>
              (c.schedulerDaysInfo ?? []).some(
                (info) => parseDayOfWeek(info.dayOfWeek) === day && (info.availableHours ?? []).includes(time),
              ),
            );
          for (const day of days) {
            expect(day.slots.length).toBeGreaterThan(0);
            for (const slot of day.slots) {
              expect(slot.at.getTime()).toBeGreaterThanOrEqual(now + leadMinutes * 60_000);
              expect(wallClockAt(slot.at, zone)).toEqual({
                date: day.date,
                dayOfWeek: day.dayOfWeek,
                minutes: parseTimeOfDay(slot.time),
              });
              expect(allowed(day.dayOfWeek, slot.time)).toBe(true);
              if (openingHours.length > 0) expect(isOpenAt(openingHours, slot.at, zone)).toBe(true);
            }
          }
          const instants = days.flatMap((d) => d.slots.map((s) => s.at.getTime()));
          expect(instants).toEqual([...instants].sort((a, b) => a - b));
          expect(new Set(instants).size).toBe(instants.length);
        },
      ),
    );
  });

  it('nothing reachable is left out: every configured time of the horizon that is far enough ahead is offered (property)', () => {
    fc.assert(
      fc.property(
        configArb,
        nowArb,
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 240 }),
        (config, now, zone, lead) => {
          const days = buildScheduleDays({ configs: [config], now, timeZone: zone, leadMinutes: lead });
          const offered = new Set(days.flatMap((d) => d.slots.map((s) => `${d.date} ${s.time}`)));
          const today = wallClockAt(now, zone).date;
          for (let i = 0; i < DEFAULT_SCHEDULE_HORIZON_DAYS; i++) {
            const date = addCalendarDays(today, i);
            for (const info of config.schedulerDaysInfo ?? []) {
              for (const time of info.availableHours ?? []) {
                const at = instantAtWallClock(date, parseTimeOfDay(time) ?? 0, zone);
                const sameDay = dayOfWeekOfDate(date) === info.dayOfWeek;
                if (sameDay && at && at.getTime() >= now + lead * 60_000)
                  expect(offered.has(`${date} ${time}`)).toBe(true);
              }
            }
          }
        },
      ),
    );
  });
});

describe('choosing a slot', () => {
  const now = wall(BUENOS_AIRES, '2024-05-17', '12:10');
  const days = buildScheduleDays({ configs: [lunchAndDinner], now });

  it('defaults to the first available day and its first time', () => {
    expect(firstScheduleSelection(days)).toEqual({ date: '2024-05-17', time: '13:00' });
    expect(firstScheduleSelection([])).toBeNull();
  });

  it('keeps an offered choice', () => {
    expect(resolveScheduleSelection(days, { date: '2024-05-17', time: '20:00' })).toEqual({
      date: '2024-05-17',
      time: '20:00',
    });
  });

  it('moves a time no longer offered to the first available slot of that day', () => {
    expect(resolveScheduleSelection(days, { date: '2024-05-17', time: '12:00' })).toEqual({
      date: '2024-05-17',
      time: '13:00',
    });
  });

  it('moves a day no longer offered to the first available slot', () => {
    expect(resolveScheduleSelection(days, { date: '2024-05-16', time: '20:00' })).toEqual({
      date: '2024-05-17',
      time: '13:00',
    });
    expect(resolveScheduleSelection(days, null)).toEqual({ date: '2024-05-17', time: '13:00' });
    expect(resolveScheduleSelection([], { date: '2024-05-17', time: '13:00' })).toBeNull();
  });

  it('changing the date adjusts the time: kept when offered that day, else the first time', () => {
    expect(changeScheduleDate(days, { date: '2024-05-17', time: '20:00' }, '2024-05-18')).toEqual({
      date: '2024-05-18',
      time: '12:00',
    });
    const later = buildScheduleDays({ configs: [lunchAndDinner], now, horizonDays: 8 });
    expect(changeScheduleDate(later, { date: '2024-05-17', time: '20:00' }, '2024-05-24')).toEqual({
      date: '2024-05-24',
      time: '20:00',
    });
  });

  it('gives the instant to send as scheduledAt', () => {
    expect(scheduledInstant(days, { date: '2024-05-17', time: '20:00' })?.toISOString()).toBe(
      '2024-05-17T23:00:00.000Z',
    );
    expect(scheduledInstant(days, { date: '2024-05-17', time: '21:00' })).toBeNull();
    expect(scheduledInstant(days, null)).toBeNull();
  });

  it('labels a day with its Spanish weekday name and day/month', () => {
    expect(dayLabel('2024-05-19', 'SUNDAY')).toBe('Domingo 19/05');
    expect(dayLabel('2024-05-15', 'WEDNESDAY')).toBe('Miércoles 15/05');
  });
});
