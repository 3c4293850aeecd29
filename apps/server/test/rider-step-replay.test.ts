/**
 * A rider's steps sent again after a stretch without signal: a step carrying an `Idempotency-Key`
 * is applied once however many copies arrive (one after the other or at the same moment); a step
 * that is no longer legal answers 409 with what happened meanwhile (another rider took the
 * shipment, the order was canceled); a key is its rider's own, and the delivery code is still
 * checked.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@comanda/api';
import { shipmentMessages } from '@comanda/domain/shipments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_STAFF_TOKEN } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { createRecordingPublisher } from '../src/realtime/publisher.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { acceptedDeliveryOrder, authed, deliveryCodeOf, ridersOnShift, staffClient } from './logistics-helpers.ts';

type Rider = Awaited<ReturnType<typeof ridersOnShift>>[number];

describe(`rider steps replayed after a stretch without signal on ${databaseKind}`, () => {
  let server: TestServer;
  const recording = createRecordingPublisher();
  beforeAll(async () => {
    server = await startTestServer({}, { realtime: recording.publisher });
  });
  afterAll(() => server.close());

  /** A step as the rider app sends it: the body of a live step plus the key the phone drew. */
  const send = (rider: Rider, path: string, id: string, status: string, key: string, extra = {}) =>
    server.request(`${path}/${id}`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${rider.token}`,
        'Content-Type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: JSON.stringify({ status, id, rider_id: rider.riderId, ...extra }),
    });
  const step = (rider: Rider, id: string, status: string, key: string, extra = {}) =>
    send(rider, '/api/shipments', id, status, key, extra);
  const shipmentRow = async (id: string) =>
    (await server.db.select().from(t.shipments).where(eq(t.shipments.id, id)))[0];
  const stepsOf = (key: string) => server.db.select().from(t.riderSteps).where(eq(t.riderSteps.key, key));
  const twoRiders = async () => {
    const [rider, rival] = await ridersOnShift(server, 2);
    if (!rider || !rival) throw new Error('no riders');
    return { rider, rival };
  };

  it('applies a replayed step once and answers every copy with the shipment as it is now', async () => {
    const { rider } = await twoRiders();
    const order = await acceptedDeliveryOrder(server);
    const accept = randomUUID();
    const first = await step(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP', accept);
    expect(first.status).toBe(200);
    const afterFirst = await shipmentRow(order.shipmentId);
    const pushed = recording.sent.length;

    const again = await step(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP', accept);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: order.shipmentId, status: 'ON_ROUTE_TO_PICKUP' });
    expect(await shipmentRow(order.shipmentId)).toEqual(afterFirst);
    expect(recording.sent.length).toBe(pushed);
    expect(await stepsOf(accept)).toHaveLength(1);

    // The rider went on; an old copy of the acceptance arriving late is still answered as applied.
    expect((await step(rider, order.shipmentId, 'IN_STORE', randomUUID())).status).toBe(200);
    const late = await step(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP', accept);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ status: 'IN_STORE' });
    // Without its key the same move is the illegal step it is.
    expect(
      (
        await authed(server, 'PUT', `/api/shipments/${order.shipmentId}`, rider.token, {
          status: 'ON_ROUTE_TO_PICKUP',
          id: order.shipmentId,
          rider_id: rider.riderId,
        })
      ).status,
    ).toBe(409);
  });

  it('applies once the copies of a step that arrive at the same moment', async () => {
    const { rider } = await twoRiders();
    const order = await acceptedDeliveryOrder(server);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => step(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP', key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await stepsOf(key)).toHaveLength(1);
    expect(await shipmentRow(order.shipmentId)).toMatchObject({ status: 'ON_ROUTE_TO_PICKUP', riderId: rider.riderId });
  });

  it('answers 409 with what happened meanwhile: taken by another rider, or the order canceled', async () => {
    const { rider, rival } = await twoRiders();
    const taken = await acceptedDeliveryOrder(server);
    expect((await step(rival, taken.shipmentId, 'ON_ROUTE_TO_PICKUP', randomUUID())).status).toBe(200);
    const lost = await step(rider, taken.shipmentId, 'ON_ROUTE_TO_PICKUP', randomUUID());
    expect(lost.status).toBe(409);
    expect(await lost.json()).toMatchObject({ code: 'EXPIRED_BY_OTHER', message: shipmentMessages.expiredByOther });

    const canceled = await acceptedDeliveryOrder(server);
    expect((await step(rider, canceled.shipmentId, 'ON_ROUTE_TO_PICKUP', randomUUID())).status).toBe(200);
    const cancel = await authed(server, 'PUT', `/api/staff/orders/${canceled.code}/status`, DEVELOPMENT_STAFF_TOKEN, {
      status: 'CANCELED',
    });
    expect(cancel.status).toBe(200);
    const key = randomUUID();
    const refused = await step(rider, canceled.shipmentId, 'IN_STORE', key);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ reason: 'CANCELED', message: shipmentMessages.updateFailed });
    // A refused step leaves no trace: sent again, it is refused again.
    expect(await stepsOf(key)).toHaveLength(0);
    expect((await step(rider, canceled.shipmentId, 'IN_STORE', key)).status).toBe(409);
  });

  it("refuses a stranger replaying someone else's key, and changes nothing", async () => {
    const { rider, rival } = await twoRiders();
    const order = await acceptedDeliveryOrder(server);
    const key = randomUUID();
    expect((await step(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP', key)).status).toBe(200);
    const before = await shipmentRow(order.shipmentId);

    const stolen = await step(rival, order.shipmentId, 'ON_ROUTE_TO_PICKUP', key);
    expect(stolen.status).toBe(409);
    const body = (await stolen.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'idempotency_key_reused', message: shipmentMessages.updateFailed });
    // Nothing of the shipment comes back to them.
    expect(body).not.toHaveProperty('status');
    // The key's own rider cannot reuse it for another step either.
    expect((await step(rider, order.shipmentId, 'IN_STORE', key)).status).toBe(409);
    // A rider of another fleet is refused as a live step is, before the key is looked at.
    const [outsider] = await ridersOnShift(server, 1, 'bc-belgrano');
    if (!outsider) throw new Error('no rider');
    expect((await step(outsider, order.shipmentId, 'ON_ROUTE_TO_PICKUP', key)).status).toBe(403);
    // Without a session, nothing.
    const anonymous = await server.request(`/api/shipments/${order.shipmentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: JSON.stringify({ status: 'ON_ROUTE_TO_PICKUP', id: order.shipmentId, rider_id: rider.riderId }),
    });
    expect(anonymous.status).toBe(401);
    expect((await step(rider, order.shipmentId, 'IN_STORE', 'short')).status).toBe(400);
    expect(await shipmentRow(order.shipmentId)).toEqual(before);
  });

  it('checks the delivery code of a replayed delivery, and answers its copies once it is delivered', async () => {
    const { rider } = await twoRiders();
    const order = await acceptedDeliveryOrder(server);
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'])
      expect((await step(rider, order.shipmentId, status, randomUUID())).status).toBe(200);
    const code = await deliveryCodeOf(server, order.shipmentId);
    const wrong = code === '0000' ? '1111' : '0000';
    const refused = await step(rider, order.shipmentId, 'DELIVERED', randomUUID(), { securityCode: wrong });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'DELIVERY_CODE_WRONG' });

    const key = randomUUID();
    expect((await step(rider, order.shipmentId, 'DELIVERED', key, { securityCode: code })).status).toBe(200);
    const copy = await step(rider, order.shipmentId, 'DELIVERED', key, { securityCode: code });
    expect(copy.status).toBe(200);
    expect(await copy.json()).toMatchObject({ status: 'DELIVERED' });
    expect((await shipmentRow(order.shipmentId))?.deliveryCodeFailures).toBe(1);
  });

  it("applies a stack's replayed step once", async () => {
    const { rider } = await twoRiders();
    const first = await acceptedDeliveryOrder(server);
    const second = await acceptedDeliveryOrder(server);
    const stack = await staffClient(server).createShipmentStack({
      body: {
        branchContact: 'palermo-centro',
        shipments: [{ shipmentId: first.shipmentId }, { shipmentId: second.shipmentId }],
      },
    });
    const key = randomUUID();
    const answers = [
      await send(rider, '/api/stacking', stack.id, 'ON_ROUTE_TO_PICKUP', key),
      await send(rider, '/api/stacking', stack.id, 'ON_ROUTE_TO_PICKUP', key),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await answers[1]?.json()).toMatchObject({ id: stack.id, status: 'ON_ROUTE_TO_PICKUP' });
    expect(await stepsOf(key)).toHaveLength(1);
    expect((await shipmentRow(first.shipmentId))?.status).toBe('ON_ROUTE_TO_PICKUP');
  });
});
