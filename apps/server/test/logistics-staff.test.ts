/**
 * Stacks with a return shipment, the tracking object for every status, the staff API and its
 * token, the demo autopilot, and the rate limit on position reports.
 */
import { shipmentStatuses, TrackingSchema, trackingChannel } from '@comanda/api';
import { nextStackStep, shipmentMessages } from '@comanda/domain/shipments';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { createLogger } from '../src/http/logger.ts';
import { createRecordingPublisher } from '../src/realtime/publisher.ts';
import { runAutopilotOnce } from '../src/services/autopilot.ts';
import { BASE_URL, databaseKind, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  authed,
  placeDeliveryOrder,
  ridersOnShift,
  STAFF_TOKEN,
  staffClient,
  update,
} from './logistics-helpers.ts';

describe(`stacks, tracking and staff on ${databaseKind}`, () => {
  let server: TestServer;
  const recording = createRecordingPublisher();
  beforeAll(async () => {
    server = await startTestServer({}, { realtime: recording.publisher });
  });
  afterAll(() => server.close());

  it('rides a stack with a return shipment: drop-offs one by one, then back to the venue', async () => {
    const first = await acceptedDeliveryOrder(server);
    const second = await acceptedDeliveryOrder(server);
    const stack = await staffClient(server).createShipmentStack({
      body: {
        branchContact: 'palermo-centro',
        shipments: [{ shipmentId: first.shipmentId }, { shipmentId: second.shipmentId, returnShipment: true }],
      },
    });
    expect(stack).toMatchObject({ status: 'LOOKING_FOR_DRIVER', code: expect.stringMatching(/^M-[0-9A-Z]{6}$/) });
    expect(stack.shipments.map((s) => [s.id, s.status, s.stackingOrder, s.returnShipment])).toEqual([
      [first.shipmentId, 'STACKING', 1, false],
      [second.shipmentId, 'STACKING', 2, true],
    ]);

    const [rider, rival] = await ridersOnShift(server, 2);
    if (!rider || !rival) throw new Error('no riders');
    const me = { id: rider.riderId, name: 'Ana', phone: '1' };
    const { stacks } = await rider.client.listShipmentStacks({ query: {} });
    expect(stacks.map((s) => s.id)).toContain(stack.id);
    // A stacked shipment moves only with its stack.
    const alone = await authed(
      server,
      'PUT',
      `/api/shipments/${first.shipmentId}`,
      rider.token,
      update(first.shipmentId, 'ON_ROUTE_TO_PICKUP', me),
    );
    expect(alone.status).toBe(409);

    let current = await rider.client.getShipmentStack({ params: { id: stack.id } });
    const steps: string[] = [];
    for (;;) {
      const step = nextStackStep(current);
      if (!step) break;
      steps.push(`${step.kind}:${step.next}`);
      if (step.kind === 'deliver') {
        const wrongCode = await authed(server, 'PUT', `/api/shipments/${step.shipmentId}`, rider.token, {
          ...update(step.shipmentId, 'DELIVERED', me),
          securityCode: '99999',
        });
        expect(wrongCode.status).toBe(400);
        const [row] = await server.db.select().from(t.shipments).where(eq(t.shipments.id, step.shipmentId));
        await rider.client.updateShipment({
          params: { id: step.shipmentId },
          body: { ...update(step.shipmentId, 'DELIVERED', me), securityCode: row?.securityCode ?? '' },
        });
        current = await rider.client.getShipmentStack({ params: { id: stack.id } });
      } else {
        current = await rider.client.updateShipmentStack({
          params: { id: stack.id },
          body: update(stack.id, step.next, me),
        });
      }
      if (step.next === 'ON_ROUTE_TO_PICKUP') {
        const late = await authed(
          server,
          'PUT',
          `/api/stacking/${stack.id}`,
          rival.token,
          update(stack.id, 'ON_ROUTE_TO_PICKUP', { id: rival.riderId, name: 'b', phone: '2' }),
        );
        expect(late.status).toBe(409);
        expect(await late.json()).toMatchObject({
          error: 'expired_by_other',
          message: shipmentMessages.expiredByOther,
        });
        expect(await rival.client.getShipmentStack({ params: { id: stack.id } })).toMatchObject({
          expiredByOther: true,
        });
      }
      if (current.status === 'DELIVERED') {
        expect(await rider.client.getShipmentInProgress({})).toEqual({
          status: 'ACTIVE',
          shipmentInProgress: { id: stack.id, type: 'stack' },
        });
      }
    }
    expect(steps).toEqual([
      'stack:ON_ROUTE_TO_PICKUP',
      'stack:IN_STORE',
      'stack:ON_ROUTE_TO_DROPOFF',
      'deliver:DELIVERED',
      'deliver:DELIVERED',
      'return:RETURNED',
    ]);
    expect(current.status).toBe('RETURNED');
    expect(current.shipments.map((s) => [s.id, s.status])).toEqual([
      [first.shipmentId, 'DELIVERED'],
      [second.shipmentId, 'RETURNED'],
    ]);
    expect(await rider.client.getShipmentInProgress({})).toEqual({ status: 'ACTIVE' });
    for (const order of [first, second]) {
      const [row] = await server.db.select().from(t.orders).where(eq(t.orders.id, order.id));
      expect(row?.status).toBe('DELIVERED');
    }
    const pushed = recording.sent
      .filter((m) => m.channel === trackingChannel(second.id))
      .map((m) => (m.data as { status: string }).status);
    expect(pushed).toEqual([
      'LOOKING_FOR_DRIVER',
      'STACKING',
      'ON_ROUTE_TO_PICKUP',
      'IN_STORE',
      'ON_ROUTE_TO_DROPOFF',
      'DELIVERED',
      'RETURNED',
    ]);
  });

  it('answers the tracking schema for every shipment status', async () => {
    const order = await acceptedDeliveryOrder(server);
    const [rider] = await ridersOnShift(server, 1);
    await server.db
      .update(t.riders)
      .set({ lastLat: -34.589, lastLng: -58.432, lastPositionAt: new Date() })
      .where(eq(t.riders.id, rider?.riderId ?? ''));
    for (const status of shipmentStatuses) {
      await server.db
        .update(t.shipments)
        .set({ status, riderId: rider?.riderId ?? null })
        .where(eq(t.shipments.id, order.shipmentId));
      const response = await server.request(
        `/api/logisticsorder/tracking/palermo-centro/${encodeURIComponent(order.code)}?access=${order.accessToken}`,
      );
      expect(response.status, status).toBe(200);
      const tracking = v.parse(TrackingSchema, await response.json());
      expect(tracking.status).toBe(status);
      expect(tracking.branch).toMatchObject({ alias: 'palermo-centro', position: { lat: -34.5875, lng: -58.4305 } });
      const closed = ['DELIVERED', 'DRIVER_CANCELED', 'RETURNED'].includes(status);
      // The rider (name, phone, position) shows while they hold the shipment, never once it is closed.
      const held = !['PENDING', 'STACKING', 'LOOKING_FOR_DRIVER'].includes(status) && !closed;
      expect(tracking.rider !== undefined, status).toBe(held);
      const eta = ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'].includes(status);
      expect(tracking.minETA !== undefined, status).toBe(eta);
      expect(tracking.securityCode === undefined, status).toBe(closed);
    }
    expect(
      (await server.request(`/api/logisticsorder/tracking/palermo-norte/NOPE-NOPE?access=${order.accessToken}`)).status,
    ).toBe(404);
    expect(
      (await server.request(`/api/logisticsorder/tracking/palermo-norte/${order.code}?access=${order.accessToken}`))
        .status,
    ).toBe(404);
  });

  it('guards the staff API with the staff token', async () => {
    const { code } = await placeDeliveryOrder(server);
    const [rider] = await ridersOnShift(server, 1);
    for (const [method, path, body] of [
      ['GET', '/api/staff/orders', undefined],
      ['PUT', `/api/staff/orders/${code}/status`, { status: 'ACCEPTED' }],
      ['GET', '/api/staff/shipments?branchContact=palermo-centro', undefined],
      ['POST', '/api/staff/stacks', { branchContact: 'palermo-centro', shipments: [] }],
    ] as const) {
      expect((await authed(server, method, path, undefined, body)).status, path).toBe(401);
      expect((await authed(server, method, path, 'wrong', body)).status, path).toBe(403);
      expect((await authed(server, method, path, rider?.token, body)).status, path).toBe(403);
    }
    const [row] = await server.db.select().from(t.orders).where(eq(t.orders.code, code));
    expect(row?.status).toBe('GENERATED');

    const staff = staffClient(server);
    const { orders } = await staff.listStaffOrders({ query: { branchContact: 'palermo-centro', status: 'GENERATED' } });
    expect(orders.map((o) => o.code)).toContain(code);
    const skip = await authed(server, 'PUT', `/api/staff/orders/${code}/status`, STAFF_TOKEN, { status: 'DELIVERED' });
    expect(skip.status).toBe(409);
    const accepted = await staff.setStaffOrderStatus({ params: { orderCode: code }, body: { status: 'ACCEPTED' } });
    expect(accepted).toMatchObject({ status: 'ACCEPTED', shipment: { status: 'LOOKING_FOR_DRIVER' } });
    const ready = await staff.setStaffOrderStatus({ params: { orderCode: code }, body: { status: 'READY' } });
    expect(ready.status).toBe('READY');
    const { shipments } = await staff.listStaffShipments({
      query: { branchContact: 'palermo-centro', status: 'LOOKING_FOR_DRIVER' },
    });
    expect(shipments.map((s) => s.id)).toContain(accepted.shipment?.id);

    // Canceling an order cancels the shipment its rider holds.
    const held = await acceptedDeliveryOrder(server);
    const me = { id: rider?.riderId ?? '', name: 'x', phone: '1' };
    await rider?.client.updateShipment({
      params: { id: held.shipmentId },
      body: update(held.shipmentId, 'ON_ROUTE_TO_PICKUP', me),
    });
    const canceled = await staff.setStaffOrderStatus({
      params: { orderCode: held.code },
      body: { status: 'CANCELED' },
    });
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      shipment: { id: held.shipmentId, status: 'DRIVER_CANCELED' },
    });
    const again = await authed(server, 'PUT', `/api/staff/orders/${held.code}/status`, STAFF_TOKEN, {
      status: 'ACCEPTED',
    });
    expect(again.status).toBe(409);

    // Staff may also close an order by hand.
    const takeAway = await staff.setStaffOrderStatus({ params: { orderCode: code }, body: { status: 'DELIVERED' } });
    expect(takeAway.status).toBe('DELIVERED');
  });

  it('lets the demo autopilot accept orders older than a few seconds', async () => {
    const { code } = await placeDeliveryOrder(server);
    const fresh = await runAutopilotOnce({ db: server.db, realtime: recording.publisher }, new Date());
    expect(fresh).not.toContain(code);
    const later = await runAutopilotOnce(
      { db: server.db, realtime: recording.publisher },
      new Date(Date.now() + 10_000),
    );
    expect(later).toContain(code);
    const [row] = await server.db.select().from(t.orders).where(eq(t.orders.code, code));
    expect(row?.status).toBe('ACCEPTED');
  });

  it('limits position reports per rider with 429, and only while a shipment is in progress', async () => {
    const strict = createApp({
      config: loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', RATE_LIMIT_RIDER_POSITION: '2/3600s' }),
      db: server.db,
      logger: createLogger('silent'),
      realtime: recording.publisher,
    });
    const [rider] = await ridersOnShift(server, 1);
    const report = () =>
      strict.request(`${BASE_URL}/api/rider/position`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${rider?.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ lat: -34.588, lng: -58.43 }),
      });
    const idle = await report();
    expect(idle.status).toBe(409);
    const order = await acceptedDeliveryOrder(server);
    await rider?.client.updateShipment({
      params: { id: order.shipmentId },
      body: update(order.shipmentId, 'ON_ROUTE_TO_PICKUP', { id: rider.riderId, name: 'x', phone: '1' }),
    });
    expect((await report()).status).toBe(204);
    const limited = await report();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another rider has a budget of their own.
    const [other] = await ridersOnShift(server, 1);
    const theirs = await strict.request(`${BASE_URL}/api/rider/position`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${other?.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ lat: -34.588, lng: -58.43 }),
    });
    expect(theirs.status).toBe(409);
  });
});
