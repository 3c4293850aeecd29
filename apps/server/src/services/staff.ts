/**
 * The staff side (not in the specs): move an order through the domain's order transition table,
 * and with it create or cancel its own-fleet shipment.
 */
import type { StaffOrderOutput } from '@comanda/api';
import { ORDER_CHANGED_MESSAGE, orderEventFor, orderStatusLabel, orderTransition } from '@comanda/domain/order';
import { currentOrderShipment } from '@comanda/domain/shipments';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { settleOrderPoints } from './loyalty-ledger.ts';
import { cancelShipmentsOfOrder, createShipmentForOrder } from './shipments.ts';

type OrderRow = typeof t.orders.$inferSelect;

/** Decision: staff lists read 50 orders a page. */
export const STAFF_PAGE_SIZE = 50;

async function staffViews(db: Executor, rows: readonly { order: OrderRow; alias: string }[]) {
  const ids = rows.map((r) => r.order.id);
  const shipments = ids.length ? await db.select().from(t.shipments).where(inArray(t.shipments.orderId, ids)) : [];
  return rows.map(({ order, alias }): StaffOrderOutput => {
    const shipment = currentOrderShipment(shipments.filter((s) => s.orderId === order.id));
    return {
      id: order.id,
      code: order.code,
      status: order.status as StaffOrderOutput['status'],
      type: order.type,
      orderedAt: order.orderedAt.toISOString(),
      total: order.total,
      ...(order.customerName ? { customerName: order.customerName } : {}),
      branchContactAlias: alias,
      ...(shipment
        ? {
            shipment: {
              id: shipment.id,
              status: shipment.status as NonNullable<StaffOrderOutput['shipment']>['status'],
              ...(shipment.stackId ? { stackId: shipment.stackId } : {}),
            },
          }
        : {}),
    };
  });
}

export async function listStaffOrders(
  db: Executor,
  query: { branchContact?: string | undefined; status?: string | undefined; offset: number },
): Promise<StaffOrderOutput[]> {
  const rows = await db
    .select({ order: t.orders, alias: t.branchContacts.alias })
    .from(t.orders)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
    .where(
      and(
        query.branchContact ? eq(t.branchContacts.alias, query.branchContact) : undefined,
        query.status ? eq(t.orders.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(t.orders.orderedAt), desc(t.orders.id))
    .limit(STAFF_PAGE_SIZE)
    .offset(query.offset);
  return staffViews(db, rows);
}

export interface OrderStatusChange {
  readonly order: StaffOrderOutput;
  /** Orders whose tracking object changed (a shipment created or canceled). */
  readonly orderIds: readonly string[];
}

/**
 * Moves an order to `target` if the order transition table has an event for it. Accepting a
 * delivery order of an own-fleet branch contact creates its shipment, looking for a driver;
 * canceling an order driver-cancels a shipment a rider holds (an offered one stops being listed).
 */
export async function setOrderStatus(
  db: Database,
  orderCode: string,
  target: string,
  now: Date,
): Promise<OrderStatusChange> {
  const [found] = await db
    .select({ order: t.orders, contact: t.branchContacts })
    .from(t.orders)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
    .where(eq(t.orders.code, orderCode))
    .limit(1);
  if (!found) throw notFound('Pedido');
  const { order, contact } = found;
  const event = orderEventFor(order.status, target);
  const move = event ? orderTransition(order.status, event) : null;
  if (!move?.ok) {
    throw conflict(
      'invalid_transition',
      `El pedido no puede pasar de ${orderStatusLabel(order.status)} a ${orderStatusLabel(target)}`,
      { from: order.status, to: target },
    );
  }
  let shipmentsChanged = false;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.orders)
      .set({ status: move.status })
      .where(and(eq(t.orders.id, order.id), eq(t.orders.status, order.status)))
      .returning();
    if (!row) throw conflict('order_changed', ORDER_CHANGED_MESSAGE);
    await settleOrderPoints(tx, row, now);
    if (move.status === 'ACCEPTED' && row.type === 'DELIVERY' && contact.ownFleet) {
      await createShipmentForOrder(tx, row, now);
      shipmentsChanged = true;
    }
    if (move.status === 'CANCELED') {
      await cancelShipmentsOfOrder(tx, row.id, now);
      shipmentsChanged = true;
    }
    return row;
  });
  const [view] = await staffViews(db, [{ order: updated, alias: contact.alias }]);
  if (!view) throw new Error('unreachable');
  return { order: view, orderIds: shipmentsChanged ? [updated.id] : [] };
}
