/**
 * Shipment and stack writes. Every rule is the domain's (`shipmentTransition`, `nextStackStep`,
 * `isLostByRider`, `orderStatusAfterShipment`, …); what this file adds is doing each change as a
 * conditional update on the status the rule was checked against, inside one transaction with its
 * consequences (the order moving, a stack closing), so concurrent riders cannot both win and a
 * refused change leaves nothing behind.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { ShipmentUpdateInput } from '@comanda/api';
import { codeSymbols, isTerminalOrderStatus } from '@comanda/domain/order';
import {
  checkDeliveryCode,
  DELIVERY_CODE_MAX_ATTEMPTS,
  type DeliveryCodeRefusal,
  deliveryCodeAttemptsLeft,
  deliveryCodeGuard,
  deliveryCodeRefusalMessage,
  isCanceledShipmentStatus,
  isLostByRider,
  isStackUpdatable,
  isUpdatableShipmentStatus,
  nextStackStep,
  OWN_FLEET_PROVIDER,
  orderStatusAfterShipment,
  RIDER_STEP_TARGETS,
  SHIPMENT_CANCEL_STATUS,
  SHIPMENT_CANCELABLE_STATUSES,
  SHIPMENT_ERROR_CODES,
  SHIPMENT_STATUS_DEFAULT,
  SHIPMENT_TERMINAL_STATUSES,
  type ShipmentStatus,
  settledStackStatus,
  shipmentMessages,
  shipmentRefusals,
  shipmentsListQuery,
  shipmentTransition,
} from '@comanda/domain/shipments';
import { RIDER_POSITION_STATUSES } from '@comanda/domain/tracking';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { settleOrderPoints } from './loyalty-ledger.ts';
import { recordStep, type StepKey } from './shipment-steps.ts';
import { held, type RiderRow, type ShipmentRow, type StackRow } from './shipment-views.ts';

type OrderRow = typeof t.orders.$inferSelect;
type Body = Omit<ShipmentUpdateInput, 'status'> & { status: ShipmentStatus };

export const logisticsErrors = {
  forbidden: () => new HttpError(403, 'forbidden', shipmentMessages.forbidden),
  /** The rider lost the race (or the shipment is held by someone else): the app shows the expired-by-other label. */
  expiredByOther: () =>
    conflict('expired_by_other', shipmentMessages.expiredByOther, { code: SHIPMENT_ERROR_CODES.EXPIRED_BY_OTHER }),
  invalidTransition: (reason: string) => conflict('invalid_transition', shipmentMessages.updateFailed, { reason }),
  /** The order was canceled: nothing of its shipment moves any more. */
  canceled: () => conflict('invalid_transition', shipmentMessages.updateFailed, { reason: 'CANCELED' }),
  shipmentNotFound: () => notFound('Envío'),
  stackNotFound: () => notFound('Multientrega'),
} as const;

/** A refused delivery code: 400 for a missing or wrong one, 409 once the shipment's attempts are used up. */
function deliveryCodeError(reason: DeliveryCodeRefusal, attemptsLeft: number): HttpError {
  const locked = reason === 'LOCKED' || attemptsLeft === 0;
  const code = locked ? SHIPMENT_ERROR_CODES.DELIVERY_CODE_LOCKED : SHIPMENT_ERROR_CODES[`DELIVERY_CODE_${reason}`];
  return new HttpError(locked ? 409 : 400, code.toLowerCase(), deliveryCodeRefusalMessage(reason, attemptsLeft), {
    code,
    attemptsLeft,
  });
}

/**
 * Refuses a delivery without the customer's code (the domain's `checkDeliveryCode`). A wrong
 * code is counted at once, outside the move's transaction, so a refusal cannot roll it back.
 */
