/**
 * `GET /api/diner/order/{code}/reorder`: an order's lines rebuilt against today's menu of its mode
 * by the domain, for its diner to order again. What was chosen (plate, size, garnishes, notes) is
 * kept from the order; prices and availability are today's, and what changed is said in Spanish.
 * A stranger gets nothing; nothing is written.
 */
import type { MenuOutput, ReorderOutput } from '@comanda/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { menuHash } from '../src/db/seed.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody, sendPriced } from './order-helpers.ts';

describe(`an order ordered again on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A large muzzarella with a cheese crust ($ 13.500) and three meat empanadas at 3x2 ($ 3.000). */
  async function placeOrder() {
    const items = [
      cartLine('plate-muzzarella', {
        sizeId: 'size-muzza-grande',
        notes: 'Bien cocida',
        garnishes: [{ groupId: 'group-borde', garnishId: 'garnish-borde-queso' }],
      }),
      cartLine('plate-empanada-carne', { quantity: 3 }),
    ];
    const response = await sendPriced(server, orderBody({ items, price: 0, paysWith: 5_000_000 }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { code: string; accessToken: string } }).data;
  }
  const reorder = (code: string, accessToken?: string) =>
    server.request(`/api/diner/order/${code}/reorder${accessToken ? `?access=${accessToken}` : ''}`);

  it("answers the order's lines as they were chosen, at today's prices, with nothing to say when nothing changed", async () => {
    const order = await placeOrder();
    const response = await reorder(order.code, order.accessToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReorderOutput;
    expect(body).toMatchObject({
      orderModeId: 'om-pc-delivery',
      notices: [],
      items: [
        {
          referenceId: 'plate-muzzarella',
          sizeId: 'size-muzza-grande',
          quantity: 1,
          notes: 'Bien cocida',
          price: 1_350_000,
        },
        { referenceId: 'plate-empanada-carne', quantity: 3, price: 150_000 },
      ],
    });
    expect(body.items[0]?.extras[0]?.groupItems).toContainEqual(
      expect.objectContaining({ referenceId: 'garnish-borde-queso', quantity: 1 }),
    );
  });

  it('refuses a stranger: no token, or the token of another order', async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    expect((await reorder(order.code)).status).toBe(401);
    expect((await reorder(order.code, other.accessToken)).status).toBe(403);
  });

  it('leaves out a plate the menu no longer has and says so, and gives a changed price before and now', async () => {
    const order = await placeOrder();
    const [mode] = await server.db.select().from(t.orderModes).where(eq(t.orderModes.id, 'om-pc-delivery'));
    const [menu] = await server.db
      .select()
      .from(t.menus)
      .where(eq(t.menus.id, mode?.menuId ?? ''));
    if (!menu) throw new Error('the demo delivery menu is missing');
    const setMenu = (content: unknown) =>
      server.db
        .update(t.menus)
        .set({ content, hash: menuHash(content) })
        .where(eq(t.menus.id, menu.id));
    const changed = structuredClone(menu.content) as MenuOutput;
    for (const category of changed.categories) {
      category.plates = category.plates.filter((plate) => plate.id !== 'plate-empanada-carne');
      for (const plate of category.plates)
        plate.sizes = plate.sizes.map((size) =>
          size.id === 'size-muzza-grande' ? { ...size, price: size.price + 100_000 } : size,
        );
    }
    await setMenu(changed);
    try {
      const body = (await (await reorder(order.code, order.accessToken)).json()) as ReorderOutput;
      expect(body.notices).toEqual([
        'Empanada de carne cortada a cuchillo ya no está disponible',
        'Pizza muzzarella cambió de precio: antes $ 13.500, ahora $ 14.500',
      ]);
      expect(body.items).toMatchObject([{ referenceId: 'plate-muzzarella', price: 1_450_000 }]);
      expect(body.items).toHaveLength(1);
    } finally {
      await setMenu(menu.content);
    }
  });
});
