/**
 * How shipments and their order move together (follow-up §4; the spec leaves the coupling open).
 *
 * Decision: on the way to the customer the order is ready (it has left the venue); a delivered
 * shipment delivers the order. Each step goes through the order's own transition table, so a
 * canceled or already delivered order never moves, and an accepted order reaches delivered
 * through ready.
 */
import { type OrderEvent, type OrderStatus, orderTransition } from '../order/status.ts';
import { isTerminalShipmentStatus, type ShipmentStatus } from './status.ts';

const ORDER_EVENTS_BY_SHIPMENT_STATUS: Readonly<Partial<Record<ShipmentStatus, readonly OrderEvent[]>>> = {
  ON_ROUTE_TO_DROPOFF: ['MARK_READY'],
  DELIVERED: ['MARK_READY', 'DELIVER'],
};

/** The order's status once its shipment reached `shipmentStatus`; null when the order does not move. */
export function orderStatusAfterShipment(orderStatus: string, shipmentStatus: string): OrderStatus | null {
  const events = ORDER_EVENTS_BY_SHIPMENT_STATUS[shipmentStatus as ShipmentStatus] ?? [];
  let status: string = orderStatus;
  for (const event of events) {
    const result = orderTransition(status, event);
    if (result.ok) status = result.status;
  }
  return status === orderStatus ? null : (status as OrderStatus);
}

export interface OrderShipmentLike {
  readonly status: string;
  readonly createdAt: Date | string;
}

/**
 * The shipment an order's follow-up and tracking page show: the one still open (an order has at
 * most one), otherwise the newest (a delivered or canceled one keeps telling its story).
 */
export function currentOrderShipment<S extends OrderShipmentLike>(shipments: readonly S[]): S | undefined {
  const open = shipments.find((s) => !isTerminalShipmentStatus(s.status));
  if (open) return open;
  return [...shipments].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())[0];
}