async function guardDeliveryCode(db: Executor, shipment: ShipmentRow, target: string, typed: string | undefined) {
  const guard = deliveryCodeGuard(shipment.deliveryCodeFailures, shipment.deliveryCodeWaivedAt !== null);
  const check = checkDeliveryCode({ target, expected: shipment.securityCode, typed, guard });
  if (check.ok) return;
  let failures = shipment.deliveryCodeFailures;
  if (check.reason === 'WRONG') {
    const [counted] = await db
      .update(t.shipments)
      .set({ deliveryCodeFailures: sql`${t.shipments.deliveryCodeFailures} + 1` })
      .where(and(eq(t.shipments.id, shipment.id), lt(t.shipments.deliveryCodeFailures, DELIVERY_CODE_MAX_ATTEMPTS)))
      .returning({ failures: t.shipments.deliveryCodeFailures });
    failures = counted?.failures ?? DELIVERY_CODE_MAX_ATTEMPTS;
  }
  throw deliveryCodeError(check.reason, deliveryCodeAttemptsLeft(failures));
}

/**
 * Decision: a delivery code is 4 random digits, drawn per shipment with a CSPRNG, which is what
 * the domain's `isValidDeliveryCode` accepts (so the tracking page shows it and its modal).
 */
export const newDeliveryCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/** 'M-' and 6 symbols of the order codes' alphabet. */
export const newStackCode = (): string => `M-${codeSymbols(randomBytes(6))}`;

const openOrderStatuses = ['ACCEPTED', 'READY'];

/** A new shipment of an order, published to riders at once (PENDING → LOOKING_FOR_DRIVER). */
export async function createShipmentForOrder(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'branchContactId'>,
  now: Date,
): Promise<ShipmentRow> {
  const published = shipmentTransition(SHIPMENT_STATUS_DEFAULT, 'LOOKING_FOR_DRIVER');
  if (!published.ok) throw new Error('the shipment machine no longer publishes pending shipments');
  const [row] = await tx
    .insert(t.shipments)
    .values({
      id: randomUUID(),
      orderId: order.id,
      branchContactId: order.branchContactId,
      providerName: OWN_FLEET_PROVIDER,
      status: published.status,
      securityCode: newDeliveryCode(),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('shipment insert returned nothing');
  return row;
}

/**
 * Locks the orders a shipment move may change, in id order, before any shipment or stack row.
 * Staff moves lock the order first too (their conditional update), so a rider delivering while
 * staff cancels queues on the order instead of deadlocking on order ↔ shipment.
 */
async function lockOrders(tx: Executor, orderIds: readonly string[]): Promise<void> {
  const ids = [...new Set(orderIds)].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(inArray(t.orders.id, ids))
    .orderBy(asc(t.orders.id))
    .for('update');
}

/** Moves the order of a shipment that reached `shipmentStatus`, by the domain's rule, conditionally. */
async function moveOrderWith(tx: Executor, orderId: string, shipmentStatus: string, now: Date): Promise<void> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).limit(1);
  if (!order) return;
  const next = orderStatusAfterShipment(order.status, shipmentStatus);
  if (!next) return;
  const [moved] = await tx
    .update(t.orders)
    .set({ status: next })
    .where(and(eq(t.orders.id, order.id), eq(t.orders.status, order.status)))
    .returning();
  if (moved) await settleOrderPoints(tx, moved, now);
}

/**
 * Decision: when a rider cancels, the order (still accepted or ready) is put back up for riders
 * in a new shipment with a new delivery code; the canceled shipment keeps its history.
 */
async function republish(tx: Executor, orderId: string, now: Date): Promise<void> {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).limit(1);
  if (!order || !openOrderStatuses.includes(order.status)) return;
  const open = await tx
    .select({ id: t.shipments.id })
    .from(t.shipments)
    .where(
      and(
        eq(t.shipments.orderId, orderId),
        notInArray(t.shipments.status, ['DELIVERED', 'DRIVER_CANCELED', 'RETURNED']),
      ),
    )
    .limit(1);
  if (open.length === 0) await createShipmentForOrder(tx, order, now);
}

