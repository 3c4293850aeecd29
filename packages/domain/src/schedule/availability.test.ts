import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowsOrderingNow,
  allowsScheduling,
  closedBanner,
  closedStoreModalTitle,
  isSchedulingForced,
  type OrderModeAvailability,
  orderingStatus,
  orderModeAvailability,
  orderModeWorkingDays,
  reconcileScheduling,
  type SchedulableOrderMode,
  shouldShowClosedStoreModal,
  showsSchedulingToggle,
} from './availability.ts';
import type { WorkingDay } from './hours.ts';
import { scheduleMessages, weekdayNames } from './messages.ts';
import { buildScheduleDays, type ScheduleConfig } from './slots.ts';
import { BUENOS_AIRES, NEW_YORK, wall } from './test-support.ts';

const config: ScheduleConfig = {
  schedulerDaysInfo: [
    { dayOfWeek: 'FRIDAY', availableHours: ['20:00', '21:00'] },
    { dayOfWeek: 'SATURDAY', availableHours: ['12:00'] },
  ],
};
const withSchedule = { useSchedule: true, schedules: [{ scheduleConfigs: [config] }] };
// 2024-05-17 is a Friday.
const eveningsOnly: WorkingDay[] = [{ dayOfWeek: 'FRIDAY', workingHours: [{ startAt: '19:00', endAt: '23:30' }] }];

