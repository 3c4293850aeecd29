/**
 * The delivery is confirmed with the customer's code: DELIVERED without it, or with a wrong one,
 * is refused and changes nothing; wrong codes are counted per shipment, only the holding rider's
 * count, and after five the shipment waits for the venue, whose staff may waive the code with a
 * recorded reason. Drop-offs of a stack ask for it too; the return leg does not.
 */
import { DELIVERY_CODE_MAX_ATTEMPTS, deliveryCodeMessages } from '@comanda/domain/shipments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { runStaffCommand, staffApi, USAGE } from '../src/staff-commands.ts';
import { BASE_URL, databaseKind, startTestServer, type TestServer } from './harness.ts';
import { acceptedDeliveryOrder, authed, deliveryCodeOf, ridersOnShift, STAFF_TOKEN } from './logistics-helpers.ts';

type Rider = Awaited<ReturnType<typeof ridersOnShift>>[number];

describe(`the delivery code on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const step = (rider: Rider, id: string, status: string, securityCode?: string) =>
    authed(server, 'PUT', `/api/shipments/${id}`, rider.token, {
      status,
      id,
      rider_id: rider.riderId,
      ...(securityCode === undefined ? {} : { securityCode }),
    });
  const stackStep = (rider: Rider, id: string, status: string) =>
    authed(server, 'PUT', `/api/stacking/${id}`, rider.token, { status, id, rider_id: rider.riderId });
  const waive = (id: string, body: unknown, token: string | null = STAFF_TOKEN) =>
    authed(server, 'PUT', `/api/staff/shipments/${id}/delivery-code-waiver`, token ?? undefined, body);
  const row = async (id: string) => (await server.db.select().from(t.shipments).where(eq(t.shipments.id, id)))[0];
  const orderStatus = async (id: string) =>
    (await server.db.select({ status: t.orders.status }).from(t.orders).where(eq(t.orders.id, id)))[0]?.status;
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  async function onTheWay(rider: Rider) {
    const order = await acceptedDeliveryOrder(server);
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF']) {
      const response = await step(rider, order.shipmentId, status);
      expect(response.status, await response.clone().text()).toBe(200);
    }
    return { ...order, code: await deliveryCodeOf(server, order.shipmentId) };
  }

  it('refuses a delivery without the code and changes nothing', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const order = await onTheWay(rider);
    for (const missing of [undefined, '', '12', 'abcd']) {
      const refused = await step(rider, order.shipmentId, 'DELIVERED', missing);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: 'DELIVERY_CODE_MISSING',
        message: deliveryCodeMessages.missing,
        attemptsLeft: DELIVERY_CODE_MAX_ATTEMPTS,
      });
    }
    expect(await row(order.shipmentId)).toMatchObject({ status: 'ON_ROUTE_TO_DROPOFF', deliveryCodeFailures: 0 });
    expect(await orderStatus(order.id)).toBe('READY');

    const delivered = await step(rider, order.shipmentId, 'DELIVERED', order.code);
    expect(delivered.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('DELIVERED');
  });

  it('counts wrong codes, says how many are left, and after five waits for the venue', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const order = await onTheWay(rider);
    const wrong = wrongCodeFor(order.code);
    for (let left = DELIVERY_CODE_MAX_ATTEMPTS - 1; left > 0; left -= 1) {
      const refused = await step(rider, order.shipmentId, 'DELIVERED', wrong);
      expect(refused.status).toBe(400);
      const plural = left === 1 ? 'Te queda 1 intento' : `Te quedan ${left} intentos`;
      expect(await refused.json()).toMatchObject({
        code: 'DELIVERY_CODE_WRONG',
        attemptsLeft: left,
        message: `La clave de entrega no es correcta. ${plural}.`,
      });
      const view = await rider.client.getShipment({ params: { id: order.shipmentId } });
      expect(view.deliveryCode).toEqual({ attemptsLeft: left, waived: false });
    }
    const last = await step(rider, order.shipmentId, 'DELIVERED', wrong);
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({
      code: 'DELIVERY_CODE_LOCKED',
      attemptsLeft: 0,
      message: deliveryCodeMessages.locked,
    });
    // Locked: even the right code waits for the venue, and nothing counts past the limit.
    const right = await step(rider, order.shipmentId, 'DELIVERED', order.code);
    expect(right.status).toBe(409);
    expect(await right.json()).toMatchObject({ code: 'DELIVERY_CODE_LOCKED' });
    expect(await row(order.shipmentId)).toMatchObject({
      status: 'ON_ROUTE_TO_DROPOFF',
      deliveryCodeFailures: DELIVERY_CODE_MAX_ATTEMPTS,
    });

    // Staff waive it, giving the reason; the rider then delivers without the code.
    expect((await waive(order.shipmentId, { reason: 'sin clave' }, null)).status).toBe(401);
    expect((await waive(order.shipmentId, { reason: 'sin clave' }, rider.token)).status).toBe(403);
    expect((await waive(order.shipmentId, { reason: '  ' })).status).toBe(400);
    const reason = 'La clienta confirmó por teléfono que recibió el pedido';
    const waived = await waive(order.shipmentId, { reason });
    expect(waived.status).toBe(200);
    expect(await waived.json()).toMatchObject({
      deliveryCode: { attemptsLeft: 0, waived: true, waiverReason: reason },
    });
    const riderView = await rider.client.getShipment({ params: { id: order.shipmentId } });
    expect(riderView.deliveryCode).toEqual({ attemptsLeft: 0, waived: true });
    expect((await step(rider, order.shipmentId, 'DELIVERED')).status).toBe(200);
    expect(await row(order.shipmentId)).toMatchObject({ status: 'DELIVERED', deliveryCodeWaiverReason: reason });
    expect(await orderStatus(order.id)).toBe('DELIVERED');

    // A closed shipment cannot be waived; an unknown one is not found.
    expect((await waive(order.shipmentId, { reason })).status).toBe(409);
    expect((await waive('no-such-shipment', { reason })).status).toBe(404);
  });

  it('staff waive a code from the command line, with the reason', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const order = await onTheWay(rider);
    const api = staffApi(BASE_URL, STAFF_TOKEN, async (input, init) => server.app.request(input as string, init));
    expect(await runStaffCommand(api, ['waive-code', order.shipmentId])).toBe(USAGE);
    const said = await runStaffCommand(api, [
      'waive-code',
      order.shipmentId,
      'el',
      'cliente',
      'perdió',
      'el',
      'teléfono',
    ]);
    expect(said).toContain(order.shipmentId);
    expect(said).toContain('Clave de entrega dispensada: el cliente perdió el teléfono');
    expect((await step(rider, order.shipmentId, 'DELIVERED')).status).toBe(200);
  });

  it("only the holding rider's attempts count: another rider cannot lock someone else's delivery", async () => {
    const [holder, stranger] = await ridersOnShift(server, 2);
    if (!holder || !stranger) throw new Error('no riders');
    const order = await onTheWay(holder);
    for (let attempt = 0; attempt < DELIVERY_CODE_MAX_ATTEMPTS + 1; attempt += 1) {
      const refused = await step(stranger, order.shipmentId, 'DELIVERED', wrongCodeFor(order.code));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'EXPIRED_BY_OTHER' });
    }
    expect(await row(order.shipmentId)).toMatchObject({ deliveryCodeFailures: 0 });
    const strangerView = await stranger.client.getShipment({ params: { id: order.shipmentId } });
    expect(strangerView.deliveryCode).toBeUndefined();
    expect((await step(holder, order.shipmentId, 'DELIVERED', order.code)).status).toBe(200);
  });

  it('every drop-off of a stack asks for its own code; the way back to the venue does not', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const first = await acceptedDeliveryOrder(server);
    const second = await acceptedDeliveryOrder(server);
    const stacked = await authed(server, 'POST', '/api/staff/stacks', STAFF_TOKEN, {
      branchContact: 'palermo-centro',
      shipments: [{ shipmentId: first.shipmentId, returnShipment: true }, { shipmentId: second.shipmentId }],
    });
    expect(stacked.status).toBe(201);
    const stack = (await stacked.json()) as { id: string };
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'])
      expect((await stackStep(rider, stack.id, status)).status).toBe(200);

    // The stack itself cannot be delivered in one move: there is no way around the drop-offs' codes.
    const wholeStack = await stackStep(rider, stack.id, 'DELIVERED');
    expect(wholeStack.status).toBe(409);
    expect(await row(first.shipmentId)).toMatchObject({ status: 'ON_ROUTE_TO_DROPOFF' });

    const firstCode = await deliveryCodeOf(server, first.shipmentId);
    const secondCode = await deliveryCodeOf(server, second.shipmentId);
    expect((await step(rider, first.shipmentId, 'DELIVERED')).status).toBe(400);
    const firstWrong = firstCode === secondCode ? wrongCodeFor(firstCode) : secondCode;
    expect((await step(rider, first.shipmentId, 'DELIVERED', firstWrong)).status).toBe(400);
    // Wrong codes at one drop-off cost that drop-off's attempts only.
    expect(await row(first.shipmentId)).toMatchObject({ deliveryCodeFailures: 1 });
    expect(await row(second.shipmentId)).toMatchObject({ deliveryCodeFailures: 0 });
    expect(
      (
        await step(
          rider,
          second.shipmentId,
          'DELIVERED',
          firstCode === secondCode ? wrongCodeFor(secondCode) : firstCode,
        )
      ).status,
    ).toBe(400);
    expect((await step(rider, first.shipmentId, 'DELIVERED', firstCode)).status).toBe(200);
    expect((await step(rider, second.shipmentId, 'DELIVERED', secondCode)).status).toBe(200);
    expect((await stackStep(rider, stack.id, 'RETURNED')).status).toBe(200);
    expect(await row(first.shipmentId)).toMatchObject({ status: 'RETURNED' });
  });
});