/** Closes or withdraws a stack when its shipments say so (the domain's `settledStackStatus`). */
async function settleStack(tx: Executor, stackId: string, now: Date): Promise<void> {
  const [stack] = await tx.select().from(t.shipmentStacks).where(eq(t.shipmentStacks.id, stackId)).limit(1);
  if (!stack) return;
  const members = await tx.select().from(t.shipments).where(eq(t.shipments.stackId, stackId));
  const target = settledStackStatus({ id: stack.id, status: stack.status, shipments: members });
  if (!target) return;
  await tx
    .update(t.shipmentStacks)
    .set({ status: target, updatedAt: now })
    .where(and(eq(t.shipmentStacks.id, stack.id), eq(t.shipmentStacks.status, stack.status)));
}

function checkPayload(id: string, body: Body, rider: RiderRow): void {
  if (body.id !== id) throw badRequest('id_mismatch', shipmentRefusals.idMismatch);
  if (body.rider_id !== rider.id) throw logisticsErrors.forbidden();
}

const riderTargets: readonly string[] = [...RIDER_STEP_TARGETS, 'DRIVER_CANCELED'];
/** Moves of a shipment inside a stack that only the stack makes (the stack's own steps). */
const stackOnlyTargets: readonly string[] = ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'];

export interface ShipmentChange<R> {
  readonly row: R;
  /** Orders whose tracking object changed, to push after the commit. */
  readonly orderIds: readonly string[];
}

export async function findRiderShipment(db: Executor, id: string, rider: RiderRow): Promise<ShipmentRow> {
  const [row] = await db.select().from(t.shipments).where(eq(t.shipments.id, id)).limit(1);
  if (!row) throw logisticsErrors.shipmentNotFound();
  if (row.branchContactId !== rider.branchContactId || row.providerName !== OWN_FLEET_PROVIDER)
    throw logisticsErrors.forbidden();
  return row;
}

export async function findRiderStack(db: Executor, id: string, rider: RiderRow): Promise<StackRow> {
  const [row] = await db.select().from(t.shipmentStacks).where(eq(t.shipmentStacks.id, id)).limit(1);
  if (!row) throw logisticsErrors.stackNotFound();
  if (row.branchContactId !== rider.branchContactId) throw logisticsErrors.forbidden();
  return row;
}

/** PUT /api/shipments/{id}: one step of one shipment, by its rider (its key recorded with it). */
export async function riderUpdateShipment(
  db: Database,
  rider: RiderRow,
  id: string,
  body: Body,
  now: Date,
  step?: StepKey,
): Promise<ShipmentChange<ShipmentRow>> {
  checkPayload(id, body, rider);
  const current = await findRiderShipment(db, id, rider);
  const requested = body.status;
  if (isLostByRider(held(current), rider.id)) throw logisticsErrors.expiredByOther();
  if (isCanceledShipmentStatus(current.status)) throw logisticsErrors.canceled();
  if (!riderTargets.includes(requested)) throw logisticsErrors.invalidTransition('NOT_A_RIDER_STEP');
  if (current.stackId && stackOnlyTargets.includes(requested))
    throw logisticsErrors.invalidTransition('MOVES_WITH_ITS_STACK');
  const move = shipmentTransition(current.status, requested, { returnShipment: current.returnShipment });
  if (!move.ok) throw logisticsErrors.invalidTransition(move.reason);
  const accepting = current.status === 'LOOKING_FOR_DRIVER' && requested === 'ON_ROUTE_TO_PICKUP';
  if (!accepting && current.riderId !== rider.id) throw logisticsErrors.invalidTransition('NOT_HELD_BY_RIDER');
  await guardDeliveryCode(db, current, requested, body.securityCode);

  const row = await db.transaction(async (tx) => {
    await lockOrders(tx, [current.orderId]);
    // The guard is the WHERE clause: the status the rule was checked against, and for an
    // acceptance nobody holding the shipment yet. Of concurrent riders exactly one row updates.
    const [updated] = await tx
      .update(t.shipments)
      .set({ status: move.status, updatedAt: now, ...(accepting ? { riderId: rider.id } : {}) })
      .where(
        and(
          eq(t.shipments.id, current.id),
          eq(t.shipments.status, current.status),
          accepting ? isNull(t.shipments.riderId) : eq(t.shipments.riderId, rider.id),
          accepting ? isNull(t.shipments.stackId) : undefined,
        ),
      )
      .returning();
    if (!updated) {
      const [latest] = await tx.select().from(t.shipments).where(eq(t.shipments.id, current.id)).limit(1);
      if (latest && isCanceledShipmentStatus(latest.status)) throw logisticsErrors.canceled();
      if (!latest || isLostByRider(held(latest), rider.id) || accepting) throw logisticsErrors.expiredByOther();
      throw logisticsErrors.invalidTransition('STATUS_CHANGED');
    }
    if (accepting) {
      const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, updated.orderId)).limit(1);
      // Canceling an order cancels its shipment in the same transaction; this guards a closed order.
      if (!order || isTerminalOrderStatus(order.status)) throw logisticsErrors.canceled();
    }
    await moveOrderWith(tx, updated.orderId, updated.status, now);
    if (updated.status === 'DRIVER_CANCELED') await republish(tx, updated.orderId, now);
    if (updated.stackId) await settleStack(tx, updated.stackId, now);
    await recordStep(tx, step, now);
    return updated;
  });
  return { row, orderIds: [row.orderId] };
}

