/**
 * Diner §5 "phone required if forced", "name required if forced", "email if forced": the store's
 * settings decide, and the server applies them with the same domain rule as the checkout, so a
 * browser that skips the form cannot skip a forced field.
 */
import type { CreateOrderInput } from '@comanda/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody, sendPriced as sendOrderPriced } from './order-helpers.ts';

/** A take-away of one empanada at Palermo Centro, which forces nothing, paid in cash. */
const palermoTakeAway = (overrides: Partial<CreateOrderInput> = {}) =>
  orderBody({
    items: [cartLine('plate-empanada-carne')],
    price: 0,
    type: 'TAKE_AWAY',
    orderModeId: 'om-pc-takeaway',
    destination: undefined,
    paysWith: 10_000_000,
    ...overrides,
  });

/** The same at Belgrano, which forces phone, name and email. */
const belgranoTakeAway = (overrides: Partial<CreateOrderInput> = {}) =>
  palermoTakeAway({ branchContact: 'bc-belgrano', orderModeId: 'om-bel-takeaway', ...overrides });

describe(`the checkout's forced fields on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const orderCount = async () => (await server.db.select({ n: count() }).from(t.orders))[0]?.n ?? 0;

  const sendPriced = (body: CreateOrderInput) => sendOrderPriced(server, body);

  it("tells the storefront what each store forces, as the contact's settings", async () => {
    const palermo = await server.client.getBranchContact({ params: { id: 'bc-palermo-centro' } });
    expect(palermo).toMatchObject({ mandatoryPhone: false, mandatoryName: false, mandatoryEmail: false });
    const belgrano = await server.client.getBranchContact({ params: { id: 'bc-belgrano' } });
    expect(belgrano).toMatchObject({ mandatoryPhone: true, mandatoryName: true, mandatoryEmail: true });
  });

  it('takes an order without phone, name or email where the store forces none, and keeps installedApp', async () => {
    const response = await sendPriced(
      palermoTakeAway({ phone: undefined, customerName: undefined, installedApp: true }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { code: string } };
    const [row] = await server.db.select().from(t.orders).where(eq(t.orders.code, data.code));
    expect(row).toMatchObject({ phone: null, customerName: null, email: null, installedApp: true });
    // Without a phone there is no customer to credit points to.
    expect(row?.customerId).toBeNull();
    expect(row?.gainedPoints).toBe(0);
  });

  it('stores installedApp as false when the body does not say it', async () => {
    const response = await sendPriced(palermoTakeAway());
    const { data } = (await response.json()) as { data: { code: string } };
    const [row] = await server.db.select().from(t.orders).where(eq(t.orders.code, data.code));
    expect(row?.installedApp).toBe(false);
  });

  it('still checks an email given where it is not forced', async () => {
    const response = await sendPriced(palermoTakeAway({ customerEmail: 'juana@' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Ingrese un email valido');
  });

  it.each<[string, Partial<CreateOrderInput>, string]>([
    [
      'nothing given: the last rule in the spec order, the email',
      { phone: undefined, customerName: undefined },
      'Debe ingresar su email para poder realizar el pedido',
    ],
    [
      'an email but no phone or name: the name',
      { phone: undefined, customerName: undefined, customerEmail: 'juana@example.com' },
      'Debe ingresar su nombre para poder realizar el pedido.',
    ],
    [
      'no phone',
      { phone: undefined, customerEmail: 'juana@example.com' },
      'Debe ingresar su número de teléfono para continuar.',
    ],
    ['an invalid email', { customerEmail: 'juana@' }, 'Ingrese un email valido'],
    [
      'a blank name',
      { customerName: '   ', customerEmail: 'juana@example.com' },
      'Debe ingresar su nombre para poder realizar el pedido.',
    ],
  ])('refuses at a forcing store an order with %s', async (_case, overrides, message) => {
    const before = await orderCount();
    const response = await sendPriced(belgranoTakeAway(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('takes the order at a forcing store once phone, name and email are given', async () => {
    const response = await sendPriced(belgranoTakeAway({ customerEmail: 'juana@example.com' }));
    expect(response.status).toBe(201);
  });
});
