import type { CartItemInput } from '@comanda/api';
import { ars } from '@comanda/api/demo';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { writableCounts } from './fixtures.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

const muzzarella: CartItemInput = {
  referenceId: 'plate-muzzarella',
  referenceType: 'PLATE',
  name: 'Pizza muzzarella',
  notes: 'Bien cocida',
  price: ars(13500),
  originalPrice: ars(13500),
  priceWithoutModifiers: ars(12000),
  quantity: 2,
  sizeId: 'size-muzza-grande',
  categoryId: 'cat-pizzas',
  categoryShowName: 'Pizzas',
  source: 'plate',
  extras: [
    {
      groupId: 'group-borde',
      groupName: 'Borde',
      minGarnishAmount: 1,
      maxGarnishAmount: 1,
      multipleSelection: false,
      mandatory: true,
      cantAct: 1,
      groupItems: [
        {
          referenceId: 'garnish-borde-queso',
          referenceType: 'GARNISH',
          name: 'Relleno de queso',
          quantity: 1,
          price: ars(1500),
        },
      ],
    },
  ],
};
const flan: CartItemInput = {
  referenceId: 'plate-flan',
  referenceType: 'PLATE',
  name: 'Flan casero',
  notes: '',
  price: ars(4200),
  originalPrice: ars(4200),
  priceWithoutModifiers: ars(4200),
  quantity: 1,
  categoryId: 'cat-postres',
  categoryShowName: 'Postres',
  source: 'upselled',
  upsell: true,
  extras: [],
};
const gone: CartItemInput = { ...flan, referenceId: 'plate-retirado', name: 'Plato retirado' };
const wrongGarnish: CartItemInput = {
  ...muzzarella,
  extras: [
    {
      ...(muzzarella.extras[0] as CartItemInput['extras'][number]),
      groupItems: [
        { referenceId: 'garnish-cheddar', referenceType: 'GARNISH', name: 'Cheddar', quantity: 1, price: ars(800) },
      ],
    },
  ],
};
const wrongSize: CartItemInput = { ...muzzarella, sizeId: 'size-doble' };

const phone = '+5491166660021';
const cart = (overrides: Record<string, unknown> = {}) => ({
  items: [muzzarella, gone, flan],
  branchContactId: 'bc-palermo-centro',
  branchId: 'br-palermo',
  phone: '91166660021',
  email: 'ana@example.com',
  orderModeId: 'om-pc-delivery',
  navigationEvent: 'CHECKOUT',
  ...overrides,
});
const cancelBody = (overrides: Record<string, unknown> = {}) => ({
  phone,
  branchContactId: 'bc-palermo-centro',
  branchId: 'br-palermo',
  navigationEvent: 'ORDER_CREATED',
  ...overrides,
});

