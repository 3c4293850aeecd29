/**
 * A phone number is not an identity (docs/security.md, "Diner identity and points"). Attacks as a
 * stranger would make them: reading a diner's data by phone, with another diner's session,
 * spending another diner's points, claiming rewards for invented phones; and the points ledger
 * under random orders, payments and cancellations.
 */
import { randomUUID } from 'node:crypto';
import { demoCustomer } from '@comanda/api/demo';
import { settledOrderPoints } from '@comanda/domain/loyalty';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { asDiner, STAFF_HEADERS } from './diner-helpers.ts';
import { writableCounts } from './fixtures.ts';
import { type ApiCallers, databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody } from './order-helpers.ts';

const lucia = demoCustomer.phone;
const palermo = 'br-palermo';
const card = { cardName: 'Juana Pérez', cardExpiry: '12/39', cardSecurityCode: '123', cardDocument: '30123456' };

let phones = 0;
/** A mobile nobody has used. */
const freshPhone = () => {
  phones += 1;
  return `+54911${String(70_000_000 + (((Date.now() % 1_000_000) * 10 + phones) % 29_999_999))}`;
};

describe(`a stranger against diners' data and points on ${databaseKind}`, () => {
  let server: TestServer;
  let mallory: ApiCallers;
  beforeAll(async () => {
    server = await startTestServer();
    mallory = await asDiner(server, '+5491177770001', palermo);
  });
  afterAll(() => server.close());

  const luciaBalance = async () =>
    (await server.db.select().from(t.customers).where(eq(t.customers.id, demoCustomer.id)))[0]?.pointsBalance;

  it('a phone alone reads nothing of its diner: no name, addresses, points, orders or history', async () => {
    for (const caller of [server, mallory]) {
      for (let i = 0; i < 40; i++) {
        const lookup = await caller.request(`/api/orderingcustomer/${encodeURIComponent(lucia)}?branchId=${palermo}`);
        expect(await lookup.json()).toEqual({ optIn: false, addressesRegistered: [], loyaltyPointsBalance: 0 });
      }
      const orders = await caller.request(
        `/api/orders?phone=${encodeURIComponent(lucia)}&branchContactId=bc-palermo-centro`,
      );
      const history = await caller.request(
        `/api/branch/${palermo}/loyalty-points/history/${encodeURIComponent(lucia)}`,
      );
      for (const response of [orders, history]) {
        expect(response.status).toBe(caller === server ? 401 : 403);
        const body = await response.json();
        expect(body).toMatchObject({ message: 'Inicie sesión con su teléfono para ver esto' });
        expect(JSON.stringify(body)).not.toMatch(/DEMO-|Gorriti|Lucía/);
      }
    }
  });

  it("spends nobody's points without their session: anonymous or as another diner, nothing moves", async () => {
    const before = await writableCounts(server.db);
    const balance = await luciaBalance();
    for (const caller of [server, mallory]) {
      const response = await caller.send(
        'POST',
        '/api/order',
        orderBody({
          items: [cartLine('plate-flan')],
          price: 1,
          paysWith: 9_000_000,
          phone: lucia,
          loyaltyInfo: { redeemedPoints: 500 },
        }),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'diner_session_required' });
    }
    expect(await luciaBalance()).toBe(balance);
    expect(await writableCounts(server.db)).toEqual(before);
  });

  it('claims no reward for invented phones, nor for another diner', async () => {
    const before = await writableCounts(server.db);
    const claim = (caller: ApiCallers, phone: string) =>
      caller.send('POST', `/api/diner/customer/${encodeURIComponent(phone)}/loyalty-reward/reward-bienvenida`, {
        name: 'Nadie',
        phone,
        email: 'nadie@example.com',
        branchId: palermo,
        branchContactId: 'bc-palermo-centro',
        loyaltyRewardId: 'reward-bienvenida',
      });
    for (let i = 0; i < 45; i++) expect((await claim(server, `+549116000${String(1000 + i)}`)).status).toBe(401);
    expect((await claim(mallory, lucia)).status).toBe(403);
    expect(await writableCounts(server.db)).toEqual(before);
  });

  it("another branch's session is no session here", async () => {
    const luciaAtBelgrano = await asDiner(server, lucia, 'br-belgrano');
    const history = await luciaAtBelgrano.request(
      `/api/branch/${palermo}/loyalty-points/history/${encodeURIComponent(lucia)}`,
    );
    expect(history.status).toBe(403);
  });
});

type Op =
  | { readonly kind: 'order'; readonly payment: 'cash' | 'card'; readonly points: number }
  | { readonly kind: 'pay' | 'accept' | 'cancel' | 'deliver'; readonly index: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    payment: fc.constantFrom('cash' as const, 'card' as const),
    points: fc.constantFrom(0, 0, 100, 300),
  }),
  fc.record({
    kind: fc.constantFrom('pay' as const, 'accept' as const, 'cancel' as const, 'deliver' as const),
    index: fc.nat(7),
  }),
);

