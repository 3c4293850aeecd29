/**
 * Money the client cannot decide: tampered fees and discounts are recomputed, foreign and expired
 * codes and points beyond the balance are refused, and loyalty balances never go negative nor
 * drift when many orders and reward claims race (a property over random parallel redemptions).
 */
import { randomUUID } from 'node:crypto';
import type { MenuOutput } from '@comanda/api';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { menuHash } from '../src/db/seed.ts';
import { databaseChecksum } from './contract-calls.ts';
import { asDiner } from './diner-helpers.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody } from './order-helpers.ts';

// A cash delivery of a burger with cheddar at Palermo Centro (see orders.test.ts).
const burger = () =>
  cartLine('plate-clasica', {
    garnishes: [
      { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
      { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
    ],
  });
const ITEMS = 1_030_000;
const SERVICE_FEE = 30_000 + 20_600;
const DELIVERY_CASH = 180_000;
const CASH_TOTAL = ITEMS + SERVICE_FEE + DELIVERY_CASH;

type Answer = { message: string; errors?: { kind: string; message: string }[]; price?: number };

let phones = 0;
/** A Palermo mobile nobody has used: as typed, and in E.164. */
function freshPhone() {
  phones += 1;
  const digits = `${4000 + ((Date.now() + phones) % 5000)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  return { typed: `11 ${digits.slice(0, 4)}-${digits.slice(4)}`, e164: `+5411${digits}` };
}

describe(`money on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const order = (overrides: Parameters<typeof orderBody>[0]) => server.send('POST', '/api/order', orderBody(overrides));
  const customer = async (phone: string) =>
    (
      await server.db
        .select()
        .from(t.customers)
        .where(and(eq(t.customers.branchId, 'br-palermo'), eq(t.customers.phone, phone)))
    )[0];
  /** A customer of Palermo with a balance, written straight to the database, signed in: `api` is their browser. */
  const customerWith = async (points: number) => {
    const phone = freshPhone();
    await server.db
      .insert(t.customers)
      .values({ id: randomUUID(), branchId: 'br-palermo', phone: phone.e164, name: 'Prueba', pointsBalance: points });
    return { ...phone, api: await asDiner(server, phone.e164, 'br-palermo') };
  };

  it('recomputes fees, discounts, surcharges and totals a client sends, whatever they say', async () => {
    const tampered = {
      ...orderBody({ items: [burger()], price: CASH_TOTAL, paysWith: 2_000_000, phone: '11 5555-0001' }),
      deliveryFee: 0,
      userServiceFee: 0,
      itemsPrice: 1,
      total: 1,
      discounts: [{ name: 'Regalo', type: 'FIXED', value: 1_000_000, amount: 1_000_000, discountReferenceId: 'gd-x' }],
      surcharges: [{ name: 'Nada', type: 'FIXED', value: 0, amount: 0 }],
      loyalty: { gainedPoints: 1_000_000 },
      status: 'DELIVERED',
      paymentStatus: 'PAID',
    };
    const response = await server.send('POST', '/api/order', tampered);
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { code: string } };
    const [row] = await server.db.select().from(t.orders).where(eq(t.orders.code, data.code));
    expect(row).toMatchObject({
      total: CASH_TOTAL,
      itemsPrice: ITEMS,
      deliveryFee: DELIVERY_CASH,
      userServiceFee: SERVICE_FEE,
      discounts: [],
      surcharges: [],
      status: 'GENERATED',
      paymentStatus: 'PENDING',
    });
    // Lucía earns by the program's rule (10 % of the $ 10.300 paid for products), not by the body.
    expect(row?.gainedPoints).toBe(1030);
  });

  it('refuses a price that matches the tampered lines instead of the menu, with the recomputed price', async () => {
    const before = await databaseChecksum(server);
    for (const price of [CASH_TOTAL - DELIVERY_CASH, CASH_TOTAL - SERVICE_FEE, ITEMS, 0, CASH_TOTAL + 1]) {
      const response = await order({ items: [burger()], price, paysWith: 2_000_000 });
      expect(response.status).toBe(409);
      expect(((await response.json()) as Answer).price).toBe(CASH_TOTAL);
    }
    expect(await databaseChecksum(server)).toEqual(before);
  });

  it('prices every order from the menu as it is now, also right after the venue changes a price', async () => {
    const [mode] = await server.db.select().from(t.orderModes).where(eq(t.orderModes.id, 'om-pc-delivery'));
    const menuId = mode?.menuId ?? '';
    const [menu] = await server.db.select().from(t.menus).where(eq(t.menus.id, menuId));
    if (!menu) throw new Error('the demo delivery menu is missing');
    const setMenu = (content: unknown) =>
      server.db
        .update(t.menus)
        .set({ content, hash: menuHash(content) })
        .where(eq(t.menus.id, menuId));
    expect((await order({ items: [burger()], price: CASH_TOTAL, paysWith: 2_000_000 })).status).toBe(201);
    // The burger goes up by $ 1.000.
    const dearer = structuredClone(menu.content) as MenuOutput;
    const clasica = dearer.categories.flatMap((category) => category.plates).find((p) => p.id === 'plate-clasica');
    const size = clasica?.sizes[0];
    if (!size) throw new Error('the demo burger is missing');
    size.price += 100_000;
    await setMenu(dearer);
    try {
      const stale = await order({ items: [burger()], price: CASH_TOTAL, paysWith: 2_000_000 });
      expect(stale.status).toBe(409);
      const price = ((await stale.json()) as Answer).price ?? 0;
      expect(price).toBeGreaterThanOrEqual(CASH_TOTAL + 100_000);
      expect((await order({ items: [burger()], price, paysWith: 2_000_000 })).status).toBe(201);
    } finally {
      await setMenu(menu.content);
    }
    expect((await order({ items: [burger()], price: CASH_TOTAL, paysWith: 2_000_000 })).status).toBe(201);
  });

  it("refuses another branch's code, at order time and at validation", async () => {
    const before = await databaseChecksum(server);
    const refused = await order({
      items: [burger()],
      price: CASH_TOTAL,
      paysWith: 2_000_000,
      discountCode: 'BELGRANO10',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Answer).errors?.[0]?.message).toBe(
      'No se encontró ningún descuento con el código ingresado.',
    );
    const validation = await server.send('POST', '/api/codediscounts/validate', {
      code: 'BELGRANO10',
      paymentId: 'pt-cash',
      phone: '11 5555-0002',
      orderDate: new Date().toISOString(),
      branchId: 'br-palermo',
    });
    expect(validation.status).toBeGreaterThanOrEqual(400);
    expect(validation.status).toBeLessThan(500);
    expect(await databaseChecksum(server)).toEqual(before);
  });

  it('refuses a limited-usage code once its validation is older than 180 s, or validated by another phone', async () => {
    const phone = freshPhone();
    const validate = (typed: string) =>
      server.client.validateCodeDiscount({
        body: {
          code: 'RELAMPAGO',
          paymentId: 'pt-cash',
          phone: typed,
          orderDate: new Date().toISOString(),
          branchId: 'br-palermo',
        },
      });
    const price = CASH_TOTAL - 200_000;
    const body = { items: [burger()], price, paysWith: 9_000_000, discountCode: 'RELAMPAGO' };
    await validate(phone.typed);
    // Another phone cannot ride on this validation.
    const other = await order({ ...body, phone: freshPhone().typed });
    expect(other.status).toBe(409);
    expect(((await other.json()) as Answer).errors?.[0]?.message).toBe('Tiempo de aplicacion del descuento vencido');
    // The validation ages past the window.
    await server.db
      .update(t.codeValidations)
      .set({ validatedAt: new Date(Date.now() - 181_000) })
      .where(and(eq(t.codeValidations.codeId, 'code-relampago'), eq(t.codeValidations.phone, phone.e164)));
    const expired = await order({ ...body, phone: phone.typed });
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as Answer).errors?.[0]?.message).toBe('Tiempo de aplicacion del descuento vencido');
    // Validated again, the same order goes through.
    await validate(phone.typed);
    expect((await order({ ...body, phone: phone.typed })).status).toBe(201);
  });

  it('refuses points beyond the balance, and cash below the total, writing nothing', async () => {
    const phone = await customerWith(300);
    const before = await databaseChecksum(server);
    const overBalance = await phone.api.send(
      'POST',
      '/api/order',
      orderBody({
        items: [burger()],
        price: CASH_TOTAL - 40_000,
        paysWith: 9_000_000,
        phone: phone.typed,
        loyaltyInfo: { redeemedPoints: 400 },
      }),
    );
    expect(overBalance.status).toBe(409);
    expect(((await overBalance.json()) as Answer).errors?.map((e) => e.kind)).toContain('loyalty');
    const short = await order({ items: [burger()], price: CASH_TOTAL, paysWith: CASH_TOTAL - 1 });
    expect(short.status).toBe(400);
    expect(((await short.json()) as Answer).message).toBe(
      'El monto con el cual abonará no puede ser menor al precio del pedido.',
    );
    expect(await databaseChecksum(server)).toEqual(before);
    expect((await customer(phone.e164))?.pointsBalance).toBe(300);
  });

  it('never lets parallel orders spend the same points twice, nor the balance drift (property)', async () => {
    // What the server charges for redeeming n points, asked once per n (the 409 carries the price).
    const priceFor = new Map<number, number>();
    const rich = await customerWith(1_000_000);
    const quote = async (points: number) => {
      const known = priceFor.get(points);
      if (known !== undefined) return known;
      const response = await rich.api.send(
        'POST',
        '/api/order',
        orderBody({
          items: [burger()],
          price: 0,
          paysWith: 9_000_000,
          phone: rich.typed,
          loyaltyInfo: { redeemedPoints: points },
        }),
      );
      const price = ((await response.json()) as Answer).price as number;
      priceFor.set(points, price);
      return price;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 2_500 }),
        fc.array(
          fc.integer({ min: 1, max: 10 }).map((n) => n * 100),
          { minLength: 2, maxLength: 8 },
        ),
        async (balance, redemptions) => {
          const phone = await customerWith(balance);
          const bodies = await Promise.all(
            redemptions.map(async (points) =>
              orderBody({
                items: [burger()],
                price: await quote(points),
                paysWith: 9_000_000,
                phone: phone.typed,
                loyaltyInfo: { redeemedPoints: points },
              }),
            ),
          );
          const responses = await Promise.all(bodies.map((body) => phone.api.send('POST', '/api/order', body)));
          let redeemed = 0;
          for (const [index, response] of responses.entries()) {
            // A loser gets a 409 with a message (points changed or insufficient), never a 5xx.
            expect([201, 409], await response.clone().text()).toContain(response.status);
            const answer = (await response.json()) as {
              data?: { loyalty: { redeemedPoints: number; gainedPoints: number } };
            };
            if (response.status === 201) {
              expect(answer.data?.loyalty.redeemedPoints).toBe(redemptions[index]);
              redeemed += answer.data?.loyalty.redeemedPoints ?? 0;
            }
          }
          const row = await customer(phone.e164);
          // Earned points wait for the orders to be paid: only the redemptions moved.
          expect(row?.pointsBalance).toBe(balance - redeemed);
          expect(row?.pointsBalance).toBeGreaterThanOrEqual(0);
          // No debit ever took the balance below zero.
          const movements = await server.db
            .select()
            .from(t.loyaltyMovements)
            .where(eq(t.loyaltyMovements.customerId, row?.id ?? ''));
          expect(
            movements
              .filter((m) => m.amount < 0)
              .map((m) => -m.amount)
              .reduce((a, b) => a + b, 0),
          ).toBe(redeemed);
          for (const movement of movements) expect(movement.postBalance).toBeGreaterThanOrEqual(0);
          // Every movement is written once, and they add up to the balance.
          const [sum] = await server.db
            .select({ total: sql<string>`coalesce(sum(${t.loyaltyMovements.amount}), 0)::text` })
            .from(t.loyaltyMovements)
            .where(eq(t.loyaltyMovements.customerId, row?.id ?? ''));
          expect(balance + Number(sum?.total)).toBe(row?.pointsBalance);
          const [orders] = await server.db
            .select({ n: sql<string>`count(*)::text` })
            .from(t.orders)
            .where(eq(t.orders.phone, phone.e164));
          expect(Number(orders?.n)).toBe(responses.filter((r) => r.status === 201).length);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('credits a reward once however many claims race', async () => {
    const phone = freshPhone();
    const asRayo = await asDiner(server, phone.e164, 'br-palermo');
    const body = {
      name: 'Rayo',
      email: 'rayo@example.com',
      phone: phone.typed.replace(/\D/g, ''),
      branchId: 'br-palermo',
      branchContactId: 'bc-palermo-centro',
      loyaltyRewardId: 'reward-bienvenida',
      acquisitionChannel: 'QR',
    };
    const path = `/api/diner/customer/${encodeURIComponent(phone.e164)}/loyalty-reward/reward-bienvenida`;
    const responses = await Promise.all(Array.from({ length: 12 }, () => asRayo.send('POST', path, body)));
    for (const response of responses) expect(response.status, await response.clone().text()).toBeLessThan(500);
    const claimed = await Promise.all(responses.map(async (r) => ((await r.json()) as { claimed?: boolean }).claimed));
    expect(
      claimed.filter((c) => c === true),
      JSON.stringify(claimed),
    ).toHaveLength(1);
    expect((await customer(phone.e164))?.pointsBalance).toBe(200);
  });
});
