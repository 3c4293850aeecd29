/**
 * A canceled order stops everywhere: its shipment is canceled whatever it was doing (offered,
 * stacked, held by a rider at any step), a stack holding it carries on without it or is
 * withdrawn, no rider is offered it or can take it (409 with the spec's update message), and the
 * tracking page reads it canceled. Races between a rider accepting and staff canceling end in a
 * state both machines reach.
 */
import { trackingChannel } from '@comanda/api';
import { shipmentMessages } from '@comanda/domain/shipments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_STAFF_TOKEN } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { createRecordingPublisher } from '../src/realtime/publisher.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  authed,
  deliveryCodeOf,
  parseTracking,
  ridersOnShift,
  staffClient,
} from './logistics-helpers.ts';

type Rider = Awaited<ReturnType<typeof ridersOnShift>>[number];
const CANCELED = { error: 'invalid_transition', message: shipmentMessages.updateFailed, reason: 'CANCELED' };

describe(`a canceled order stops everywhere on ${databaseKind}`, () => {
  let server: TestServer;
  const recording = createRecordingPublisher();
  beforeAll(async () => {
    server = await startTestServer({}, { realtime: recording.publisher });
  });
  afterAll(() => server.close());

  const cancelOrder = (code: string) =>
    authed(server, 'PUT', `/api/staff/orders/${code}/status`, DEVELOPMENT_STAFF_TOKEN, { status: 'CANCELED' });
  const step = (rider: Rider, id: string, status: string, extra: Record<string, string> = {}) =>
    authed(server, 'PUT', `/api/shipments/${id}`, rider.token, { status, id, rider_id: rider.riderId, ...extra });
  const stackStep = (rider: Rider, id: string, status: string) =>
    authed(server, 'PUT', `/api/stacking/${id}`, rider.token, { status, id, rider_id: rider.riderId });
  const deliver = async (rider: Rider, id: string) =>
    step(rider, id, 'DELIVERED', { securityCode: await deliveryCodeOf(server, id) });
  const shipmentRow = async (id: string) =>
    (await server.db.select().from(t.shipments).where(eq(t.shipments.id, id)))[0];
  const stackRow = async (id: string) =>
    (await server.db.select().from(t.shipmentStacks).where(eq(t.shipmentStacks.id, id)))[0];
  const listedIds = async (rider: Rider) => {
    const { shipments } = await rider.client.listShipments({ query: { branchContactId: 'bc-palermo-centro' } });
    return shipments.map((s) => s.id);
  };
  const listedStackIds = async (rider: Rider) =>
    (await rider.client.listShipmentStacks({ query: {} })).stacks.map((s) => s.id);
  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject(CANCELED);
  };
  const stackOf = (ids: readonly string[]) =>
    staffClient(server).createShipmentStack({
      body: { branchContact: 'palermo-centro', shipments: ids.map((shipmentId) => ({ shipmentId })) },
    });

  it('withdraws an offered shipment: not listed, not taken, and the tracking page says canceled', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const order = await acceptedDeliveryOrder(server);
    expect(await listedIds(rider)).toContain(order.shipmentId);

    expect((await cancelOrder(order.code)).status).toBe(200);
    expect((await shipmentRow(order.shipmentId))?.status).toBe('DRIVER_CANCELED');
    expect(await listedIds(rider)).not.toContain(order.shipmentId);
    await expectRefused(await step(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP'));
    expect((await shipmentRow(order.shipmentId))?.riderId).toBeNull();

    const tracking = parseTracking(
      await (
        await server.request(`/api/logisticsorder/tracking/palermo-centro/${order.code}?access=${order.accessToken}`)
      ).json(),
    );
    expect(tracking).toMatchObject({ status: 'DRIVER_CANCELED', orderCanceled: true });
    expect(tracking.securityCode).toBeUndefined();
    const pushed = recording.sent.filter((m) => m.channel === trackingChannel(order.id)).at(-1);
    expect(pushed?.data).toMatchObject({ status: 'DRIVER_CANCELED', orderCanceled: true });
  });

  it.each([
    ['ON_ROUTE_TO_PICKUP', ['ON_ROUTE_TO_PICKUP'], 'IN_STORE'],
    ['IN_STORE', ['ON_ROUTE_TO_PICKUP', 'IN_STORE'], 'ON_ROUTE_TO_DROPOFF'],
    ['ON_ROUTE_TO_DROPOFF', ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'], 'DELIVERED'],
  ])('stops a shipment a rider holds %s: no next step, no position, nothing put back up', async (_at, steps, next) => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const order = await acceptedDeliveryOrder(server);
    for (const status of steps) expect((await step(rider, order.shipmentId, status)).status).toBe(200);

    expect((await cancelOrder(order.code)).status).toBe(200);
    expect((await shipmentRow(order.shipmentId))?.status).toBe('DRIVER_CANCELED');
    await expectRefused(await step(rider, order.shipmentId, next, { securityCode: '0000' }));
    await expectRefused(await step(rider, order.shipmentId, 'DRIVER_CANCELED'));
    expect(await rider.client.getShipmentInProgress({})).toEqual({ status: 'ACTIVE' });
    const position = await authed(server, 'PUT', '/api/rider/position', rider.token, { lat: -34.58, lng: -58.43 });
    expect(position.status).toBe(409);
    // The order is not offered again, as a rider's own cancel would.
    const shipments = await server.db.select().from(t.shipments).where(eq(t.shipments.orderId, order.id));
    expect(shipments.map((s) => s.status)).toEqual(['DRIVER_CANCELED']);
  });

  it('an offered stack carries on without a canceled order and is withdrawn once all are', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const kept = await acceptedDeliveryOrder(server);
    const dropped = await acceptedDeliveryOrder(server);
    const stack = await stackOf([kept.shipmentId, dropped.shipmentId]);

    expect((await cancelOrder(dropped.code)).status).toBe(200);
    const offered = await rider.client.getShipmentStack({ params: { id: stack.id } });
    expect(offered.status).toBe('LOOKING_FOR_DRIVER');
    expect(offered.shipments.map((s) => [s.id, s.status])).toEqual([
      [kept.shipmentId, 'STACKING'],
      [dropped.shipmentId, 'DRIVER_CANCELED'],
    ]);
    expect(await listedStackIds(rider)).toContain(stack.id);

    // Accepted, it takes only what is left; the canceled drop-off never moves again.
    expect((await stackStep(rider, stack.id, 'ON_ROUTE_TO_PICKUP')).status).toBe(200);
    expect((await stackStep(rider, stack.id, 'IN_STORE')).status).toBe(200);
    expect((await stackStep(rider, stack.id, 'ON_ROUTE_TO_DROPOFF')).status).toBe(200);
    expect((await shipmentRow(dropped.shipmentId))?.status).toBe('DRIVER_CANCELED');
    await expectRefused(await deliver(rider, dropped.shipmentId));
    expect((await deliver(rider, kept.shipmentId)).status).toBe(200);
    expect((await stackRow(stack.id))?.status).toBe('DELIVERED');

    const lonely = await acceptedDeliveryOrder(server);
    const other = await acceptedDeliveryOrder(server);
    const withdrawn = await stackOf([lonely.shipmentId, other.shipmentId]);
    expect((await cancelOrder(lonely.code)).status).toBe(200);
    expect((await cancelOrder(other.code)).status).toBe(200);
    expect((await stackRow(withdrawn.id))?.status).toBe('DRIVER_CANCELED');
    expect(await listedStackIds(rider)).not.toContain(withdrawn.id);
    await expectRefused(await stackStep(rider, withdrawn.id, 'ON_ROUTE_TO_PICKUP'));
  });

  it('a stack on its way drops a canceled order and closes with its last drop-off', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const first = await acceptedDeliveryOrder(server);
    const second = await acceptedDeliveryOrder(server);
    const stack = await stackOf([first.shipmentId, second.shipmentId]);
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'])
      expect((await stackStep(rider, stack.id, status)).status).toBe(200);
    expect((await deliver(rider, first.shipmentId)).status).toBe(200);

    expect((await cancelOrder(second.code)).status).toBe(200);
    const closed = await rider.client.getShipmentStack({ params: { id: stack.id } });
    expect(closed.status).toBe('DELIVERED');
    expect(closed.shipments.map((s) => [s.id, s.status])).toEqual([
      [first.shipmentId, 'DELIVERED'],
      [second.shipmentId, 'DRIVER_CANCELED'],
    ]);
    expect(await rider.client.getShipmentInProgress({})).toEqual({ status: 'ACTIVE' });

    // Every order of a stack still at the venue canceled: the stack is canceled with them.
    const third = await acceptedDeliveryOrder(server);
    const atVenue = await stackOf([third.shipmentId]);
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE'])
      expect((await stackStep(rider, atVenue.id, status)).status).toBe(200);
    expect((await cancelOrder(third.code)).status).toBe(200);
    expect((await stackRow(atVenue.id))?.status).toBe('DRIVER_CANCELED');
    await expectRefused(await stackStep(rider, atVenue.id, 'ON_ROUTE_TO_DROPOFF'));
  });

  it('a rider accepting while staff cancels: whoever wins, the order ends canceled and its shipment stopped', async () => {
    const riders = await ridersOnShift(server, 6);
    await Promise.all(
      riders.map(async (rider) => {
        const order = await acceptedDeliveryOrder(server);
        const [accept, cancel] = await Promise.all([
          step(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP'),
          cancelOrder(order.code),
        ]);
        expect(cancel.status).toBe(200);
        expect([200, 409]).toContain(accept.status);
        if (accept.status === 409) expect(await accept.json()).toMatchObject(CANCELED);
        const shipments = await server.db.select().from(t.shipments).where(eq(t.shipments.orderId, order.id));
        expect(shipments.map((s) => s.status)).toEqual(['DRIVER_CANCELED']);
        expect(await rider.client.getShipmentInProgress({})).toEqual({ status: 'ACTIVE' });
      }),
    );
  });

  it('a rider accepting a stack while staff cancels one of its orders: the stack goes without it', async () => {
    const riders = await ridersOnShift(server, 4);
    await Promise.all(
      riders.map(async (rider) => {
        const kept = await acceptedDeliveryOrder(server);
        const dropped = await acceptedDeliveryOrder(server);
        const stack = await stackOf([kept.shipmentId, dropped.shipmentId]);
        const [accept, cancel] = await Promise.all([
          stackStep(rider, stack.id, 'ON_ROUTE_TO_PICKUP'),
          cancelOrder(dropped.code),
        ]);
        expect([accept.status, cancel.status]).toEqual([200, 200]);
        expect((await shipmentRow(dropped.shipmentId))?.status).toBe('DRIVER_CANCELED');
        expect((await shipmentRow(kept.shipmentId))?.status).toBe('ON_ROUTE_TO_PICKUP');
        expect(await stackRow(stack.id)).toMatchObject({ status: 'ON_ROUTE_TO_PICKUP', riderId: rider.riderId });
      }),
    );
  });
});