/** A stack step in progress: the stack and its shipments as read inside the transaction. */
interface StackStep {
  readonly tx: Executor;
  readonly stack: StackRow;
  readonly members: readonly ShipmentRow[];
  readonly rider: RiderRow;
  readonly now: Date;
  /** The rider takes the stack (it had no rider). */
  readonly accepting: boolean;
}

/** Moves the stack itself to `target`, if no one moved it meanwhile. */
async function moveStack(step: StackStep, target: ShipmentStatus): Promise<void> {
  const { tx, stack, rider, accepting } = step;
  const move = shipmentTransition(stack.status, target);
  if (!move.ok) throw logisticsErrors.invalidTransition(move.reason);
  const [updated] = await tx
    .update(t.shipmentStacks)
    .set({ status: move.status, updatedAt: step.now, ...(accepting ? { riderId: rider.id } : {}) })
    .where(
      and(
        eq(t.shipmentStacks.id, stack.id),
        eq(t.shipmentStacks.status, stack.status),
        accepting ? isNull(t.shipmentStacks.riderId) : eq(t.shipmentStacks.riderId, rider.id),
      ),
    )
    .returning();
  if (!updated)
    throw accepting ? logisticsErrors.expiredByOther() : logisticsErrors.invalidTransition('STATUS_CHANGED');
}

/** Moves each member in `from` to `target`, each move checked by the machine, its order following. */
async function moveMembers(step: StackStep, from: readonly string[], target: ShipmentStatus): Promise<void> {
  const { tx, now } = step;
  for (const member of step.members.filter((m) => from.includes(m.status))) {
    const move = shipmentTransition(member.status, target, { returnShipment: member.returnShipment });
    if (!move.ok) throw logisticsErrors.invalidTransition(move.reason);
    const [updated] = await tx
      .update(t.shipments)
      .set({ status: move.status, updatedAt: now, riderId: step.rider.id })
      .where(and(eq(t.shipments.id, member.id), eq(t.shipments.status, member.status)))
      .returning();
    if (!updated) throw logisticsErrors.invalidTransition('STATUS_CHANGED');
    await moveOrderWith(tx, updated.orderId, updated.status, now);
    if (updated.status === 'DRIVER_CANCELED') await republish(tx, updated.orderId, now);
  }
}

