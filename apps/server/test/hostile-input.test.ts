/**
 * Hostile input a stranger can send without any credential: addresses whose percent-encoding is
 * not UTF-8, and control characters in names, notes and addresses (terminal escapes, forged lines).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreateOrderInput } from '@comanda/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { registerRider, staffCommand } from './logistics-helpers.ts';
import { cartLine, orderBody, palermoAddress } from './order-helpers.ts';

function site(root: string, name: string): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head></head><body>${name}</body></html>`);
  return dir;
}

describe(`malformed addresses on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'comanda-hostile-'));
    server = await startTestServer({
      STOREFRONT_DIR: site(root, 'storefront'),
      LOGISTICS_DIR: site(root, 'logistics'),
      STORYBOOK_DIR: site(root, 'storybook'),
    });
  });
  afterAll(() => server.close());

  const pages = [
    '/menu/%ff',
    '/menu/palermo-centro%ff/checkout',
    '/menu/palermo-centro/order/%E0%A4%A',
    '/tracking/order/%ff/%ff',
    '/logistics/tracking/order/palermo-centro/%c0%af',
    '/storybook/%ff',
    '/%ff',
    '/menu/palermo-centro?utm_source=%ff',
  ];
  const calls = [
    '/api/diner/palermo-centro/order/%ff',
    '/api/orderingcustomer/%ff?branchId=br-palermo',
    '/api/orders?branchContactId=bc-palermo-centro&phone=%ff',
    '/api/geocode/search?q=%E0%A4%A',
    '/api/diner/%c0%af',
    '/api/%ff',
  ];

  it.each(pages)('answers the page %s with 400, never 500', async (page) => {
    const response = await server.request(page);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('La dirección pedida no es válida');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(calls)('answers the call %s with a JSON 400', async (call) => {
    const response = await server.request(call);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_url', message: 'La dirección pedida no es válida' });
  });

  it('still serves well-encoded addresses, escapes and all', async () => {
    expect((await server.request('/menu/palermo-centro?utm_source=%C3%B1and%C3%BA')).status).toBe(200);
    expect((await server.request('/api/orderingcustomer/%2B5491155550001?branchId=br-palermo')).status).not.toBe(400);
  });
});

/** A line that would read as a delivered order in `pnpm staff orders`, and a hidden terminal link. */
const FORGED_LINE = 'Ana\nAAAAAAAAAA  palermo-centro  DELIVERY  Entregado [DELIVERED]  $ 0,00  Ana';
const OSC8_LINK = 'Ana \u001b]8;;https://evil.example\u001b\\pagá acá\u001b]8;;\u001b\\';
/** Control characters but the line breaks between listed lines. */
const ESCAPES = /[^\n\P{Cc}]/u;

describe(`control characters in names, notes and addresses on ${databaseKind}`, () => {
  let server: TestServer;
  let staff: (...args: string[]) => Promise<string>;
  beforeAll(async () => {
    server = await startTestServer();
    staff = staffCommand(server);
  });
  afterAll(() => server.close());

  /** Places a delivery order as a diner would: the price asked from the server first (its 409). */
  async function placeOrder(overrides: Partial<CreateOrderInput>): Promise<{ code: string; accessToken: string }> {
    const body = (price: number) =>
      orderBody({ items: [cartLine('plate-flan', { quantity: 5 })], price, paysWith: 9_000_000, ...overrides });
    const { price } = (await (await server.send('POST', '/api/order', body(0))).json()) as { price: number };
    const response = await server.send('POST', '/api/order', body(price));
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { data: { code: string; accessToken: string } }).data;
  }

  /** Each line of the staff's order list starts with the code of a real order. */
  async function expectOneLinePerOrder(listing: string) {
    const codes = new Set((await server.db.select({ code: t.orders.code }).from(t.orders)).map((row) => row.code));
    for (const line of listing.split('\n')) expect(codes.has(line.split('  ')[0] ?? ''), line).toBe(true);
    expect(listing).not.toMatch(ESCAPES);
  }

  it('strips them from what a diner sends, keeping the line breaks of a note only', async () => {
    const { code, accessToken } = await placeOrder({
      customerName: FORGED_LINE,
      notes: `Tocar timbre\r\n${OSC8_LINK}`,
      destination: { ...palermoAddress, direccion: `Gorriti 4700\n${OSC8_LINK}` },
      items: [{ ...cartLine('plate-flan', { quantity: 5 }), notes: FORGED_LINE }],
    });
    const order = (await (
      await server.request(`/api/diner/palermo-centro/order/${code}?access=${accessToken}`)
    ).json()) as {
      customerName: string;
      notes: string;
      items: { notes?: string }[];
    };
    expect(order.customerName).toBe(FORGED_LINE.replace('\n', ''));
    expect(order.notes).toBe('Tocar timbre\nAna ]8;;https://evil.example\\pagá acá]8;;\\');
    expect(order.items[0]?.notes).toBe(FORGED_LINE);
    const [stored] = await server.db
      .select({ destination: t.orders.destination })
      .from(t.orders)
      .where(eq(t.orders.code, code));
    expect((stored?.destination as { direccion: string } | undefined)?.direccion).toBe(
      'Gorriti 4700Ana ]8;;https://evil.example\\pagá acá]8;;\\',
    );
    const listing = await staff('orders', 'palermo-centro');
    await expectOneLinePerOrder(listing);
    const accepted = await staff('accept', code);
    expect(accepted.split('\n')).toHaveLength(1);
    expect(await staff('shipments', 'palermo-centro')).not.toMatch(ESCAPES);
  });

  it("strips them from a rider's name", async () => {
    const { client } = await registerRider(server, { name: `Rider ${OSC8_LINK}` });
    expect((await client.whoAmI({})).name).toBe('Rider Ana ]8;;https://evil.example\\pagá acá]8;;\\');
  });

  it('shows stored ones in the staff command as escapes, never obeyed or as a line of their own', async () => {
    const { code } = await placeOrder({});
    // Text kept before names were cleaned, or written by another system into the database.
    await server.db
      .update(t.orders)
      .set({ customerName: `${FORGED_LINE} ${OSC8_LINK}` })
      .where(eq(t.orders.code, code));
    const listing = await staff('orders', 'palermo-centro');
    await expectOneLinePerOrder(listing);
    const line = listing.split('\n').find((candidate) => candidate.startsWith(code)) ?? '';
    expect(line).toContain('Ana\\u{a}AAAAAAAAAA  palermo-centro  DELIVERY  Entregado');
    expect(line).toContain('\\u{1b}]8;;https://evil.example');
  });
});