describe(`abandoned carts on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const storedCart = async (branchContactId = 'bc-palermo-centro') =>
    (
      await server.db
        .select()
        .from(t.abandonedCarts)
        .where(and(eq(t.abandonedCarts.phone, phone), eq(t.abandonedCarts.branchContactId, branchContactId)))
    )[0];
  const recover = (branchContactId = 'bc-palermo-centro') =>
    server.request(`/api/recovery/cart/${encodeURIComponent(phone)}/${branchContactId}`);

  it('keeps a cart by phone and contact, dropping lines the contact does not sell, and restores it', async () => {
    expect(await server.client.saveAbandonedCart({ body: cart() })).toEqual({ saved: true });
    expect(await storedCart()).toMatchObject({
      phone,
      branchId: 'br-palermo',
      email: 'ana@example.com',
      orderModeId: 'om-pc-delivery',
      status: 'ABANDONED',
      navigationEvent: 'CHECKOUT',
      items: [muzzarella, flan],
    });
    const recovered = await server.client.getRecoveryCart({
      params: { phone: '5491166660021', branchContactId: 'bc-palermo-centro' },
    });
    expect(recovered).toEqual({ orderModeId: 'om-pc-delivery', items: [muzzarella, flan] });
  });

  it('updates the same cart on a second save (one row per phone and contact)', async () => {
    const before = await writableCounts(server.db);
    await server.client.saveAbandonedCart({ body: cart({ items: [flan], orderModeId: 'om-pc-takeaway' }) });
    expect(await writableCounts(server.db)).toEqual(before);
    expect(await server.client.getRecoveryCart({ params: { phone, branchContactId: 'bc-palermo-centro' } })).toEqual({
      orderModeId: 'om-pc-takeaway',
      items: [flan],
    });
  });

  it('cancels the cart: recovery then answers 404 "Carrito no encontrado"; a new save revives it', async () => {
    expect(await server.client.cancelAbandonedCart({ body: cancelBody() })).toEqual({ canceled: true });
    expect(await storedCart()).toMatchObject({ status: 'CANCELED', navigationEvent: 'ORDER_CREATED' });
    const response = await recover();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Carrito no encontrado' });
    expect(await server.client.cancelAbandonedCart({ body: cancelBody() })).toEqual({ canceled: false });
    await server.client.saveAbandonedCart({ body: cart() });
    expect((await recover()).status).toBe(200);
  });

  it('answers canceled false when there is no cart to cancel', async () => {
    expect(await server.client.cancelAbandonedCart({ body: cancelBody({ phone: '+5491166660022' }) })).toEqual({
      canceled: false,
    });
  });

  it('restores a stale cart without the lines whose plate, size or garnish is gone, or that are malformed', async () => {
    await server.db
      .update(t.abandonedCarts)
      .set({ items: [gone, muzzarella, wrongGarnish, wrongSize, { referenceId: 'plate-flan' }, flan] })
      .where(eq(t.abandonedCarts.phone, phone));
    expect(await server.client.getRecoveryCart({ params: { phone, branchContactId: 'bc-palermo-centro' } })).toEqual({
      orderModeId: 'om-pc-delivery',
      items: [muzzarella, flan],
    });
  });

  it('answers 404 for a cart with nothing left to sell, or whose order mode is gone', async () => {
    await server.db
      .update(t.abandonedCarts)
      .set({ items: [gone] })
      .where(eq(t.abandonedCarts.phone, phone));
    expect((await recover()).status).toBe(404);
    await server.db
      .update(t.abandonedCarts)
      .set({ items: [flan], orderModeId: 'om-bel-takeaway' })
      .where(eq(t.abandonedCarts.phone, phone));
    expect((await recover()).status).toBe(404);
    await server.client.saveAbandonedCart({ body: cart() });
  });

  it('answers 404 for the same phone at another contact, and refuses an invalid phone or unknown contact', async () => {
    expect((await recover('bc-palermo-norte')).status).toBe(404);
    expect((await server.request('/api/recovery/cart/123456/bc-palermo-centro')).status).toBe(400);
    expect((await recover('bc-nope')).status).toBe(404);
  });

  it.each([
    ['an invalid phone', { phone: '123456' }, 400, 'Debe ingresar un número de teléfono válido para continuar.'],
    ["another branch's contact", { branchId: 'br-belgrano' }, 404, 'Local no encontrado'],
    ['an unknown contact', { branchContactId: 'bc-nope' }, 404, 'Local no encontrado'],
    ["another contact's order mode", { orderModeId: 'om-bel-takeaway' }, 404, 'Modo de pedido no encontrado'],
    ['a malformed line', { items: [{ ...flan, quantity: 0 }] }, 400, 'Los datos enviados no son válidos'],
  ])('refuses to save a cart with %s, writing nothing', async (_case, overrides, status, message) => {
    const before = await writableCounts(server.db);
    const stored = await storedCart();
    const response = await server.send('POST', '/api/abandoned/cart/', cart({ phone: '+5491166660023', ...overrides }));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
    expect(await writableCounts(server.db)).toEqual(before);
    expect(await storedCart()).toEqual(stored);
  });

  it('refuses to cancel with an invalid phone or a contact of another branch, changing nothing', async () => {
    const stored = await storedCart();
    expect((await server.send('PUT', '/api/abandoned/cart/cancel/', cancelBody({ phone: '123456' }))).status).toBe(400);
    expect(
      (await server.send('PUT', '/api/abandoned/cart/cancel/', cancelBody({ branchId: 'br-belgrano' }))).status,
    ).toBe(404);
    expect(await storedCart()).toEqual(stored);
    expect(stored?.status).toBe('ABANDONED');
  });
});