/** Marks returned the members the stack's next step says are to be returned. */
async function returnMembers(step: StackStep): Promise<void> {
  const { tx, stack, members } = step;
  const next = nextStackStep({ id: stack.id, status: stack.status, shipments: members });
  if (next?.kind !== 'return') throw logisticsErrors.invalidTransition('NO_RETURN_PENDING');
  for (const member of members.filter((m) => next.shipmentIds.includes(m.id))) {
    const move = shipmentTransition(member.status, 'RETURNED', { returnShipment: member.returnShipment });
    if (!move.ok) throw logisticsErrors.invalidTransition(move.reason);
    const [updated] = await tx
      .update(t.shipments)
      .set({ status: move.status, updatedAt: step.now })
      .where(and(eq(t.shipments.id, member.id), eq(t.shipments.status, member.status)))
      .returning();
    if (!updated) throw logisticsErrors.invalidTransition('STATUS_CHANGED');
  }
}

/** The stack and the members a requested status moves. */
async function applyStackStep(step: StackStep, requested: ShipmentStatus): Promise<void> {
  switch (requested) {
    case 'ON_ROUTE_TO_PICKUP':
      await moveStack(step, requested);
      return moveMembers(step, ['STACKING'], requested);
    case 'IN_STORE':
    case 'ON_ROUTE_TO_DROPOFF':
      await moveStack(step, requested);
      return moveMembers(step, [step.stack.status], requested);
    case 'DRIVER_CANCELED':
      await moveStack(step, requested);
      return moveMembers(step, SHIPMENT_CANCELABLE_STATUSES, requested);
    case 'RETURNED':
      return returnMembers(step);
    default:
      // Drop-offs are delivered one by one (PUT /api/shipments/{id}); nothing else is a stack step.
      throw logisticsErrors.invalidTransition('NOT_A_STACK_STEP');
  }
}

/** PUT /api/stacking/{id}: a step of a whole stack, by its rider (its key recorded with it). */
export async function riderUpdateStack(
  db: Database,
  rider: RiderRow,
  id: string,
  body: Body,
  now: Date,
  step?: StepKey,
): Promise<ShipmentChange<StackRow>> {
  checkPayload(id, body, rider);
  const found = await findRiderStack(db, id, rider);
  const accepting = body.status === 'ON_ROUTE_TO_PICKUP';
  const orderIds = (
    await db.select({ orderId: t.shipments.orderId }).from(t.shipments).where(eq(t.shipments.stackId, found.id))
  ).map((m) => m.orderId);

  const updatedStack = await db.transaction(async (tx) => {
    // Read again once the orders are locked: a cancel that committed meanwhile is seen here.
    await lockOrders(tx, orderIds);
    const stack = await findRiderStack(tx, id, rider);
    const members = await tx.select().from(t.shipments).where(eq(t.shipments.stackId, stack.id));
    if (isLostByRider(held(stack), rider.id)) throw logisticsErrors.expiredByOther();
    if (isCanceledShipmentStatus(stack.status)) throw logisticsErrors.canceled();
    if (!accepting && stack.riderId !== rider.id) throw logisticsErrors.invalidTransition('NOT_HELD_BY_RIDER');
    await applyStackStep({ tx, stack, members, rider, now, accepting }, body.status);
    await settleStack(tx, stack.id, now);
    await recordStep(tx, step, now);
    const [after] = await tx.select().from(t.shipmentStacks).where(eq(t.shipmentStacks.id, stack.id)).limit(1);
    if (!after) throw logisticsErrors.stackNotFound();
    return after;
  });
  return { row: updatedStack, orderIds };
}

