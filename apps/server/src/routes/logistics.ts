/**
 * Riders, shipments, stacks and tracking (follow-up §7). Rider calls are authenticated by the
 * mount (contract `auth: 'rider'`); each handler reads the rider from `c.var.rider`.
 */
import { logisticsCalls as calls, trackingChannel } from '@comanda/api';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import { clearRiderCookie, setRiderCookie } from '../http/auth.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { limitByTarget } from '../http/middleware.ts';
import type { Mount } from '../http/mount.ts';
import { assertHoldsOrder, findHeldOrder } from '../http/order-access.ts';
import { created } from '../http/route.ts';
import { channelAuthSecret, signChannel } from '../realtime/channel-auth.ts';
import {
  createRider,
  findRiderByPhone,
  type Shift,
  signInRider,
  signOutRider,
  toRider,
  updateRiderWithCode,
} from '../services/riders.ts';
import { type StepKey, stepKeyOf, wasApplied } from '../services/shipment-steps.ts';
import {
  publishTracking,
  shipmentView,
  shipmentViews,
  stackView,
  stackViews,
  trackingOf,
} from '../services/shipment-views.ts';
import {
  findRiderShipment,
  findRiderStack,
  listRiderShipments,
  listRiderStacks,
  reportRiderPosition,
  riderUpdateShipment,
  riderUpdateStack,
  type ShipmentChange,
  shipmentInProgress,
} from '../services/shipments.ts';

const push = (c: Context<AppEnv>, orderIds: readonly string[]) =>
  publishTracking(c.var.db, c.var.realtime, orderIds, c.var.logger);

/** The shift as the contract answers it; a started shift also sets the token cookie, an ended one clears it. */
function shiftAnswer(c: Context<AppEnv>, shift: Shift) {
  if (shift.token && shift.expiresAt) setRiderCookie(c, shift.token, shift.expiresAt);
  else clearRiderCookie(c);
  return {
    rider: toRider(shift.rider),
    ...(shift.token ? { token: shift.token } : {}),
    ...(shift.expiresAt ? { expiresAt: shift.expiresAt.toISOString() } : {}),
  };
}

const rider = (c: Context<AppEnv>) => c.var.rider;

/**
 * A rider's step, applied once: a copy of a step already applied (its key recorded) answers what
 * the shipment is now, as the first answer did; a copy racing the first loses the conditional
 * update and is answered the same way once the first has committed. A copy is authorised as a
 * live step is: the shipment must be of the rider's fleet, and the key the rider's own.
 */
async function keyedStep<R>(
  c: Context<AppEnv>,
  step: StepKey | undefined,
  apply: () => Promise<ShipmentChange<R>>,
  current: () => Promise<R>,
): Promise<R> {
  if (step) {
    const found = await current();
    if (await wasApplied(c.var.db, step)) return found;
  }
  try {
    const change = await apply();
    await push(c, change.orderIds);
    return change.row;
  } catch (error) {
    if (step && error instanceof HttpError && error.status === 409 && (await wasApplied(c.var.db, step)))
      return current();
    throw error;
  }
}

const asRider = (c: Context<AppEnv>) => ({ kind: 'rider' as const, riderId: c.var.rider.id });

/** In this order: a literal path goes before the parameter path that would read it as an id. */
export function logisticsRoutes(mount: Mount): void {
  shipmentRoutes(mount);
  stackRoutes(mount);
  riderRoutes(mount);
  riderShiftRoutes(mount);
  trackingRoutes(mount);
}

function shipmentRoutes(mount: Mount): void {
  mount(calls.listShipments, async ({ query }, c) => {
    const rows = await listRiderShipments(c.var.db, rider(c), query, new Date());
    return { shipments: await shipmentViews(c.var.db, rows, asRider(c)) };
  });

  // Registered before `/api/shipments/:id`, which would otherwise read 'rider' as an id.
  mount(calls.getShipmentInProgress, async (_input, c) => {
    const inProgress = await shipmentInProgress(c.var.db, rider(c));
    return {
      status: rider(c).active ? ('ACTIVE' as const) : ('INACTIVE' as const),
      ...(inProgress ? { shipmentInProgress: inProgress } : {}),
    };
  });

  mount(calls.getShipment, async ({ params }, c) =>
    shipmentView(c.var.db, await findRiderShipment(c.var.db, params.id as string, rider(c)), asRider(c)),
  );

  mount(calls.updateShipment, async ({ params, body }, c) => {
    const id = params.id as string;
    const step = stepKeyOf(c, 'shipment', id, body.status);
    const row = await keyedStep(
      c,
      step,
      () => riderUpdateShipment(c.var.db, rider(c), id, body, new Date(), step),
      () => findRiderShipment(c.var.db, id, rider(c)),
    );
    return shipmentView(c.var.db, row, asRider(c));
  });

  mount(
    calls.reportRiderPosition,
    async ({ body }, c) => {
      const orderIds = await reportRiderPosition(c.var.db, rider(c), body, new Date());
      await push(c, orderIds);
      return undefined;
    },
    {
      // Per rider, not per address: riders on one mobile network share addresses.
      before: (c) => limitByTarget(c, 'riderPosition', c.var.rider.id),
    },
  );
}