describe(`the points ledger under orders, payments and cancellations on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Places an order at the price the server quotes for it (its 409 carries the price). */
  async function place(api: ApiCallers, phone: string, op: Extract<Op, { kind: 'order' }>) {
    const body = (price: number) =>
      orderBody({
        type: 'TAKE_AWAY',
        orderModeId: 'om-pc-takeaway',
        destination: undefined,
        paymentType: op.payment === 'cash' ? 'pt-cash' : 'pt-card',
        items: [cartLine('plate-clasica', { garnishes: [{ groupId: 'group-punto', garnishId: 'garnish-a-punto' }] })],
        price,
        phone,
        ...(op.payment === 'cash' ? { paysWith: 9_000_000 } : {}),
        ...(op.points > 0 ? { loyaltyInfo: { redeemedPoints: op.points } } : {}),
      });
    const quote = (await (await api.send('POST', '/api/order', body(0))).json()) as { price?: number };
    if (quote.price === undefined) return null;
    const response = await api.send('POST', '/api/order', body(quote.price));
    // Points the balance no longer covers are refused with a message: a valid outcome.
    if (response.status !== 201) {
      expect(response.status, await response.clone().text()).toBe(409);
      return null;
    }
    return ((await response.json()) as { data: { id: string; code: string } }).data;
  }

  async function pay(orderId: string) {
    const token = await server.client.createCardToken({ body: { ...card, cardNumber: '4242424242424242' } });
    await server.send('POST', '/api/order/payment', {
      token: token.token,
      paymentMethodId: token.paymentMethodId,
      dinerOrderId: orderId,
      cardName: card.cardName,
      identificationType: 'DNI',
      identificationNumber: card.cardDocument,
    });
  }

  const setStatus = (code: string, status: string) =>
    server.request(`/api/staff/orders/${code}/status`, {
      method: 'PUT',
      headers: { ...STAFF_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    });

  async function expectLedgerHolds(customerId: string, opening: number) {
    const [customer] = await server.db.select().from(t.customers).where(eq(t.customers.id, customerId));
    const movements = await server.db
      .select()
      .from(t.loyaltyMovements)
      .where(eq(t.loyaltyMovements.customerId, customerId));
    const balance = customer?.pointsBalance ?? -1;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(opening + movements.reduce((sum, m) => sum + m.amount, 0)).toBe(balance);
    for (const movement of movements) expect(movement.postBalance).toBeGreaterThanOrEqual(0);
    const orders = await server.db.select().from(t.orders).where(eq(t.orders.customerId, customerId));
    for (const order of orders) {
      const net = movements.filter((m) => m.orderCode === order.code).reduce((sum, m) => sum + m.amount, 0);
      // A standing order has moved exactly what it owes; a canceled one gave back what it
      // spent and took back what it earned, as far as the balance allowed.
      if (order.status === 'CANCELED') {
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBeLessThanOrEqual(order.gainedPoints);
      } else expect(net, `${order.code} ${order.status} ${order.paymentStatus}`).toBe(settledOrderPoints(order));
      // Nothing is earned before the order is paid.
      if (order.paymentStatus !== 'APPROVED' && order.status === 'UNCONFIRMED') expect(net).toBeLessThanOrEqual(0);
    }
  }

  it('keeps the ledger equal to the balance and never negative (property)', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 600 }),
        fc.array(opArbitrary, { minLength: 1, maxLength: 8 }),
        async (opening, ops) => {
          const phone = freshPhone();
          const customerId = randomUUID();
          await server.db
            .insert(t.customers)
            .values({ id: customerId, branchId: palermo, phone, pointsBalance: opening });
          const api = await asDiner(server, phone, palermo);
          const placed: { id: string; code: string }[] = [];
          for (const op of ops) {
            if (op.kind === 'order') {
              const order = await place(api, phone, op);
              if (order) placed.push(order);
              continue;
            }
            const order = placed[op.index % Math.max(placed.length, 1)];
            if (!order) continue;
            if (op.kind === 'pay') await pay(order.id);
            else await setStatus(order.code, { accept: 'ACCEPTED', cancel: 'CANCELED', deliver: 'DELIVERED' }[op.kind]);
            await expectLedgerHolds(customerId, opening);
          }
          await expectLedgerHolds(customerId, opening);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('an unpaid card order earns nothing; paying earns; cancelling returns what was spent and takes back what was earned', async () => {
    const phone = freshPhone();
    const customerId = randomUUID();
    await server.db.insert(t.customers).values({ id: customerId, branchId: palermo, phone, pointsBalance: 500 });
    const api = await asDiner(server, phone, palermo);
    const balance = async () =>
      (
        await server.db
          .select()
          .from(t.customers)
          .where(and(eq(t.customers.id, customerId)))
      )[0]?.pointsBalance;
    const order = await place(api, phone, { kind: 'order', payment: 'card', points: 300 });
    if (!order) throw new Error('the order was not placed');
    const [row] = await server.db.select().from(t.orders).where(eq(t.orders.code, order.code));
    expect(row?.gainedPoints).toBeGreaterThan(0);
    expect(await balance()).toBe(200);
    await pay(order.id);
    expect(await balance()).toBe(200 + (row?.gainedPoints ?? 0));
    expect((await setStatus(order.code, 'CANCELED')).status).toBe(200);
    expect(await balance()).toBe(500);
    await expectLedgerHolds(customerId, 500);
  });
});
