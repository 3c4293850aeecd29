/**
 * Concurrent status updates keep both state machines legal: staff and riders racing on the same
 * order or shipment get 200 or a 409 with a message (never a 5xx, never a deadlock answered as an
 * error), and what is left in the database is a state the machines can reach. The idempotency and
 * fifty-accepts races are in orders.test.ts and logistics.test.ts; parallel point redemptions in
 * money.test.ts.
 */
import { staffOrderTargets } from '@comanda/api';
import { orderEventFor, orderTransition } from '@comanda/domain/order';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_STAFF_TOKEN } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  authed,
  deliveryCodeOf,
  placeDeliveryOrder,
  ridersOnShift,
} from './logistics-helpers.ts';

const OPEN = ['PENDING', 'LOOKING_FOR_DRIVER', 'STACKING', 'ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'];

describe(`concurrent status updates on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const staffSet = (code: string, status: string) =>
    authed(server, 'PUT', `/api/staff/orders/${code}/status`, DEVELOPMENT_STAFF_TOKEN, { status });
  const riderStep = async (rider: { token: string; riderId: string }, shipmentId: string, status: string) =>
    authed(server, 'PUT', `/api/shipments/${shipmentId}`, rider.token, {
      status,
      id: shipmentId,
      rider_id: rider.riderId,
      ...(status === 'DELIVERED' ? { securityCode: await deliveryCodeOf(server, shipmentId) } : {}),
    });

  async function stateOf(orderId: string) {
    const [order] = await server.db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const shipments = await server.db.select().from(t.shipments).where(eq(t.shipments.orderId, orderId));
    return { order: order as NonNullable<typeof order>, shipments };
  }

  /** What must hold between an own-fleet delivery order and its shipments, whatever raced. */
  async function expectConsistent(orderId: string) {
    const { order, shipments } = await stateOf(orderId);
    const open = shipments.filter((s) => OPEN.includes(s.status));
    const delivered = shipments.filter((s) => s.status === 'DELIVERED');
    expect(open.length, JSON.stringify(shipments)).toBeLessThanOrEqual(1);
    expect(delivered.length).toBeLessThanOrEqual(1);
    // Canceling an order cancels its shipment, whatever it was doing.
    if (order.status === 'CANCELED') expect([open.length, delivered.length]).toEqual([0, 0]);
    if (delivered.length === 1) expect(order.status).toBe('DELIVERED');
    if (order.status === 'DELIVERED') expect(delivered.length + open.length).toBeLessThanOrEqual(1);
    if (order.status === 'ACCEPTED' || order.status === 'READY') expect(open).toHaveLength(1);
    return { order, shipments };
  }

  const expectAnswered = async (responses: Response[]) => {
    for (const response of responses) {
      expect([200, 409], await response.clone().text()).toContain(response.status);
      if (response.status === 409)
        expect(typeof ((await response.json()) as { message: string }).message).toBe('string');
    }
  };

  /** A delivery order whose shipment a rider carries, on the way to the customer. */
  async function onTheWay(rider: { token: string; riderId: string }) {
    const order = await acceptedDeliveryOrder(server);
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF']) {
      const response = await riderStep(rider, order.shipmentId, status);
      if (response.status !== 200) throw new Error(`${status}: ${response.status} ${await response.text()}`);
    }
    return order;
  }

  it('staff canceling while the rider delivers: one wins, order and shipment agree', async () => {
    const riders = await ridersOnShift(server, 6);
    const outcomes = await Promise.all(
      riders.map(async (rider) => {
        const order = await onTheWay(rider);
        const responses = await Promise.all([
          staffSet(order.code, 'CANCELED'),
          riderStep(rider, order.shipmentId, 'DELIVERED'),
        ]);
        await expectAnswered(responses);
        expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
        return (await expectConsistent(order.id)).order.status;
      }),
    );
    for (const status of outcomes) expect(['CANCELED', 'DELIVERED']).toContain(status);
  });

  it('a rider canceling while staff cancels the order: the order is not put back up for riders', async () => {
    const riders = await ridersOnShift(server, 6);
    await Promise.all(
      riders.map(async (rider) => {
        const order = await acceptedDeliveryOrder(server);
        expect((await riderStep(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP')).status).toBe(200);
        const responses = await Promise.all([
          staffSet(order.code, 'CANCELED'),
          riderStep(rider, order.shipmentId, 'DRIVER_CANCELED'),
        ]);
        await expectAnswered(responses);
        const { order: row, shipments } = await expectConsistent(order.id);
        expect(row.status).toBe('CANCELED');
        // Whatever is still offered cannot be taken.
        for (const offered of shipments.filter((s) => s.status === 'LOOKING_FOR_DRIVER')) {
          const taken = await riderStep(rider, offered.id, 'ON_ROUTE_TO_PICKUP');
          expect(taken.status).toBe(409);
        }
        const listed = await authed(server, 'GET', '/api/shipments?branchContactId=bc-palermo-centro', rider.token);
        const ids = ((await listed.json()) as { shipments: { id: string }[] }).shipments.map((s) => s.id);
        for (const shipment of shipments) expect(ids).not.toContain(shipment.id);
      }),
    );
  });

  it('the same rider sending one step twice at once moves the shipment once', async () => {
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const order = await acceptedDeliveryOrder(server);
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF', 'DELIVERED']) {
      const responses = await Promise.all(Array.from({ length: 4 }, () => riderStep(rider, order.shipmentId, status)));
      await expectAnswered(responses);
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
      const { shipments } = await expectConsistent(order.id);
      expect(shipments[0]?.status).toBe(status);
    }
  });

  it('a rider accepting while staff stacks the shipment: it ends up in one of the two, never both', async () => {
    const riders = await ridersOnShift(server, 5);
    await Promise.all(
      riders.map(async (rider) => {
        const order = await acceptedDeliveryOrder(server);
        const responses = await Promise.all([
          riderStep(rider, order.shipmentId, 'ON_ROUTE_TO_PICKUP'),
          authed(server, 'POST', '/api/staff/stacks', DEVELOPMENT_STAFF_TOKEN, {
            branchContact: 'palermo-centro',
            shipments: [{ shipmentId: order.shipmentId }],
          }),
        ]);
        for (const response of responses) expect([200, 201, 409]).toContain(response.status);
        expect(responses.filter((r) => r.status < 300)).toHaveLength(1);
        const { shipments } = await expectConsistent(order.id);
        const [shipment] = shipments;
        expect(shipment?.riderId === null || shipment?.stackId === null).toBe(true);
        expect(shipment?.riderId !== null || shipment?.stackId !== null).toBe(true);
      }),
    );
  });

  it('staff sending random targets at once: the successes form a legal chain and the shipments agree (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...staffOrderTargets), { minLength: 2, maxLength: 5 }),
        async (targets) => {
          const order = await placeDeliveryOrder(server);
          const responses = await Promise.all(targets.map((status) => staffSet(order.code, status)));
          await expectAnswered(responses);
          const succeeded = targets.filter((_, i) => responses[i]?.status === 200);
          const { order: row, shipments } = await expectConsistent(order.id);
          // Some order of the successful moves walks the transition table from GENERATED to where the order is.
          const legal = (from: string, rest: readonly string[]): boolean => {
            if (rest.length === 0) return from === row.status;
            return rest.some((target, i) => {
              const event = orderEventFor(from, target);
              const move = event ? orderTransition(from, event) : null;
              return move?.ok === true && legal(move.status, [...rest.slice(0, i), ...rest.slice(i + 1)]);
            });
          };
          expect(legal('GENERATED', succeeded), `${JSON.stringify(succeeded)} → ${row.status}`).toBe(true);
          // Each acceptance created one shipment, and never two at once.
          expect(shipments.length).toBe(succeeded.filter((s) => s === 'ACCEPTED').length);
        },
      ),
      { numRuns: 12 },
    );
  });
});
