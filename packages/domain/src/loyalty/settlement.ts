/**
 * What an order has moved on its diner's points once settled (docs/security.md, "Diner identity
 * and points"). Decision: redeemed points are spent while the order stands; earned points count
 * once the order is paid (`isOrderPaid`: the card payment approved, or the venue accepted it) and
 * not canceled; a cancellation gives back what was redeemed and takes back what was earned.
 */
import { isOrderPaid } from '../order/payment.ts';
import { parseOrderStatus } from '../order/status.ts';

export interface OrderPointsState {
  readonly status: string;
  readonly paymentStatus: string;
  readonly redeemedPoints: number;
  readonly gainedPoints: number;
}

/** The net points the order should have moved by now: negative while it spends, positive once it earns. */
export function settledOrderPoints(order: OrderPointsState): number {
  if (parseOrderStatus(order.status) === 'CANCELED') return 0;
  return -order.redeemedPoints + (isOrderPaid(order) ? order.gainedPoints : 0);
}
