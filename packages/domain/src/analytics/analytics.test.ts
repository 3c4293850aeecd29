import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SESSION_DURATION_MS,
  analyticsEvents,
  analyticsSessionExpiry,
  isAnalyticsEvent,
  isOrderPath,
  shouldStartAnalyticsSession,
} from './analytics.ts';

describe('analytics', () => {
  it('names the events of diner §3', () => {
    expect(analyticsEvents).toEqual([
      'PAY_ORDER',
      'CREATE_ORDER',
      'CONTINUE_TO_CHECKOUT',
      'DELETE_ITEM',
      'VIEW_ORDER_SUMMARY',
      'ADD_ITEM',
      'ITEM_VIEW',
      'ORDER_MODE_SELECT',
      'BRANCH_CONTACT_SELECT',
      'LINK_CLICK',
    ]);
    expect(isAnalyticsEvent('ADD_ITEM')).toBe(true);
    expect(isAnalyticsEvent('add_item')).toBe(false);
    expect(isAnalyticsEvent(undefined)).toBe(false);
  });

  it('a session lasts 10 minutes', () => {
    expect(ANALYTICS_SESSION_DURATION_MS).toBe(600_000);
    expect(analyticsSessionExpiry(new Date('2030-01-01T12:00:00Z')).toISOString()).toBe('2030-01-01T12:10:00.000Z');
    expect(analyticsSessionExpiry(0).getTime()).toBe(600_000);
  });

  it.each([
    ['/menu/pizzeria', false],
    ['/menu/pizzeria/checkout', false],
    ['/menu/pizzeria/order/AB12', true],
    ['/order/AB12', true],
    ['/logistics/tracking/order/pizzeria/AB12', true],
    ['/menu/ordenes', false],
    ['/menu/pizzeria?next=/order/x', false],
    ['/menu/pizzeria/order#top', true],
  ])('%s is an order page: %s', (path, expected) => {
    expect(isOrderPath(path)).toBe(expected);
  });

  it('starts the session on the first link click unless under /order', () => {
    expect(shouldStartAnalyticsSession({ path: '/menu/pizzeria', hasSession: false })).toBe(true);
    expect(shouldStartAnalyticsSession({ path: '/menu/pizzeria', hasSession: true })).toBe(false);
    expect(shouldStartAnalyticsSession({ path: '/menu/pizzeria/order/AB12', hasSession: false })).toBe(false);
  });
});