/** GET api/shipments: the rider's fleet only; an offered shipment of a closed order is not listed. */
export async function listRiderShipments(
  db: Executor,
  rider: RiderRow,
  query: {
    page: number;
    pageSize: number;
    sort: 'ASC' | 'DESC';
    branchContactId: string;
    startDate?: string | undefined;
    endDate?: string | undefined;
    status: ShipmentStatus;
  },
  now: Date,
): Promise<ShipmentRow[]> {
  if (query.branchContactId !== rider.branchContactId) throw logisticsErrors.forbidden();
  const window = shipmentsListQuery({ branchContactId: rider.branchContactId, now });
  const start = new Date(query.startDate ?? window.startDate);
  const end = new Date(query.endDate ?? window.endDate);
  const rows = await db
    .select({ shipment: t.shipments })
    .from(t.shipments)
    .innerJoin(t.orders, eq(t.orders.id, t.shipments.orderId))
    .where(
      and(
        eq(t.shipments.branchContactId, rider.branchContactId),
        eq(t.shipments.providerName, OWN_FLEET_PROVIDER),
        eq(t.shipments.status, query.status),
        isNull(t.shipments.stackId),
        gte(t.shipments.createdAt, start),
        lte(t.shipments.createdAt, end),
        or(isNull(t.shipments.riderId), eq(t.shipments.riderId, rider.id)),
        query.status === 'LOOKING_FOR_DRIVER' ? inArray(t.orders.status, openOrderStatuses) : undefined,
      ),
    )
    .orderBy(query.sort === 'ASC' ? asc(t.shipments.createdAt) : desc(t.shipments.createdAt), asc(t.shipments.id))
    .limit(query.pageSize)
    .offset(query.page * query.pageSize);
  return rows.map((r) => r.shipment);
}

/** GET /api/shipmentstacks: stacks of the rider's fleet in a status (held ones only when they are the rider's). */
export async function listRiderStacks(
  db: Executor,
  rider: RiderRow,
  query: { status: ShipmentStatus; branchContactId?: string | undefined },
): Promise<StackRow[]> {
  if (query.branchContactId !== undefined && query.branchContactId !== rider.branchContactId)
    throw logisticsErrors.forbidden();
  return db
    .select()
    .from(t.shipmentStacks)
    .where(
      and(
        eq(t.shipmentStacks.branchContactId, rider.branchContactId),
        eq(t.shipmentStacks.status, query.status),
        or(isNull(t.shipmentStacks.riderId), eq(t.shipmentStacks.riderId, rider.id)),
      ),
    )
    .orderBy(asc(t.shipmentStacks.createdAt), asc(t.shipmentStacks.id))
    .limit(100);
}

/** GET api/shipments/rider: the oldest stack or single shipment the rider holds that still needs them. */
export async function shipmentInProgress(
  db: Executor,
  rider: RiderRow,
): Promise<{ id: string; type: 'simple' | 'stack' } | undefined> {
  const stacks = await db.select().from(t.shipmentStacks).where(eq(t.shipmentStacks.riderId, rider.id));
  const candidates: { id: string; type: 'simple' | 'stack'; at: Date }[] = [];
  if (stacks.length > 0) {
    const stackIds = stacks.map((s) => s.id);
    const members = await db.select().from(t.shipments).where(inArray(t.shipments.stackId, stackIds));
    for (const stack of stacks) {
      const shipments = members.filter((m) => m.stackId === stack.id);
      if (isStackUpdatable({ id: stack.id, status: stack.status, shipments }))
        candidates.push({ id: stack.id, type: 'stack', at: stack.createdAt });
    }
  }
  const singles = await db
    .select()
    .from(t.shipments)
    .where(and(eq(t.shipments.riderId, rider.id), isNull(t.shipments.stackId)));
  for (const s of singles) {
    const pendingReturn = s.status === 'DELIVERED' && s.returnShipment;
    if (isUpdatableShipmentStatus(s.status) || pendingReturn)
      candidates.push({ id: s.id, type: 'simple', at: s.createdAt });
  }
  const [first] = candidates.sort((a, b) => a.at.getTime() - b.at.getTime());
  return first ? { id: first.id, type: first.type } : undefined;
}

/** PUT /api/rider/position: kept on the rider; answers the orders whose tracking changes. */
export async function reportRiderPosition(
  db: Executor,
  rider: RiderRow,
  position: { lat: number; lng: number },
  now: Date,
): Promise<string[]> {
  const active = await db
    .select({ orderId: t.shipments.orderId })
    .from(t.shipments)
    .where(and(eq(t.shipments.riderId, rider.id), inArray(t.shipments.status, [...RIDER_POSITION_STATUSES])));
  if (active.length === 0) throw conflict('no_active_shipment', shipmentRefusals.noActive);
  await db
    .update(t.riders)
    .set({ lastLat: position.lat, lastLng: position.lng, lastPositionAt: now })
    .where(eq(t.riders.id, rider.id));
  return active.map((a) => a.orderId);
}

