import type { CreateOrderInput } from '@comanda/api';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { asDiner, STAFF_HEADERS } from './diner-helpers.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody, palermoAddress } from './order-helpers.ts';

// Demo prices in centavos: Hamburguesa clásica $ 9.500, Cheddar $ 800; delivery fee $ 1.500, cash $ 1.800;
// service fee $ 300 + 2 % of the cart total.
const burgerWithCheddar = () =>
  cartLine('plate-clasica', {
    garnishes: [
      { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
      { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
    ],
  });
const ITEMS = 1_030_000; // 9.500 + 800
const SERVICE_FEE = 30_000 + 20_600; // 300 + 2 % of 10.300
const CASH_TOTAL = ITEMS + SERVICE_FEE + 180_000;

describe(`orders on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const orderCount = async () => (await server.db.select({ n: count() }).from(t.orders))[0]?.n ?? 0;

  it('creates a cash delivery order with the price the server computes', async () => {
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [burgerWithCheddar()], price: CASH_TOTAL, paysWith: 2_000_000 }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as {
      data: {
        code: string;
        total: number;
        status: string;
        deliveryFee: number;
        userServiceFee: number;
        accessToken: string;
      };
    };
    expect(data).toMatchObject({
      total: CASH_TOTAL,
      status: 'GENERATED',
      deliveryFee: 180_000,
      userServiceFee: SERVICE_FEE,
    });
    expect(data.code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    const followUp = await server.client.getOrder({
      params: { branchContactCode: 'palermo-centro', orderCode: data.code },
      query: { access: data.accessToken },
    });
    expect(followUp.items[0]).toMatchObject({ name: 'Hamburguesa clásica', quantity: 1, accPrice: ITEMS });
    expect(followUp.phone).toBe('+541155550002');
  });

  it('answers a new order as its follow-up read does, for a new diner and a known one, and a repeat the same', async () => {
    for (const phone of ['11 5555-0002', `11 6${String(Date.now()).slice(-7)}`]) {
      const body = orderBody({ items: [burgerWithCheddar()], price: CASH_TOTAL, paysWith: 2_000_000, phone });
      const response = await server.send('POST', '/api/order', body);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { code: string; customerId?: string; accessToken: string } };
      const followUp = await server.client.getOrder({
        params: { branchContactCode: 'palermo-centro', orderCode: data.code },
        query: { access: data.accessToken },
      });
      expect(data).toEqual(JSON.parse(JSON.stringify(followUp)));
      // The diner is a customer of the branch and the order points at it; its points wait for the payment.
      const [row] = await server.db.select().from(t.orders).where(eq(t.orders.code, data.code));
      expect(row?.customerId).toBeTruthy();
      expect(data.customerId).toBe(row?.customerId);
      const movements = await server.db
        .select()
        .from(t.loyaltyMovements)
        .where(eq(t.loyaltyMovements.orderCode, data.code));
      expect(movements).toEqual([]);
      const repeat = await server.send('POST', '/api/order', body);
      expect(repeat.status).toBe(200);
      expect(((await repeat.json()) as { data: unknown }).data).toEqual(data);
    }
  });

  it('reads contact, mode and a repeated key in one prepared query: each missing part answers as before', async () => {
    const base = { items: [burgerWithCheddar()], price: CASH_TOTAL, paysWith: 2_000_000 };
    const unknownContact = await server.send('POST', '/api/order', orderBody({ ...base, branchContact: 'bc-nope' }));
    expect(unknownContact.status).toBe(404);
    expect(((await unknownContact.json()) as { message: string }).message).toBe('Local no encontrado');
    // A mode of another branch contact is not one this contact offers.
    const foreignMode = await server.send('POST', '/api/order', orderBody({ ...base, orderModeId: 'om-bel-takeaway' }));
    expect(foreignMode.status).toBe(400);
    expect(((await foreignMode.json()) as { error: string }).error).toBe('order_mode_unavailable');
    // A repeated key answers the first order, whatever the repeat says (even an unknown contact).
    const body = orderBody(base);
    const first = (await (await server.send('POST', '/api/order', body)).json()) as { data: { code: string } };
    for (const repeat of [body, { ...body, branchContact: 'bc-nope' }, { ...body, orderModeId: 'om-bel-takeaway' }]) {
      const response = await server.send('POST', '/api/order', repeat);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { code: string } }).data.code).toBe(first.data.code);
    }
  });

  it("charges no delivery once the products reach the zone's free-delivery amount ($ 30.000)", async () => {
    const pizzas = cartLine('plate-muzzarella', {
      sizeId: 'size-muzza-grande',
      quantity: 3,
      garnishes: [{ groupId: 'group-borde', garnishId: 'garnish-borde-clasico' }],
    }); // 3 × $ 12.000
    const price = 3_600_000 + 30_000 + 72_000; // no delivery fee; service fee $ 300 + 2 %
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [pizzas], price, paysWith: 4_000_000 }),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { deliveryFee: number } }).data.deliveryFee).toBe(0);
  });

  it('refuses a tampered price with 409 and the recomputed lines, storing nothing', async () => {
    const before = await orderCount();
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [burgerWithCheddar()], price: 100, paysWith: 2_000_000 }),
    );
    expect(response.status).toBe(409);
    const body = (await response.json()) as { message: string; price: number; errors: { kind: string }[] };
    expect(body.message).toBe(
      'Hubo un error enviando el pedido, inténtelo en unos minutos, o comuníquese con el local si el error persiste.',
    );
    expect(body.price).toBe(CASH_TOTAL);
    expect(body.errors.map((e) => e.kind)).toEqual(['price']);
    expect(await orderCount()).toBe(before);
  });

  it('ignores a tampered line price: the menu decides', async () => {
    const tampered = { ...burgerWithCheddar(), price: 1, originalPrice: 1, priceWithoutModifiers: 1 };
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [tampered], price: CASH_TOTAL, paysWith: 2_000_000 }),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { total: number } }).data.total).toBe(CASH_TOTAL);
  });

  it('creates one order for twenty concurrent submits with one idempotency key', async () => {
    const body = orderBody({ items: [burgerWithCheddar()], price: CASH_TOTAL, paysWith: 2_000_000 });
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 20 }, () => server.send('POST', '/api/order', body)));
    const codes = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { data: { code: string } }).data.code),
    );
    expect(new Set(codes).size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it.each([
    [
      'outside the delivery zone',
      { destination: { ...palermoAddress, lat: -34.7, lng: -58.6 }, paysWith: 2_000_000, price: ITEMS + SERVICE_FEE },
      'Tu dirección no se encuentra dentro de la zona de entrega.',
    ],
    [
      'paying cash with less than the total',
      { paysWith: 500_000 },
      'El monto con el cual abonará no puede ser menor al precio del pedido.',
    ],
    ['without saying what it pays with', {}, 'Debe ingresar con cuanto abona para poder realizar el pedido.'],
    [
      'at a table without its number',
      // The dining room adds its $ 800 table service and no service fee.
      { type: 'TABLE', orderModeId: 'om-pc-table', destination: undefined, paysWith: 9_000_000, price: ITEMS + 80_000 },
      'Debe ingresar número de mesa para poder realizar el pedido.',
    ],
    [
      'with an invalid phone',
      { phone: '123', paysWith: 2_000_000 },
      'Debe ingresar un número de teléfono válido para continuar.',
    ],
  ])('refuses an order %s with the spec message', async (_case, overrides, message) => {
    const before = await orderCount();
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [burgerWithCheddar()], price: CASH_TOTAL, ...(overrides as Partial<CreateOrderInput>) }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a delivery below the minimum', async () => {
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [cartLine('plate-agua')], price: 150_000 + 30_000 + 3_000 + 180_000, paysWith: 1_000_000 }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'El precio del pedido debe ser mayor a $ 5.000',
    );
  });

  it('refuses a line that breaks its garnish rules', async () => {
    const noCookingPoint = {
      ...burgerWithCheddar(),
      extras: burgerWithCheddar().extras.filter((group) => group.groupId !== 'group-punto'),
    };
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [noCookingPoint], price: CASH_TOTAL, paysWith: 2_000_000 }),
    );
    expect(response.status).toBe(409);
    const body = (await response.json()) as { errors: { kind: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({
      kind: 'item',
      message: 'Revise que haya agregado la cantidad correcta de guarniciones',
    });
  });

  it('refuses more units than a plate allows', async () => {
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items: [cartLine('plate-cerveza', { quantity: 5 })], price: 1, paysWith: 9_000_000 }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Has alcanzado el máximo de unidades (4) para este producto',
    );
  });

  it('applies the BIENVENIDA code: 10 % of the products', async () => {
    const items = [burgerWithCheddar(), cartLine('plate-flan')]; // 10.300 + 4.200 = 14.500
    const price = 1_450_000 - 145_000 + (30_000 + 29_000) + 180_000;
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({ items, price, paysWith: 9_000_000, discountCode: 'bienvenida' }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { discounts: { name: string; amount: number }[] } };
    expect(data.discounts).toEqual([{ name: 'Cupón de Descuento - BIENVENIDA', amount: 145_000 }]);
  });

  it('honours the limited-usage RELAMPAGO code only after a recent validation by the same phone', async () => {
    const items = [burgerWithCheddar()];
    const price = CASH_TOTAL - 200_000;
    const refused = await server.send(
      'POST',
      '/api/order',
      orderBody({ items, price, paysWith: 9_000_000, discountCode: 'RELAMPAGO', phone: '11 5555-0077' }),
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Tiempo de aplicacion del descuento vencido',
    );
    const validated = await server.client.validateCodeDiscount({
      body: {
        code: 'RELAMPAGO',
        paymentId: 'pt-cash',
        phone: '11 5555-0077',
        orderDate: new Date().toISOString(),
        branchId: 'br-palermo',
      },
    });
    expect(validated.limitedUsage).toBe(true);
    const accepted = await server.send(
      'POST',
      '/api/order',
      orderBody({ items, price, paysWith: 9_000_000, discountCode: 'RELAMPAGO', phone: '11 5555-0077' }),
    );
    expect(accepted.status).toBe(201);
  });

  it('answers an unknown code with the spec message', async () => {
    const response = await server.send('POST', '/api/codediscounts/validate', {
      code: 'NOEXISTE',
      paymentId: 'pt-cash',
      phone: '11 5555-0002',
      orderDate: new Date().toISOString(),
      branchId: 'br-palermo',
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      'No se encontró ningún descuento con el código ingresado.',
    );
  });

  it('redeems points with the order, and credits the earned ones when the venue accepts it', async () => {
    const items = [burgerWithCheddar(), cartLine('plate-flan')]; // 14.500
    const price = 1_450_000 - 50_000 + (30_000 + 29_000) + 180_000;
    const asLucia = await asDiner(server, '+541155550001', 'br-palermo');
    const response = await asLucia.send(
      'POST',
      '/api/order',
      orderBody({
        items,
        price,
        paysWith: 9_000_000,
        phone: '11 5555-0001',
        customerName: 'Lucía Fernández',
        loyaltyInfo: { redeemedPoints: 500 },
      }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as {
      data: { code: string; loyalty: { redeemedPoints: number; gainedPoints: number } };
    };
    expect(data.loyalty).toEqual({ redeemedPoints: 500, gainedPoints: 1400 }); // 10 % of 14.000 paid for products
    const balance = async () =>
      (
        await server.db
          .select()
          .from(t.customers)
          .where(and(eq(t.customers.branchId, 'br-palermo'), eq(t.customers.phone, '+541155550001')))
      )[0]?.pointsBalance;
    expect(await balance()).toBe(1200 - 500);
    const accepted = await server.request(`/api/staff/orders/${data.code}/status`, {
      method: 'PUT',
      headers: { ...STAFF_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'ACCEPTED' }),
    });
    expect(accepted.status).toBe(200);
    expect(await balance()).toBe(1200 - 500 + 1400);
  });

  it('refuses points above the program maximum with its message', async () => {
    const asLucia = await asDiner(server, '+541155550001', 'br-palermo');
    const response = await asLucia.send(
      'POST',
      '/api/order',
      orderBody({
        items: [burgerWithCheddar()],
        price: CASH_TOTAL,
        paysWith: 9_000_000,
        phone: '11 5555-0001',
        loyaltyInfo: { redeemedPoints: 900_000 },
      }),
    );
    expect(response.status).toBe(409);
    const body = (await response.json()) as { errors: { kind: string; message: string }[] };
    expect(body.errors[0]).toMatchObject({ kind: 'loyalty' });
    expect(body.errors[0]?.message).toMatch(/^El máximo de Puntos Sabores/);
  });

  it('sends a palermo-norte order to the messaging app, scheduled at an offered time only', async () => {
    const contact = await server.client.getBranchContact({ params: { id: 'bc-palermo-norte' } });
    const schedule = await server.client.getSchedule({ params: { orderModeId: 'om-pn-takeaway' } });
    expect(contact.ordersConsoleActive).toBe(false);
    expect(schedule.length).toBeGreaterThan(0);
    const base = {
      type: 'TAKE_AWAY' as const,
      branchContact: 'bc-palermo-norte',
      orderModeId: 'om-pn-takeaway',
      destination: undefined,
      paysWith: 9_000_000,
    };
    const item = cartLine('plate-flan');
    const wrongTime = await server.send(
      'POST',
      '/api/order',
      orderBody({ ...base, items: [item], price: 420_000, scheduled: true, scheduledAt: '2020-01-01T12:00:00.000Z' }),
    );
    expect(wrongTime.status).toBe(400);
    expect(((await wrongTime.json()) as { message: string }).message).toBe(
      'Seleccione un horario de programación del pedido',
    );
  });
});
