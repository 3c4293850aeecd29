import { demoCustomer } from '@comanda/api/demo';
import { loyaltyClaimFailureMessage } from '@comanda/domain/loyalty';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { asDiner } from './diner-helpers.ts';
import { insertOrder, writableCounts } from './fixtures.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

const lucia = demoCustomer.phone;
/** A valid Argentine mobile nobody in the demo has. */
const newcomer = '+5491166660002';
const invalidPhone = '123456';

async function customerAt(server: TestServer, branchId: string, phone: string) {
  const [row] = await server.db
    .select()
    .from(t.customers)
    .where(and(eq(t.customers.branchId, branchId), eq(t.customers.phone, phone)));
  return row;
}

describe(`diners, sign-in and loyalty on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('getOrderingCustomer', () => {
    it('finds the signed-in diner by phone, however the number is typed', async () => {
      const asLucia = await asDiner(server, lucia, 'br-palermo');
      const expected = {
        optIn: true,
        addressesRegistered: ['Gorriti 4700, Buenos Aires'],
        name: 'Lucía Fernández',
        phone: lucia,
        loyaltyPointsBalance: 1200,
      };
      // With and without '+', without the country code, with the trunk 0.
      for (const phone of [lucia, lucia.slice(1), lucia.slice(3), `0${lucia.slice(3)}`]) {
        expect(
          await asLucia.client.getOrderingCustomer({ params: { phone }, query: { branchId: 'br-palermo' } }),
        ).toEqual(expected);
      }
    });

    it("answers the spec's fallback for a phone without its session, known or not, at any branch", async () => {
      const asNewcomer = await asDiner(server, newcomer, 'br-belgrano');
      for (const [phone, branchId] of [
        [newcomer, 'br-palermo'],
        [lucia, 'br-belgrano'],
        [lucia, 'br-palermo'],
      ] as const) {
        for (const caller of [server, asNewcomer]) {
          const response = await caller.request(
            `/api/orderingcustomer/${encodeURIComponent(phone)}?branchId=${branchId}`,
          );
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual({ optIn: false, addressesRegistered: [], loyaltyPointsBalance: 0 });
        }
      }
    });

    it('refuses a number that is not a valid phone, and an unknown branch', async () => {
      const bad = await server.request(`/api/orderingcustomer/${invalidPhone}?branchId=br-palermo`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: 'invalid_phone',
        message: 'Debe ingresar un número de teléfono válido para continuar.',
      });
      const malformed = await server.request('/api/orderingcustomer/abc-def?branchId=br-palermo');
      expect(malformed.status).toBe(400);
      const branch = await server.request(`/api/orderingcustomer/${encodeURIComponent(lucia)}?branchId=br-nope`);
      expect(branch.status).toBe(404);
      expect(await branch.json()).toMatchObject({ message: 'Sucursal no encontrado' });
    });
  });

  describe('rate limits', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startTestServer({ RATE_LIMIT_PHONE_LOOKUP: '2/60s', RATE_LIMIT_SIGN_IN: '1/60s' });
    });
    afterAll(() => limited.close());

    it('limits phone lookups, counting malformed ones too', async () => {
      const path = `/api/orderingcustomer/${encodeURIComponent(lucia)}?branchId=br-palermo`;
      expect((await limited.request('/api/orderingcustomer/abc?branchId=br-palermo')).status).toBe(400);
      expect((await limited.request(path)).status).toBe(200);
      const third = await limited.request(path);
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await third.json()).toMatchObject({
        message: 'Demasiados intentos. Espere unos minutos y vuelva a intentar.',
      });
    });

    it('limits sign-in codes per client, and a refused request sends nothing', async () => {
      const body = { phone: '+5491166660009', branchId: 'br-palermo' };
      expect((await limited.send('POST', '/api/diner/signin/code', body)).status).toBe(200);
      const before = await writableCounts(limited.db);
      const second = await limited.send('POST', '/api/diner/signin/code', { ...body, phone: '+5491166660010' });
      expect(second.status).toBe(429);
      expect(await writableCounts(limited.db)).toEqual(before);
    });
  });

  describe('loyalty program and history', () => {
    it("answers the branch's program, or an empty object when it has none", async () => {
      expect(await server.client.getLoyaltyProgram({ params: { id: 'br-palermo' } })).toEqual({
        name: 'Puntos Sabores',
        active: true,
        orderPercentage: 10,
        minRedeemedPoints: 100,
        maxRedeemedPoints: 5000,
        maxRedeemedPercentage: 50,
        supportsDiscounts: true,
        branchContactIds: ['bc-palermo-centro'],
      });
      expect(await server.client.getLoyaltyProgram({ params: { id: 'br-belgrano' } })).toEqual({});
      expect((await server.request('/api/branch/br-nope/loyalty-program')).status).toBe(404);
    });

    it('pages the history newest first', async () => {
      const params = { branchId: 'br-palermo', customerPhone: lucia };
      const asLucia = await asDiner(server, lucia, 'br-palermo');
      const first = await asLucia.client.getLoyaltyHistory({ params, query: { offset: 0, limit: 2 } });
      expect(first.history.map((h) => [h.orderCode, h.amount, h.postBalance])).toEqual([
        ['DEMO-0003', 700, 1200],
        ['DEMO-0002', -300, 500],
      ]);
      expect(first.hasMore).toBe(true);
      const second = await asLucia.client.getLoyaltyHistory({ params, query: { offset: 2, limit: 2 } });
      expect(second.history.map((h) => h.orderCode)).toEqual(['DEMO-0001']);
      expect(second.hasMore).toBe(false);
      const all = await asLucia.client.getLoyaltyHistory({ params, query: {} });
      expect(all.history).toHaveLength(3);
      expect(Date.parse(all.history[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(all.history[2]?.createdAt ?? ''));
    });

    it('answers an empty history to a diner without points there, and refuses bad input', async () => {
      const empty = { history: [], hasMore: false };
      const asNewcomer = await asDiner(server, newcomer, 'br-palermo');
      expect(
        await asNewcomer.client.getLoyaltyHistory({
          params: { branchId: 'br-palermo', customerPhone: newcomer },
          query: {},
        }),
      ).toEqual(empty);
      const asLuciaAtBelgrano = await asDiner(server, lucia, 'br-belgrano');
      expect(
        await asLuciaAtBelgrano.client.getLoyaltyHistory({
          params: { branchId: 'br-belgrano', customerPhone: lucia },
          query: {},
        }),
      ).toEqual(empty);
      expect((await server.request(`/api/branch/br-palermo/loyalty-points/history/${invalidPhone}`)).status).toBe(400);
      expect(
        (await server.request(`/api/branch/br-nope/loyalty-points/history/${encodeURIComponent(lucia)}`)).status,
      ).toBe(404);
      expect(
        (await server.request(`/api/branch/br-palermo/loyalty-points/history/${encodeURIComponent(lucia)}?limit=500`))
          .status,
      ).toBe(400);
    });
  });

  describe('loyalty reward', () => {
    const claimBody = (phone: string, overrides: Record<string, unknown> = {}) => ({
      name: 'Martín Gómez',
      phone,
      email: 'martin@example.com',
      branchId: 'br-palermo',
      branchContactId: 'bc-palermo-centro',
      loyaltyRewardId: 'reward-bienvenida',
      acquisitionChannel: 'QR',
      ...overrides,
    });
    const claimPath = (phone: string, rewardId = 'reward-bienvenida') =>
      `/api/diner/customer/${encodeURIComponent(phone)}/loyalty-reward/${rewardId}`;

    it('offers the reward of the contact, or of the branch, and nothing elsewhere', async () => {
      const reward = {
        id: 'reward-bienvenida',
        amount: 200,
        active: true,
        branchId: 'br-palermo',
        branchContactId: 'bc-palermo-centro',
        done: false,
      };
      expect(
        await server.client.getLoyaltyReward({
          params: { id: 'br-palermo' },
          query: { branchContactId: 'bc-palermo-centro', phone: newcomer },
        }),
      ).toEqual(reward);
      expect(await server.client.getLoyaltyReward({ params: { id: 'br-palermo' }, query: {} })).toEqual(reward);
      expect(
        await server.client.getLoyaltyReward({
          params: { id: 'br-palermo' },
          query: { branchContactId: 'bc-palermo-norte' },
        }),
      ).toEqual({});
      expect(await server.client.getLoyaltyReward({ params: { id: 'br-belgrano' }, query: {} })).toEqual({
        id: 'reward-belgrano',
        amount: 150,
        active: true,
        branchId: 'br-belgrano',
        branchContactId: 'bc-belgrano',
        done: false,
      });
      expect(await server.client.getLoyaltyReward({ params: { id: 'br-recoleta' }, query: {} })).toEqual({});
    });

    it("refuses another branch's contact, an unknown branch and an invalid phone", async () => {
      expect((await server.request('/api/branch/br-palermo/loyalty-reward?branchContactId=bc-belgrano')).status).toBe(
        404,
      );
      expect((await server.request('/api/branch/br-nope/loyalty-reward')).status).toBe(404);
      expect((await server.request(`/api/branch/br-palermo/loyalty-reward?phone=${invalidPhone}`)).status).toBe(400);
    });

    it('claims once, signed in: the points and a history entry, and the reward reads done to the diner only', async () => {
      const phone = '+5491166660004';
      const asMartin = await asDiner(server, phone, 'br-palermo');
      const before = await writableCounts(server.db);
      expect(
        await asMartin.client.claimLoyaltyReward({
          params: { phone, rewardId: 'reward-bienvenida' },
          body: claimBody('91166660004'),
        }),
      ).toEqual({ claimed: true });
      const after = await writableCounts(server.db);
      expect(after).toMatchObject({
        rewardClaims: before.rewardClaims + 1,
        // Signing in made the diner a customer already.
        customers: before.customers,
        loyaltyMovements: before.loyaltyMovements + 1,
      });
      const customer = await customerAt(server, 'br-palermo', phone);
      expect(customer).toMatchObject({ name: 'Martín Gómez', email: 'martin@example.com', pointsBalance: 200 });
      const history = await asMartin.client.getLoyaltyHistory({
        params: { branchId: 'br-palermo', customerPhone: phone },
        query: {},
      });
      expect(history.history).toEqual([
        expect.objectContaining({ orderCode: 'PREMIO-reward-bienvenida', amount: 200, postBalance: 200 }),
      ]);
      const rewardFor = (caller: TestServer | typeof asMartin) =>
        caller.client.getLoyaltyReward({
          params: { id: 'br-palermo' },
          query: { branchContactId: 'bc-palermo-centro', phone: '91166660004' },
        });
      expect(await rewardFor(asMartin)).toMatchObject({ id: 'reward-bienvenida', done: true });
      // Whether a phone took the reward is not told to whoever types the phone.
      expect(await rewardFor(server)).toMatchObject({ id: 'reward-bienvenida', done: false });

      // The second claim of the same reward and phone: 409 'already exists', nothing written.
      const second = await asMartin.send('POST', claimPath(phone), claimBody(phone));
      expect(second.status).toBe(409);
      const body = (await second.json()) as { message: string };
      expect(body.message).toContain('already exists');
      expect(loyaltyClaimFailureMessage(body)).toBe('Ya ha canjeado este premio');
      expect(await writableCounts(server.db)).toEqual(after);
      expect((await customerAt(server, 'br-palermo', phone))?.pointsBalance).toBe(200);
    });

    it("credits a known diner's balance in the same write, keeping the name on file", async () => {
      const asLucia = await asDiner(server, lucia, 'br-palermo');
      await asLucia.client.claimLoyaltyReward({
        params: { phone: lucia, rewardId: 'reward-bienvenida' },
        body: claimBody(lucia, { name: 'Otra Persona' }),
      });
      const customer = await customerAt(server, 'br-palermo', lucia);
      expect(customer).toMatchObject({ name: 'Lucía Fernández', pointsBalance: 1400 });
      const [movement] = await server.db
        .select()
        .from(t.loyaltyMovements)
        .where(eq(t.loyaltyMovements.customerId, demoCustomer.id))
        .orderBy(desc(t.loyaltyMovements.createdAt))
        .limit(1);
      expect(movement).toMatchObject({ amount: 200, postBalance: 1400 });
    });

    it.each([
      ['an invalid phone', invalidPhone, {}, 400, 'El número de teléfono es invalido'],
      ['a body phone that is another number', '+5491166660005', { phone: '+5491166660006' }, 400, undefined],
      ['a body reward that is another reward', '+5491166660005', { loyaltyRewardId: 'reward-otro' }, 400, undefined],
      ['an empty email', '+5491166660005', { email: ' ' }, 400, 'Debe completar todos los campos para continuar'],
      ['a malformed email', '+5491166660005', { email: 'martin@' }, 400, 'Ingrese un email valido'],
      ['an empty name', '+5491166660005', { name: '' }, 400, undefined],
      [
        "another branch's reward",
        '+5491166660005',
        { branchId: 'br-belgrano', branchContactId: 'bc-belgrano' },
        404,
        'Premio no encontrado',
      ],
      ["another branch's contact", '+5491166660005', { branchContactId: 'bc-belgrano' }, 404, 'Local no encontrado'],
      [
        'a contact the reward is not for',
        '+5491166660005',
        { branchContactId: 'bc-palermo-norte' },
        404,
        'Premio no encontrado',
      ],
      ['an unknown branch', '+5491166660005', { branchId: 'br-nope' }, 404, 'Sucursal no encontrado'],
    ])('refuses %s, writing nothing', async (_case, phone, overrides, status, message) => {
      const before = await writableCounts(server.db);
      const response = await server.send('POST', claimPath(phone), claimBody(phone, overrides));
      expect(response.status).toBe(status);
      if (message) expect(await response.json()).toMatchObject({ message });
      expect(await writableCounts(server.db)).toEqual(before);
    });

    it('refuses an unknown or inactive reward', async () => {
      const phone = '+5491166660007';
      expect(
        (
          await server.send(
            'POST',
            claimPath(phone, 'reward-nope'),
            claimBody(phone, { loyaltyRewardId: 'reward-nope' }),
          )
        ).status,
      ).toBe(404);
      await server.db
        .update(t.loyaltyRewards)
        .set({ active: false })
        .where(eq(t.loyaltyRewards.id, 'reward-bienvenida'));
      try {
        const before = await writableCounts(server.db);
        expect((await server.send('POST', claimPath(phone), claimBody(phone))).status).toBe(404);
        expect(await server.client.getLoyaltyReward({ params: { id: 'br-palermo' }, query: {} })).toEqual({});
        expect(await writableCounts(server.db)).toEqual(before);
      } finally {
        await server.db
          .update(t.loyaltyRewards)
          .set({ active: true })
          .where(eq(t.loyaltyRewards.id, 'reward-bienvenida'));
      }
    });
  });

  describe('getDinerOrders', () => {
    const stranger = '+5491166660008';
    beforeAll(async () => {
      const start = Date.parse('2025-03-01T12:00:00Z');
      for (let i = 0; i < 22; i += 1) {
        await insertOrder(server.db, {
          id: `order-list-${String(i).padStart(2, '0')}`,
          code: `LIST-${String(i).padStart(2, '0')}`,
          phone: stranger,
          orderedAt: new Date(start + i * 3_600_000),
        });
      }
      // The newest: take away, paid by card, no address.
      await insertOrder(server.db, {
        id: 'order-list-takeaway',
        code: 'LIST-TA',
        phone: stranger,
        orderModeId: 'om-pc-takeaway',
        type: 'TAKE_AWAY',
        status: 'GENERATED',
        paymentTypeId: 'pt-card',
        paymentStatus: 'APPROVED',
        onlinePayment: true,
        destination: null,
        total: 990_000,
        orderedAt: new Date(start + 30 * 3_600_000),
      });
      // Neither of these is the diner's at Palermo Centro.
      await insertOrder(server.db, {
        code: 'LIST-NORTE',
        phone: stranger,
        branchContactId: 'bc-palermo-norte',
        orderModeId: 'om-pn-delivery',
      });
      await insertOrder(server.db, { code: 'LIST-OTHER', phone: newcomer });
    });

    it('lists the diner orders at the contact newest first, 20 a page, in the summary shape', async () => {
      const asStranger = await asDiner(server, stranger, 'br-palermo');
      const first = await asStranger.client.getDinerOrders({
        query: { phone: '91166660008', branchContactId: 'bc-palermo-centro', offset: 0 },
      });
      expect(first.dinerOrders.orders).toHaveLength(20);
      expect(first.dinerOrders.hasMore).toBe(true);
      expect(first.dinerOrders.orders[0]).toEqual({
        id: 'order-list-takeaway',
        code: 'LIST-TA',
        orderedAt: '2025-03-02T18:00:00.000Z',
        total: 990_000,
        paymentType: 'Tarjeta de crédito o débito',
        paid: true,
        orderModeName: 'Take away',
        status: 'GENERATED',
        branchContact: { id: 'bc-palermo-centro', alias: 'palermo-centro', name: 'Sabores Palermo Centro' },
      });
      expect(first.dinerOrders.orders[1]).toEqual({
        id: 'order-list-21',
        code: 'LIST-21',
        orderedAt: '2025-03-02T09:00:00.000Z',
        total: 1_150_000,
        paymentType: 'Efectivo',
        paid: false,
        orderModeName: 'Delivery',
        status: 'UNCONFIRMED',
        address: 'Gorriti 4700',
        branchContact: { id: 'bc-palermo-centro', alias: 'palermo-centro', name: 'Sabores Palermo Centro' },
      });
      const second = await asStranger.client.getDinerOrders({
        query: { phone: stranger, branchContactId: 'bc-palermo-centro', offset: 20 },
      });
      expect(second.dinerOrders.orders.map((o) => o.code)).toEqual(['LIST-02', 'LIST-01', 'LIST-00']);
      expect(second.dinerOrders.hasMore).toBe(false);
    });

    it('answers an empty list for a diner without orders there', async () => {
      const asLucia = await asDiner(server, lucia, 'br-belgrano');
      expect(
        await asLucia.client.getDinerOrders({ query: { phone: lucia, branchContactId: 'bc-belgrano', offset: 0 } }),
      ).toEqual({ dinerOrders: { orders: [], hasMore: false } });
    });

    it('refuses an invalid phone and an unknown contact', async () => {
      const bad = await server.request(`/api/orders?phone=${invalidPhone}&branchContactId=bc-palermo-centro`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ message: 'Debe ingresar un número de teléfono válido para continuar.' });
      const contact = await server.request(`/api/orders?phone=${encodeURIComponent(stranger)}&branchContactId=bc-nope`);
      expect(contact.status).toBe(404);
      expect((await server.request(`/api/orders?branchContactId=bc-palermo-centro`)).status).toBe(400);
    });
  });
});
