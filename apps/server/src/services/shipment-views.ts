/**
 * Shipments, stacks and tracking objects as each reader may see them (follow-up §3, §6), built
 * from rows with the domain's rules: who holds a shipment, whether the customer card shows, the
 * stack order and the ETA model.
 */
import {
  buildPath,
  dinerCalls,
  ORDER_ACCESS_PARAM,
  type ShipmentOutput,
  type ShipmentStackOutput,
  type TrackingOutput,
  trackingChannel,
} from '@comanda/api';
import {
  currentOrderShipment,
  deliveryCodeGuard,
  isLostByRider,
  isTerminalShipmentStatus,
  shipmentHolderId,
  showsCustomerDetails,
  sortStackShipments,
} from '@comanda/domain/shipments';
import { type LatLng, shipmentEta, TRACKING_UPDATE_EVENT, toPosition } from '@comanda/domain/tracking';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';

export type ShipmentRow = typeof t.shipments.$inferSelect;
export type StackRow = typeof t.shipmentStacks.$inferSelect;
export type RiderRow = typeof t.riders.$inferSelect;
type OrderRow = typeof t.orders.$inferSelect;
type ContactRow = typeof t.branchContacts.$inferSelect;

/** Who reads: a rider (redacted for them), staff (everything), or the diner of the order. */
export type Viewer = { readonly kind: 'rider'; readonly riderId: string } | { readonly kind: 'staff' | 'diner' };

interface Destination {
  readonly direccion?: string;
  readonly formatted_address?: string;
  readonly lat?: number;
  readonly lng?: number;
}

interface ContactAddress {
  readonly street?: string;
  readonly number?: string;
  readonly city?: string;
}

export const destinationAddress = (order: Pick<OrderRow, 'destination'>): string => {
  const destination = order.destination as Destination | null;
  return destination?.formatted_address || destination?.direccion || '';
};
export const destinationPosition = (order: Pick<OrderRow, 'destination'>): LatLng | null =>
  toPosition(order.destination as Destination | null);

export const contactAddress = (contact: Pick<ContactRow, 'address'>): string => {
  const address = contact.address as ContactAddress;
  const street = [address.street, address.number].filter(Boolean).join(' ');
  return [street, address.city].filter(Boolean).join(', ');
};
export const contactPosition = (contact: Pick<ContactRow, 'lat' | 'lng'>): LatLng | null => toPosition(contact);
export const riderPosition = (rider: Pick<RiderRow, 'lastLat' | 'lastLng'> | undefined): LatLng | null =>
  rider ? toPosition({ lat: rider.lastLat, lng: rider.lastLng }) : null;

const position = (p: LatLng | null) => (p ? { position: { lat: p.lat, lng: p.lng } } : {});

/** The domain's holder view of a row: the status and the rider id. */
export const held = (row: Pick<ShipmentRow, 'status' | 'riderId'>) => ({
  status: row.status,
  rider: row.riderId ? { id: row.riderId } : null,
});

interface Related {
  readonly orders: Map<string, OrderRow>;
  readonly contacts: Map<string, ContactRow>;
  readonly riders: Map<string, RiderRow>;
}

async function related(db: Executor, rows: readonly Pick<ShipmentRow, 'orderId' | 'branchContactId' | 'riderId'>[]) {
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const contactIds = [...new Set(rows.map((r) => r.branchContactId))];
  const riderIds = [...new Set(rows.flatMap((r) => (r.riderId ? [r.riderId] : [])))];
  const [orders, contacts, riders] = await Promise.all([
    orderIds.length ? db.select().from(t.orders).where(inArray(t.orders.id, orderIds)) : [],
    contactIds.length ? db.select().from(t.branchContacts).where(inArray(t.branchContacts.id, contactIds)) : [],
    riderIds.length ? db.select().from(t.riders).where(inArray(t.riders.id, riderIds)) : [],
  ]);
  return {
    orders: new Map(orders.map((o) => [o.id, o])),
    contacts: new Map(contacts.map((c) => [c.id, c])),
    riders: new Map(riders.map((r) => [r.id, r])),
  } satisfies Related;
}

