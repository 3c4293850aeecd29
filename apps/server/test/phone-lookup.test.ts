/**
 * Diner §7 "Fetching the customer and orders happens on phone change", for anyone typing a phone
 * at the checkout, signed in or not. A phone is not an identity: the diner's session sees their
 * customer; a browser without it is given back only what it sent in the orders it placed (it
 * shows their access tokens); anyone else gets the spec's failure answers (diner §8).
 */
import { demoCustomer } from '@comanda/api/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDiner } from './diner-helpers.ts';
import { insertOrder } from './fixtures.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody, sendPriced } from './order-helpers.ts';

const lucia = demoCustomer.phone;
const NOT_KNOWN = { optIn: false, addressesRegistered: [], loyaltyPointsBalance: 0 };

describe(`the phone lookups of the checkout on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // Lucía's own order at Palermo Centro, which no stranger may list.
    await insertOrder(server.db, { code: 'LUCIA-OWN', phone: lucia });
  });
  afterAll(() => server.close());

  /** An order placed through the API as a browser does; answers its code and access token. */
  async function place(phone: string, customerName: string, address = 'Gorriti 4750') {
    const body = orderBody({
      // A dozen: above the delivery minimum.
      items: [cartLine('plate-empanada-carne', { quantity: 12 })],
      price: 0,
      phone,
      customerName,
      paysWith: 10_000_000,
      destination: {
        direccion: address,
        city: 'Buenos Aires',
        formatted_address: `${address}, Buenos Aires`,
        lat: -34.5881,
        lng: -58.4282,
      },
    });
    const response = await sendPriced(server, body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { code: string; accessToken: string } }).data;
  }

  const lookup = (phone: string, tokens: readonly string[] = [], branchId = 'br-palermo') =>
    server.request(
      `/api/orderingcustomer/${encodeURIComponent(phone)}?${new URLSearchParams([
        ['branchId', branchId],
        ...tokens.map((token): [string, string] => ['access', token]),
      ])}`,
    );
  const orders = (phone: string, tokens: readonly string[] = []) =>
    server.request(
      `/api/orders?${new URLSearchParams([
        ['phone', phone],
        ['branchContactId', 'bc-palermo-centro'],
        ...tokens.map((token): [string, string] => ['access', token]),
      ])}`,
    );

  it("gives a stranger who types Lucía's phone nothing of hers, even with an order placed in her name", async () => {
    expect(await (await lookup(lucia)).json()).toEqual(NOT_KNOWN);
    // The attack: an order placed with her phone, to hold a token that names it.
    const planted = await place(lucia, 'Impostor', 'Thames 1500');
    const seen = await (await lookup(lucia, [planted.accessToken])).json();
    // Only what the stranger sent: not her name, her addresses or her points.
    expect(seen).toEqual({
      optIn: false,
      addressesRegistered: ['Thames 1500, Buenos Aires'],
      loyaltyPointsBalance: 0,
      phone: lucia,
      name: 'Impostor',
    });
    const listed = (await (await orders(lucia, [planted.accessToken])).json()) as {
      dinerOrders: { orders: { code: string }[] };
    };
    expect(listed.dinerOrders.orders.map((order) => order.code)).toEqual([planted.code]);
    // Without a token the list is refused, as before; the storefront reads it as empty.
    expect((await orders(lucia)).status).toBe(401);
  });

  it('gives back to a browser the name and address it sent with its phone, and Lucía her whole customer', async () => {
    const phone = '+5491166661234';
    const placed = await place(phone, 'Ana Gómez');
    expect(await (await lookup(phone, [placed.accessToken])).json()).toEqual({
      optIn: false,
      addressesRegistered: ['Gorriti 4750, Buenos Aires'],
      loyaltyPointsBalance: 0,
      phone,
      name: 'Ana Gómez',
    });
    const asLucia = await asDiner(server, lucia, 'br-palermo');
    const herself = await asLucia.client.getOrderingCustomer({
      params: { phone: lucia },
      query: { branchId: 'br-palermo' },
    });
    expect(herself).toMatchObject({ name: 'Lucía Fernández', loyaltyPointsBalance: 1200 });
    const herOrders = await asLucia.client.getDinerOrders({
      query: { phone: lucia, branchContactId: 'bc-palermo-centro', offset: 0 },
    });
    expect(herOrders.dinerOrders.orders.map((order) => order.code)).toContain('LUCIA-OWN');
  });

  it("does not let a token of one phone's order open another phone, another branch or a forged token", async () => {
    const mine = await place('+5491166665555', 'Beto');
    // The token of an order with another phone.
    expect(await (await lookup(lucia, [mine.accessToken])).json()).toEqual(NOT_KNOWN);
    expect(((await (await orders(lucia, [mine.accessToken])).json()) as { dinerOrders: unknown }).dinerOrders).toEqual({
      orders: [],
      hasMore: false,
    });
    // The right phone at a branch where the order was not placed.
    expect(await (await lookup('+5491166665555', [mine.accessToken], 'br-belgrano')).json()).toEqual(NOT_KNOWN);
    // A well-formed token that is no order's.
    expect(await (await lookup('+5491166665555', ['A'.repeat(43)])).json()).toEqual(NOT_KNOWN);
    // Malformed tokens are refused before any lookup.
    expect((await lookup('+5491166665555', ['not a token'])).status).toBe(400);
  });
});