describe('messages', () => {
  it('are the spec texts', () => {
    expect(scheduleMessages.closedBanner).toBe('Local cerrado.');
    expect(scheduleMessages.closedBannerCanSchedule).toBe('Local cerrado, programa tu pedido.');
    expect(scheduleMessages.closed).toBe('Cerrado');
    expect(scheduleMessages.seeHours).toBe('Ver horarios');
    expect(scheduleMessages.closedModalTitle).toBe('Local cerrado');
    expect(scheduleMessages.closedModalScheduleTitle).toBe('Programa tu pedido');
    expect(scheduleMessages.orderNow).toBe('En el momento');
    expect(scheduleMessages.orderScheduled).toBe('Programado');
    expect(Object.values(weekdayNames)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
  });
});

describe('orderModeAvailability', () => {
  it.each<[string, SchedulableOrderMode | null, OrderModeAvailability | null]>([
    ['ordering now and scheduling', { orderEnabled: true, ...withSchedule }, 'all'],
    ['ordering now only', { orderEnabled: true, useSchedule: false }, 'now'],
    ['orderEnabled absent counts as enabled', {}, 'now'],
    ['useSchedule without any config cannot schedule', { orderEnabled: true, useSchedule: true, schedules: [] }, 'now'],
    ['a schedule without configs cannot schedule', { orderEnabled: true, useSchedule: true, schedules: [{}] }, 'now'],
    ['scheduling only', { orderEnabled: false, ...withSchedule }, 'scheduled'],
    ['neither: informative menu', { orderEnabled: false, useSchedule: false }, null],
    ['inactive mode', { active: false, orderEnabled: true, ...withSchedule }, null],
    ['stated availability wins', { availability: 'SCHEDULED', orderEnabled: true }, 'scheduled'],
    ['an unknown stated availability is derived instead', { availability: 'sometimes', orderEnabled: true }, 'now'],
    ['no mode', null, null],
  ])('%s', (_label, mode, expected) => {
    expect(orderModeAvailability(mode)).toBe(expected);
  });

  it.each<[OrderModeAvailability | null, boolean, boolean, boolean, boolean]>([
    // availability, now, scheduling, toggle, forced
    ['all', true, true, true, false],
    ['now', true, false, false, false],
    ['scheduled', false, true, false, true],
    [null, false, false, false, false],
  ])('%s: now %s, scheduling %s, toggle %s, forced %s', (availability, now, scheduling, toggle, forced) => {
    expect(allowsOrderingNow(availability)).toBe(now);
    expect(allowsScheduling(availability)).toBe(scheduling);
    expect(showsSchedulingToggle(availability)).toBe(toggle);
    expect(isSchedulingForced(availability)).toBe(forced);
  });
});

describe('closed banner', () => {
  it.each([
    [true, true, null],
    [true, false, null],
    [false, true, 'Local cerrado, programa tu pedido.'],
    [false, false, 'Local cerrado.'],
  ])('can order now %s, can schedule %s → %j', (canOrderNow, canSchedule, banner) => {
    expect(closedBanner({ canOrderNow, canSchedule })).toBe(banner);
  });
});

describe('closed-store modal', () => {
  it.each<[OrderModeAvailability | null, boolean, boolean, boolean, boolean]>([
    // availability, seen, canOrderNow, canSchedule, shown
    ['now', false, false, false, true],
    ['now', false, true, false, false],
    ['all', false, false, true, true],
    ['all', false, true, true, false],
    ['scheduled', false, false, false, true],
    ['scheduled', false, false, true, false],
    ['all', true, false, false, false],
    ['scheduled', true, false, false, false],
    [null, false, false, false, false],
  ])('%s, seen %s, now %s, schedule %s → %s', (availability, seen, canOrderNow, canSchedule, shown) => {
    expect(shouldShowClosedStoreModal({ availability, seen, canOrderNow, canSchedule })).toBe(shown);
  });

  it('is shown at most once (property)', () => {
    const availability = fc.constantFrom<OrderModeAvailability | null>('all', 'now', 'scheduled', null);
    fc.assert(
      fc.property(availability, fc.boolean(), fc.boolean(), (a, canOrderNow, canSchedule) => {
        expect(shouldShowClosedStoreModal({ availability: a, seen: true, canOrderNow, canSchedule })).toBe(false);
      }),
    );
  });

  it("is titled 'Programa tu pedido' when a slot can be chosen, else 'Local cerrado'", () => {
    expect(closedStoreModalTitle({ canSchedule: true })).toBe('Programa tu pedido');
    expect(closedStoreModalTitle({ canSchedule: false })).toBe('Local cerrado');
  });
});

describe('orderingStatus', () => {
  it('open and taking orders now: no banner, toggle shown', () => {
    const status = orderingStatus({
      mode: { orderEnabled: true, ...withSchedule },
      workingDays: eveningsOnly,
      now: wall(BUENOS_AIRES, '2024-05-17', '19:15'),
    });
    expect(status).toMatchObject({
      availability: 'all',
      isOpen: true,
      canOrderNow: true,
      canSchedule: true,
      headerLabel: null,
      banner: null,
      showSchedulingToggle: true,
      schedulingForced: false,
    });
    expect(status.days.map((d) => d.label)).toEqual(['Viernes 17/05', 'Sábado 18/05']);
  });

  it("closed by hours but schedulable: 'Cerrado' and 'Local cerrado, programa tu pedido.'", () => {
    const status = orderingStatus({
      mode: { orderEnabled: true, ...withSchedule },
      workingDays: eveningsOnly,
      now: wall(BUENOS_AIRES, '2024-05-17', '10:00'),
    });
    expect(status).toMatchObject({ isOpen: false, canOrderNow: false, canSchedule: true, headerLabel: 'Cerrado' });
    expect(status.banner).toBe('Local cerrado, programa tu pedido.');
  });

  it("closed and nothing to schedule: 'Local cerrado.'", () => {
    const status = orderingStatus({
      mode: { orderEnabled: true },
      workingDays: eveningsOnly,
      now: wall(BUENOS_AIRES, '2024-05-17', '10:00'),
    });
    expect(status.banner).toBe('Local cerrado.');
    expect(status.days).toEqual([]);
  });

  it("uses the mode's minDelayInMinutes as lead time", () => {
    const status = orderingStatus({
      mode: { orderEnabled: false, minDelayInMinutes: 90, ...withSchedule },
      workingDays: eveningsOnly,
      now: wall(BUENOS_AIRES, '2024-05-17', '19:00'),
    });
    expect(status.schedulingForced).toBe(true);
    expect(status.days[0]?.slots.map((s) => s.time)).toEqual(['21:00']);
  });

  it('computes in the given zone', () => {
    const status = orderingStatus({
      mode: { orderEnabled: true },
      workingDays: eveningsOnly,
      now: wall(NEW_YORK, '2024-05-17', '19:15'),
      timeZone: NEW_YORK,
    });
    expect(status.isOpen).toBe(true);
  });

  it('a mode that takes no orders shows no closed banner', () => {
    const status = orderingStatus({
      mode: { orderEnabled: false },
      workingDays: eveningsOnly,
      now: wall(BUENOS_AIRES, '2024-05-17', '10:00'),
    });
    expect(status).toMatchObject({ availability: null, banner: null, canOrderNow: false, canSchedule: false });
    expect(orderingStatus({ mode: undefined, workingDays: [], now: 0 }).availability).toBeNull();
  });
});

describe('reconcileScheduling', () => {
  const days = buildScheduleDays({ configs: [config], now: wall(BUENOS_AIRES, '2024-05-17', '19:00') });

  it('forces scheduling on for a scheduled-only mode, defaulting to the first day and its first time', () => {
    expect(reconcileScheduling('scheduled', days)).toEqual({
      scheduled: true,
      selection: { date: '2024-05-17', time: '20:00' },
    });
    expect(reconcileScheduling('scheduled', days, { scheduled: false })).toEqual({
      scheduled: true,
      selection: { date: '2024-05-17', time: '20:00' },
    });
  });

  it('is off for a mode that only orders now', () => {
    expect(
      reconcileScheduling('now', days, { scheduled: true, selection: { date: '2024-05-17', time: '20:00' } }),
    ).toEqual({
      scheduled: false,
      selection: null,
    });
    expect(reconcileScheduling(null, days)).toEqual({ scheduled: false, selection: null });
  });

  it('keeps the diner toggle when both are enabled, moving a stale time to the first available slot', () => {
    expect(reconcileScheduling('all', days)).toEqual({ scheduled: false, selection: null });
    expect(
      reconcileScheduling('all', days, { scheduled: true, selection: { date: '2024-05-17', time: '21:00' } }),
    ).toEqual({
      scheduled: true,
      selection: { date: '2024-05-17', time: '21:00' },
    });
    expect(
      reconcileScheduling('all', days, { scheduled: true, selection: { date: '2024-05-17', time: '18:00' } }),
    ).toEqual({
      scheduled: true,
      selection: { date: '2024-05-17', time: '20:00' },
    });
    expect(reconcileScheduling('all', [], { scheduled: true })).toEqual({ scheduled: true, selection: null });
  });
});

describe("an order mode's own hours", () => {
  const store: WorkingDay[] = [{ dayOfWeek: 'MONDAY', workingHours: [{ startAt: '00:00', endAt: '00:00' }] }];
  const lunch: WorkingDay[] = [{ dayOfWeek: 'MONDAY', workingHours: [{ startAt: '12:00', endAt: '16:00' }] }];
  const dinner: WorkingDay[] = [{ dayOfWeek: 'FRIDAY', workingHours: [{ startAt: '20:00', endAt: '00:00' }] }];

  it("are its schedule configs' working days, all of them", () => {
    const mode = {
      schedules: [{ scheduleConfigs: [{ workingDays: lunch }] }, { scheduleConfigs: [{ workingDays: dinner }] }],
    };
    expect(orderModeWorkingDays(mode, store)).toEqual([...lunch, ...dinner]);
  });

  it("are the store's when the mode states none", () => {
    expect(orderModeWorkingDays({ schedules: [] }, store)).toBe(store);
    expect(orderModeWorkingDays({ schedules: [{ scheduleConfigs: [{ schedulerDaysInfo: [] }] }] }, store)).toBe(store);
  });
});
