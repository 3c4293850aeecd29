/** The staff API (not in the specs): orders through their statuses, stacks, and the approval of riders. Guarded by the staff token. */
import { logisticsCalls as calls } from '@comanda/api';
import { and, desc, eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Mount } from '../http/mount.ts';
import { created } from '../http/route.ts';
import { sandboxMessagesTo } from '../messaging/sandbox.ts';
import { findBranchContact } from '../services/catalog.ts';
import { requirePhone } from '../services/customers.ts';
import { listStaffRiders, setRiderApproval } from '../services/riders.ts';
import { publishTracking, shipmentView, shipmentViews, stackView } from '../services/shipment-views.ts';
import { createStack, waiveDeliveryCode } from '../services/shipments.ts';
import { listStaffOrders, setOrderStatus } from '../services/staff.ts';

const staff = { kind: 'staff' } as const;

export function staffRoutes(mount: Mount): void {
  mount(calls.listStaffOrders, async ({ query }, c) => ({ orders: await listStaffOrders(c.var.db, query) }));

  mount(calls.setStaffOrderStatus, async ({ params, body }, c) => {
    const change = await setOrderStatus(c.var.db, params.orderCode, body.status, new Date());
    await publishTracking(c.var.db, c.var.realtime, change.orderIds, c.var.logger);
    c.var.logger.info('order status set by staff', { orderCode: change.order.code, status: change.order.status });
    return change.order;
  });

  mount(calls.listStaffShipments, async ({ query }, c) => {
    const rows = await c.var.db
      .select({ shipment: t.shipments })
      .from(t.shipments)
      .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.shipments.branchContactId))
      .where(
        and(
          eq(t.branchContacts.alias, query.branchContact),
          query.status ? eq(t.shipments.status, query.status) : undefined,
        ),
      )
      .orderBy(desc(t.shipments.createdAt))
      .limit(100);
    const shipments = rows.map((r) => r.shipment);
    return { shipments: await shipmentViews(c.var.db, shipments, staff) };
  });

  mount(calls.createShipmentStack, async ({ body }, c) => {
    const contact = await findBranchContact(c.var.db, { alias: body.branchContact });
    const change = await createStack(c.var.db, contact.id, body.shipments, new Date());
    await publishTracking(c.var.db, c.var.realtime, change.orderIds, c.var.logger);
    return created(await stackView(c.var.db, change.row, staff));
  });

  mount(calls.listSandboxMessages, async ({ query }, c) => {
    // With a real provider the codes are on the diners' phones, and nowhere else.
    if (c.var.config.messaging.provider !== 'sandbox') throw notFound('Bandeja de mensajes de prueba');
    const phone = requirePhone(query.phone, query.country ?? 'ar');
    return { messages: await sandboxMessagesTo(c.var.db, phone, new Date()) };
  });

  mount(calls.waiveStaffDeliveryCode, async ({ params, body }, c) => {
    const row = await waiveDeliveryCode(c.var.db, params.id as string, body.reason, new Date());
    c.var.logger.info('delivery code waived by staff', { shipmentId: row.id, reason: body.reason });
    return shipmentView(c.var.db, row, staff);
  });

  mount(calls.listStaffRiders, async ({ query }, c) => ({ riders: await listStaffRiders(c.var.db, query) }));

  mount(calls.setStaffRiderApproval, async ({ params, body }, c) => {
    const rider = await setRiderApproval(c.var.db, params.id as string, body.approved, new Date());
    c.var.logger.info('rider approval set by staff', { riderId: rider.id, approved: rider.approved });
    return rider;
  });
}