function toShipmentOutput(row: ShipmentRow, rel: Related, viewer: Viewer): ShipmentOutput {
  const order = rel.orders.get(row.orderId);
  const contact = rel.contacts.get(row.branchContactId);
  if (!order || !contact) throw new Error(`shipment ${row.id} without its order or branch contact`);
  const holderId = shipmentHolderId(held(row));
  const holder = holderId ? rel.riders.get(holderId) : undefined;
  const lost = viewer.kind === 'rider' && isLostByRider(held(row), viewer.riderId);
  // Once the shipment has ended its rider is elsewhere: where they are is nobody's business here,
  // and the diner no longer needs their name and phone.
  const ended = isTerminalShipmentStatus(row.status);
  const showCustomer =
    viewer.kind === 'staff' ||
    viewer.kind === 'diner' ||
    (viewer.kind === 'rider' && showsCustomerDetails(held(row), viewer.riderId));
  const eta = shipmentEta({
    status: row.status,
    rider: riderPosition(holder),
    branch: contactPosition(contact),
    destination: destinationPosition(order),
  });
  const lastPosition = ended ? null : riderPosition(holder);
  const rider = holder
    ? lost || (ended && viewer.kind === 'diner')
      ? { id: holder.id }
      : {
          id: holder.id,
          name: holder.name,
          phone: holder.phone,
          ...(lastPosition ? { lastPosition } : {}),
          ...(eta ? { minETA: eta.minEtaMinutes, maxETA: eta.maxEtaMinutes } : {}),
        }
    : undefined;
  return {
    id: row.id,
    status: row.status as ShipmentOutput['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stackingOrder: row.stackingOrder,
    logisticsOrder: { id: order.id, code: order.code, branchContactAlias: contact.alias },
    returnShipment: row.returnShipment,
    customer: {
      name: showCustomer ? (order.customerName ?? '') : '',
      ...(showCustomer && viewer.kind !== 'diner' && order.phone ? { phone: order.phone } : {}),
      address: destinationAddress(order),
      ...position(destinationPosition(order)),
    },
    pickup: { name: contact.name, address: contactAddress(contact), ...position(contactPosition(contact)) },
    ...(rider ? { rider } : {}),
    ...(row.stackId ? { stackId: row.stackId } : {}),
    ...(lost ? { expiredByOther: true } : {}),
    ...deliveryCodeGuardView(row, viewer),
  };
}

/** The delivery code's guard for staff and for the rider who holds the shipment (`ShipmentSchema.deliveryCode`). */
function deliveryCodeGuardView(row: ShipmentRow, viewer: Viewer): Pick<ShipmentOutput, 'deliveryCode'> {
  const holds = viewer.kind === 'rider' && row.riderId === viewer.riderId;
  if (viewer.kind !== 'staff' && !holds) return {};
  const waiverReason = viewer.kind === 'staff' ? row.deliveryCodeWaiverReason : null;
  return {
    deliveryCode: {
      ...deliveryCodeGuard(row.deliveryCodeFailures, row.deliveryCodeWaivedAt !== null),
      ...(waiverReason ? { waiverReason } : {}),
    },
  };
}

export async function shipmentViews(
  db: Executor,
  rows: readonly ShipmentRow[],
  viewer: Viewer,
): Promise<ShipmentOutput[]> {
  if (rows.length === 0) return [];
  const rel = await related(db, rows);
  return rows.map((row) => toShipmentOutput(row, rel, viewer));
}

export async function shipmentView(db: Executor, row: ShipmentRow, viewer: Viewer): Promise<ShipmentOutput> {
  const [view] = await shipmentViews(db, [row], viewer);
  if (!view) throw new Error('unreachable');
  return view;
}

export async function stackViews(
  db: Executor,
  stacks: readonly StackRow[],
  viewer: Viewer,
): Promise<ShipmentStackOutput[]> {
  if (stacks.length === 0) return [];
  const stackIds = stacks.map((s) => s.id);
  const members = await db
    .select()
    .from(t.shipments)
    .where(inArray(t.shipments.stackId, stackIds))
    .orderBy(asc(t.shipments.stackingOrder));
  const contacts = await db
    .select()
    .from(t.branchContacts)
    .where(inArray(t.branchContacts.id, [...new Set(stacks.map((s) => s.branchContactId))]));
  const riderIds = [...new Set(stacks.flatMap((s) => (s.riderId ? [s.riderId] : [])))];
  const riders = riderIds.length ? await db.select().from(t.riders).where(inArray(t.riders.id, riderIds)) : [];
  const views = await shipmentViews(db, members, viewer);
  return stacks.map((stack) => {
    const contact = contacts.find((c) => c.id === stack.branchContactId);
    const holderId = shipmentHolderId(held(stack));
    const holder = riders.find((r) => r.id === holderId);
    const lost = viewer.kind === 'rider' && isLostByRider(held(stack), viewer.riderId);
    return {
      id: stack.id,
      code: stack.code,
      status: stack.status as ShipmentStackOutput['status'],
      shipments: sortStackShipments(views.filter((v) => v.stackId === stack.id)),
      createdAt: stack.createdAt.toISOString(),
      updatedAt: stack.updatedAt.toISOString(),
      branchContactAlias: contact?.alias ?? '',
      ...(holder
        ? { rider: lost ? { id: holder.id } : { id: holder.id, name: holder.name, phone: holder.phone } }
        : {}),
      ...(lost ? { expiredByOther: true } : {}),
    };
  });
}

export async function stackView(db: Executor, stack: StackRow, viewer: Viewer): Promise<ShipmentStackOutput> {
  const [view] = await stackViews(db, [stack], viewer);
  if (!view) throw new Error('unreachable');
  return view;
}

/** The order's current shipment (the open one, else the newest). */
export async function currentShipmentOfOrder(db: Executor, orderId: string): Promise<ShipmentRow | undefined> {
  const rows = await db.select().from(t.shipments).where(eq(t.shipments.orderId, orderId));
  return currentOrderShipment(rows);
}

/** The customer tracking object of an order, or null when the order has no shipment. */
export async function trackingOf(db: Executor, orderId: string): Promise<TrackingOutput | null> {
  const shipment = await currentShipmentOfOrder(db, orderId);
  if (!shipment) return null;
  const [row] = await db
    .select({ order: t.orders, contact: t.branchContacts, branch: t.branches })
    .from(t.orders)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
    .innerJoin(t.branches, eq(t.branches.id, t.branchContacts.branchId))
    .where(eq(t.orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const { order, contact, branch } = row;
  // The rider shows (name, phone, position) only while the shipment is open.
  const holderId = isTerminalShipmentStatus(shipment.status) ? null : shipmentHolderId(held(shipment));
  const [holder] = holderId ? await db.select().from(t.riders).where(eq(t.riders.id, holderId)).limit(1) : [];
  const branchPosition = contactPosition(contact) ?? { lat: contact.lat, lng: contact.lng };
  const lastLocation = riderPosition(holder);
  const eta = shipmentEta({
    status: shipment.status,
    rider: lastLocation,
    branch: branchPosition,
    destination: destinationPosition(order),
  });
  const logoUrl = (branch.look as { customLogoURL?: string }).customLogoURL;
  return {
    id: order.id,
    orderCode: order.code,
    shipmentId: shipment.id,
    status: shipment.status as TrackingOutput['status'],
    ...(order.status === 'CANCELED' ? { orderCanceled: true } : {}),
    shipmentDate: shipment.createdAt.toISOString(),
    timeZone: branch.timeZone,
    branch: {
      name: contact.name,
      alias: contact.alias,
      address: contactAddress(contact),
      position: branchPosition,
      ...(logoUrl ? { logoUrl } : {}),
    },
    destination: { address: destinationAddress(order), ...position(destinationPosition(order)) },
    ...(isTerminalShipmentStatus(shipment.status) ? {} : { securityCode: shipment.securityCode }),
    ...(holder ? { rider: { name: holder.name, phone: holder.phone, ...(lastLocation ? { lastLocation } : {}) } } : {}),
    ...(eta ? { minETA: eta.minEtaMinutes, maxETA: eta.maxEtaMinutes } : {}),
    updatedAt: shipment.updatedAt.toISOString(),
  };
}

/**
 * Pushes the tracking object of each order on its private channel, in the order given, without
 * the delivery code (a push may pass through a hosted service; the page reads the code over its
 * authorised HTTP read). Called after the change is committed; a lost push is recovered by the
 * page's polling.
 */
export async function publishTracking(
  db: Executor,
  realtime: RealtimePublisher,
  orderIds: readonly string[],
  logger?: Logger,
): Promise<void> {
  for (const orderId of new Set(orderIds)) {
    try {
      const tracking = await trackingOf(db, orderId);
      if (!tracking) continue;
      const { securityCode: _withheld, ...pushed } = tracking;
      await realtime.publish(trackingChannel(orderId), TRACKING_UPDATE_EVENT, pushed);
    } catch (error) {
      logger?.warn('tracking push failed', { orderId, error: error instanceof Error ? error.message : String(error) });
    }
  }
}

/**
 * What the diner's follow-up shows of the shipment: the tracking link and the shipment's own read
 * (GET /api/shipments/order/{id}), both with the order's secret, and the delivery code.
 */
export async function orderShipmentInfo(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'code' | 'status' | 'accessToken'>,
  branchContactAlias: string,
) {
  const shipment = await currentShipmentOfOrder(db, order.id);
  if (!shipment) return undefined;
  return {
    shipmentUrl: orderShipmentsPath(order.id, order.accessToken),
    trackingUrl: trackingPagePath(branchContactAlias, order.code, order.accessToken),
    ...(isTerminalShipmentStatus(shipment.status) ? {} : { securityCode: shipment.securityCode }),
    allowTracking: order.status !== 'CANCELED',
  };
}

/** Follow-up §7 read of an order's shipments, with the order's access token as `?access=`. */
const orderShipmentsPath = (orderId: string, accessToken: string): string =>
  `${buildPath(dinerCalls.getOrderShipments.path, { logisticsOrderId: orderId })}?${new URLSearchParams({ [ORDER_ACCESS_PARAM]: accessToken })}`;

/** Follow-up §2 route of the customer tracking page, with the order's access token as `?access=`. */
export const trackingPagePath = (alias: string, orderCode: string, accessToken: string): string =>
  `/logistics/tracking/order/${encodeURIComponent(alias)}/${encodeURIComponent(orderCode)}?${new URLSearchParams({ [ORDER_ACCESS_PARAM]: accessToken })}`;
