/**
 * The header's 'PEDIDO EN CURSO' button (diner §2, §4): an order is in progress when its status
 * is an in-progress one and its scheduled date (or, unscheduled, its ordered date) is within the
 * recent-order window of now (diner §9: 24 h).
 */
import { isTerminalOrderStatus, ORDER_STATUSES, parseOrderStatus } from '../order/status.ts';

/** Diner §9 "recent-order window 24 h". */
export const RECENT_ORDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Decision: the order statuses of follow-up §4 that are not final (delivered and canceled are). */
export const inProgressOrderStatuses = ORDER_STATUSES.filter((status) => !isTerminalOrderStatus(status));

/** Read case-insensitively, like every order status from the wire. */
export function isInProgressStatus(status: unknown): boolean {
  const parsed = parseOrderStatus(status);
  return parsed !== null && !isTerminalOrderStatus(parsed);
}

export interface RecentOrderCandidate {
  readonly status: string | null | undefined;
  readonly scheduled?: boolean | null;
  readonly scheduledAt?: Date | string | number | null;
  readonly orderedAt?: Date | string | number | null;
}

function timeOf(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
}

/**
 * Decision: "within 24 hours" is measured both ways, so a scheduled order up to 24 h ahead also
 * counts; the scheduled date is used whenever one is present and valid (an unscheduled order
 * has none), else the ordered date.
 */
export function isOrderInProgress(order: RecentOrderCandidate | null | undefined, now: Date | number): boolean {
  if (!order || !isInProgressStatus(order.status)) return false;
  const reference = (order.scheduled === false ? null : timeOf(order.scheduledAt)) ?? timeOf(order.orderedAt);
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (reference === null || !Number.isFinite(nowMs)) return false;
  return Math.abs(nowMs - reference) <= RECENT_ORDER_WINDOW_MS;
}

/**
 * The order the header's 'PEDIDO EN CURSO' links to: the first of the diner's orders (the list
 * comes newest first) that is in progress now, or null.
 */
export function findOrderInProgress<O extends RecentOrderCandidate>(
  orders: readonly O[] | null | undefined,
  now: Date | number,
): O | null {
  return orders?.find((order) => isOrderInProgress(order, now)) ?? null;
}
