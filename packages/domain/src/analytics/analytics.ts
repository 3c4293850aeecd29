/**
 * Analytics events and the analytics session (diner §3 "Analytics events", §4 "Session", §9).
 */

export const analyticsEvents = [
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
] as const;
export type AnalyticsEvent = (typeof analyticsEvents)[number];

export function isAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  return typeof value === 'string' && (analyticsEvents as readonly string[]).includes(value);
}

/** The analytics session cookie lives 10 minutes. */
export const ANALYTICS_SESSION_DURATION_MS = 10 * 60 * 1000;

/**
 * Whether a path is an order page: it has an 'order' segment (/menu/{alias}/order/{code},
 * /order/..., the tracking page logistics/tracking/order/...).
 */
export function isOrderPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').includes('order');
}

/** The session cookie is set on the first link click (no session yet) unless the page is an order page. */
export function shouldStartAnalyticsSession(context: { readonly path: string; readonly hasSession: boolean }): boolean {
  return !context.hasSession && !isOrderPath(context.path);
}

/** When a session started at `now` expires. */
export function analyticsSessionExpiry(now: Date | number): Date {
  return new Date((typeof now === 'number' ? now : now.getTime()) + ANALYTICS_SESSION_DURATION_MS);
}