/**
 * The order was canceled: its shipment stops whatever it was doing (offered, stacked, or on its
 * way with a rider), and a stack holding it carries on without it or is withdrawn.
 */
export async function cancelShipmentsOfOrder(tx: Executor, orderId: string, now: Date): Promise<void> {
  const rows = await tx.select().from(t.shipments).where(eq(t.shipments.orderId, orderId));
  for (const row of rows) {
    const move = shipmentTransition(row.status, SHIPMENT_CANCEL_STATUS, { orderCanceled: true });
    if (!move.ok) continue;
    await tx
      .update(t.shipments)
      .set({ status: move.status, updatedAt: now })
      .where(and(eq(t.shipments.id, row.id), eq(t.shipments.status, row.status)));
    if (row.stackId) await settleStack(tx, row.stackId, now);
  }
}

/** Staff let the rider deliver an open shipment without the code, recording why. */
export async function waiveDeliveryCode(db: Executor, id: string, reason: string, now: Date): Promise<ShipmentRow> {
  const [waived] = await db
    .update(t.shipments)
    .set({ deliveryCodeWaivedAt: now, deliveryCodeWaiverReason: reason, updatedAt: now })
    .where(and(eq(t.shipments.id, id), notInArray(t.shipments.status, [...SHIPMENT_TERMINAL_STATUSES])))
    .returning();
  if (waived) return waived;
  const [found] = await db.select({ id: t.shipments.id }).from(t.shipments).where(eq(t.shipments.id, id)).limit(1);
  throw found ? logisticsErrors.invalidTransition('CLOSED') : logisticsErrors.shipmentNotFound();
}

/** Staff groups shipments no rider has taken into a stack, in the order given, and publishes it. */
export async function createStack(
  db: Database,
  branchContactId: string,
  entries: readonly { shipmentId: string; returnShipment: boolean }[],
  now: Date,
): Promise<ShipmentChange<StackRow>> {
  const ids = entries.map((e) => e.shipmentId);
  if (new Set(ids).size !== ids.length) throw badRequest('duplicate_shipment', shipmentRefusals.duplicate);
  const published = shipmentTransition(SHIPMENT_STATUS_DEFAULT, 'LOOKING_FOR_DRIVER');
  if (!published.ok) throw new Error('the shipment machine no longer publishes pending stacks');
  const stack = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(t.shipmentStacks)
      .values({
        id: randomUUID(),
        code: newStackCode(),
        branchContactId,
        status: published.status,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('stack insert returned nothing');
    for (const [index, entry] of entries.entries()) {
      const move = shipmentTransition('LOOKING_FOR_DRIVER', 'STACKING');
      if (!move.ok) throw logisticsErrors.invalidTransition(move.reason);
      const [stacked] = await tx
        .update(t.shipments)
        .set({
          status: move.status,
          stackId: created.id,
          stackingOrder: index + 1,
          returnShipment: entry.returnShipment,
          updatedAt: now,
        })
        .where(
          and(
            eq(t.shipments.id, entry.shipmentId),
            eq(t.shipments.branchContactId, branchContactId),
            eq(t.shipments.status, 'LOOKING_FOR_DRIVER'),
            isNull(t.shipments.riderId),
            isNull(t.shipments.stackId),
          ),
        )
        .returning();
      if (!stacked)
        throw conflict('shipment_unavailable', `El envío ${entry.shipmentId} ya no está buscando repartidor`);
    }
    return created;
  });
  const orders = await db
    .select({ orderId: t.shipments.orderId })
    .from(t.shipments)
    .where(inArray(t.shipments.id, ids));
  return { row: stack, orderIds: orders.map((o) => o.orderId) };
}