function stackRoutes(mount: Mount): void {
  mount(calls.listShipmentStacks, async ({ query }, c) => {
    const rows = await listRiderStacks(c.var.db, rider(c), query);
    return { stacks: await stackViews(c.var.db, rows, asRider(c)) };
  });

  mount(calls.getShipmentStack, async ({ params }, c) =>
    stackView(c.var.db, await findRiderStack(c.var.db, params.id as string, rider(c)), asRider(c)),
  );

  mount(calls.updateShipmentStack, async ({ params, body }, c) => {
    const id = params.id as string;
    const step = stepKeyOf(c, 'stack', id, body.status);
    const row = await keyedStep(
      c,
      step,
      () => riderUpdateStack(c.var.db, rider(c), id, body, new Date(), step),
      () => findRiderStack(c.var.db, id, rider(c)),
    );
    return stackView(c.var.db, row, asRider(c));
  });
}

function riderRoutes(mount: Mount): void {
  mount(calls.whoAmI, async (_input, c) => {
    const me = rider(c);
    const contact = await requireRow(c.var.db, t.branchContacts, eq(t.branchContacts.id, me.branchContactId), 'Local');
    return {
      riderId: me.id,
      name: me.name,
      phone: me.phone,
      approved: me.approvedAt !== null,
      branchContact: { id: contact.id, alias: contact.alias, name: contact.name },
    };
  });

  mount(calls.findRiderByPhone, async ({ query }, c) =>
    toRider(await findRiderByPhone(c.var.db, query.branchContactId, query.phone)),
  );

  mount(calls.createRider, async ({ body }, c) => {
    const shift = await createRider(
      c.var.db,
      {
        name: body.name,
        phone: body.phone,
        securityCode: body.securityCode,
        active: body.active,
        branchContactId: body.riderUser.branchContact.id,
      },
      new Date(),
    );
    return created(shiftAnswer(c, shift));
  });

  mount(calls.updateRider, async ({ params, body }, c) => {
    await limitByTarget(c, 'riderSignInPerRider', params.id as string);
    const shift = await updateRiderWithCode(
      c.var.db,
      params.id as string,
      {
        securityCode: body.securityCode,
        active: body.active,
        rider: body.rider,
        branchContactId: body.riderUser.branchContact.id,
      },
      new Date(),
    );
    return shiftAnswer(c, shift);
  });
}

/** A rider's shift starts and ends with the rider's security code. */
function riderShiftRoutes(mount: Mount): void {
  mount(calls.riderSignIn, async ({ body }, c) => {
    const found = await findRiderByPhone(c.var.db, body.branchContactId, body.phone);
    await limitByTarget(c, 'riderSignInPerRider', found.id);
    return shiftAnswer(c, await signInRider(c.var.db, found, body.securityCode, new Date()));
  });

  mount(calls.riderSignOut, async ({ body }, c) => {
    await limitByTarget(c, 'riderSignInPerRider', rider(c).id);
    return shiftAnswer(c, await signOutRider(c.var.db, rider(c), body.securityCode, new Date()));
  });
}

/** A diner's tracking of an order, for the holder of the order's link. */
function trackingRoutes(mount: Mount): void {
  mount(calls.getTracking, async ({ params }, c) => {
    const where = and(eq(t.orders.code, params.orderCode), eq(t.branchContacts.alias, params.alias));
    const order = await findHeldOrder(c.var.db, where, { id: t.orders.id });
    await assertHoldsOrder(c, order);
    const tracking = await trackingOf(c.var.db, order.id);
    if (!tracking) throw notFound('Envío');
    return tracking;
  });

  mount(calls.authorizeTrackingChannel, async ({ body }, c) => {
    const orderId = body.channelName.slice(trackingChannel('').length);
    const order = await findHeldOrder(c.var.db, eq(t.orders.id, orderId), {});
    await assertHoldsOrder(c, order);
    const config = c.var.config.realtime;
    const secret = await channelAuthSecret(c.var.db, config);
    return { auth: signChannel(config.key, secret, body.socketId, body.channelName) };
  });
}
