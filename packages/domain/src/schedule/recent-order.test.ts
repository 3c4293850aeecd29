import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findOrderInProgress,
  inProgressOrderStatuses,
  isOrderInProgress,
  RECENT_ORDER_WINDOW_MS,
} from './recent-order.ts';

const now = new Date('2024-05-17T15:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('isOrderInProgress', () => {
  it('the window is 24 hours', () => {
    expect(RECENT_ORDER_WINDOW_MS).toBe(86_400_000);
  });

  it.each([
    ['generated 2 h ago', { status: 'generated', orderedAt: hoursFromNow(-2) }, true],
    ['accepted, upper-case code', { status: 'ACCEPTED', orderedAt: hoursFromNow(-23) }, true],
    ['ready exactly 24 h ago', { status: 'ready', orderedAt: hoursFromNow(-24) }, true],
    ['unconfirmed 25 h ago', { status: 'unconfirmed', orderedAt: hoursFromNow(-25) }, false],
    ['delivered 1 h ago', { status: 'delivered', orderedAt: hoursFromNow(-1) }, false],
    ['canceled 1 h ago', { status: 'canceled', orderedAt: hoursFromNow(-1) }, false],
    [
      'ordered 30 h ago, scheduled for 3 h from now',
      { status: 'accepted', scheduled: true, scheduledAt: hoursFromNow(3), orderedAt: hoursFromNow(-30) },
      true,
    ],
    [
      'ordered 1 h ago, scheduled 3 days ahead',
      { status: 'accepted', scheduled: true, scheduledAt: hoursFromNow(72), orderedAt: hoursFromNow(-1) },
      false,
    ],
    [
      'not scheduled: a stale scheduledAt is ignored',
      { status: 'accepted', scheduled: false, scheduledAt: hoursFromNow(72), orderedAt: hoursFromNow(-1) },
      true,
    ],
    [
      'invalid scheduled date falls back to the ordered date',
      { status: 'generated', scheduledAt: 'soon', orderedAt: hoursFromNow(-1) },
      true,
    ],
    ['no date at all', { status: 'generated', scheduledAt: null, orderedAt: '' }, false],
    ['no status', { status: null, orderedAt: hoursFromNow(-1) }, false],
  ])('%s → %s', (_label, order, expected) => {
    expect(isOrderInProgress(order, now)).toBe(expected);
  });

  it('is false without an order or with an invalid clock', () => {
    expect(isOrderInProgress(null, now)).toBe(false);
    expect(isOrderInProgress({ status: 'generated', orderedAt: now }, Number.NaN)).toBe(false);
  });

  it('holds exactly for in-progress orders whose date is within the window (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...inProgressOrderStatuses, 'delivered', 'canceled'),
        fc.integer({ min: -3 * RECENT_ORDER_WINDOW_MS, max: 3 * RECENT_ORDER_WINDOW_MS }),
        (status, offset) => {
          const order = { status, orderedAt: now.getTime() + offset };
          const expected =
            (inProgressOrderStatuses as readonly string[]).includes(status) &&
            Math.abs(offset) <= RECENT_ORDER_WINDOW_MS;
          expect(isOrderInProgress(order, now.getTime())).toBe(expected);
        },
      ),
    );
  });
});

describe('findOrderInProgress', () => {
  it('answers the first order in progress, newest first', () => {
    const orders = [
      { code: 'A', status: 'delivered', orderedAt: hoursFromNow(-1) },
      { code: 'B', status: 'accepted', orderedAt: hoursFromNow(-2) },
      { code: 'C', status: 'generated', orderedAt: hoursFromNow(-3) },
    ];
    expect(findOrderInProgress(orders, now)?.code).toBe('B');
  });

  it('answers null when no order is in progress or there is no list', () => {
    expect(findOrderInProgress([{ status: 'generated', orderedAt: hoursFromNow(-25) }], now)).toBeNull();
    expect(findOrderInProgress([], now)).toBeNull();
    expect(findOrderInProgress(undefined, now)).toBeNull();
  });
});
