/**
 * Security properties of the API, each observed from outside:
 * - every rider, shipment, stack and staff call of the contract (enumerated from the call tables,
 *   so a new guarded call fails here until it has a probe) with every kind of wrong rider or staff
 *   credential (expired, revoked, off shift, made up); the whole contract against every kind of
 *   caller is authorisation-matrix.test.ts;
 * - tracking answers only the order's own venue alias, exact code and link secret;
 * - order codes, tracking links and rider tokens are random and high-entropy, not enumerable;
 * - the rate limits on phone lookups, sign-ins, security codes, code validation and orders;
 * - hostile text (XSS payloads) is stored and returned as data, byte for byte, as JSON;
 * - a strict CSP on the HTML pages; the rider cookie HttpOnly, SameSite and Secure.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shipmentMessages } from '@comanda/domain/shipments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { newRiderToken } from '../src/http/auth.ts';
import { newOrderCode } from '../src/services/orders.ts';
import { loadContractCalls } from './contract-calls.ts';
import { databaseKind, freshRateLimitWindow, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  authed,
  placeDeliveryOrder,
  registerPendingRider,
  registerRider,
  ridersOnShift,
  STAFF_TOKEN,
  staffClient,
} from './logistics-helpers.ts';
import { cartLine, orderBody } from './order-helpers.ts';

const contractCalls = await loadContractCalls();
/** The rider and staff calls; the calls of an order's diner are in authorisation-matrix.test.ts. */
const guarded = contractCalls.filter(({ call }) => call.auth !== 'public' && call.auth !== 'order');

interface Ids {
  shipmentId: string;
  stackId: string;
  orderCode: string;
}
type Probe = (ids: Ids, riderId: string) => { method: string; path: string; body?: unknown };

/** One request per guarded call; a guarded call without a row here fails the matrix. */
const probes: Record<string, Probe> = {
  'logisticsCalls.listShipments': () => ({ method: 'GET', path: '/api/shipments?branchContactId=bc-palermo-centro' }),
  'logisticsCalls.getShipmentInProgress': () => ({ method: 'GET', path: '/api/shipments/rider' }),
  'logisticsCalls.getShipment': (ids) => ({ method: 'GET', path: `/api/shipments/${ids.shipmentId}` }),
  'logisticsCalls.updateShipment': (ids, riderId) => ({
    method: 'PUT',
    path: `/api/shipments/${ids.shipmentId}`,
    body: { status: 'ON_ROUTE_TO_PICKUP', id: ids.shipmentId, rider_id: riderId },
  }),
  'logisticsCalls.reportRiderPosition': () => ({
    method: 'PUT',
    path: '/api/rider/position',
    body: { lat: -34.58, lng: -58.42 },
  }),
  'logisticsCalls.listShipmentStacks': () => ({
    method: 'GET',
    path: '/api/shipmentstacks?branchContactId=bc-palermo-centro',
  }),
  'logisticsCalls.getShipmentStack': (ids) => ({ method: 'GET', path: `/api/stacking/${ids.stackId}` }),
  'logisticsCalls.updateShipmentStack': (ids, riderId) => ({
    method: 'PUT',
    path: `/api/stacking/${ids.stackId}`,
    body: { status: 'ON_ROUTE_TO_PICKUP', id: ids.stackId, rider_id: riderId },
  }),
  'logisticsCalls.whoAmI': () => ({ method: 'GET', path: '/api/whoami' }),
  'logisticsCalls.riderSignOut': () => ({ method: 'POST', path: '/api/rider/signout', body: { securityCode: '0000' } }),
  'logisticsCalls.listStaffOrders': () => ({ method: 'GET', path: '/api/staff/orders' }),
  'logisticsCalls.setStaffOrderStatus': (ids) => ({
    method: 'PUT',
    path: `/api/staff/orders/${ids.orderCode}/status`,
    body: { status: 'CANCELED' },
  }),
  'logisticsCalls.listStaffShipments': () => ({
    method: 'GET',
    path: '/api/staff/shipments?branchContact=palermo-centro',
  }),
  'logisticsCalls.listStaffRiders': () => ({ method: 'GET', path: '/api/staff/riders?status=PENDING' }),
  'logisticsCalls.listSandboxMessages': () => ({ method: 'GET', path: '/api/staff/messages?phone=%2B541155550001' }),
  'logisticsCalls.setStaffRiderApproval': (_ids, riderId) => ({
    method: 'PUT',
    path: `/api/staff/riders/${riderId}/approval`,
    body: { approved: true },
  }),
  'logisticsCalls.waiveStaffDeliveryCode': (ids) => ({
    method: 'PUT',
    path: `/api/staff/shipments/${ids.shipmentId}/delivery-code-waiver`,
    body: { reason: 'El cliente no encuentra la clave' },
  }),
  'logisticsCalls.createShipmentStack': (ids) => ({
    method: 'POST',
    path: '/api/staff/stacks',
    body: { branchContact: 'palermo-centro', shipments: [{ shipmentId: ids.shipmentId }] },
  }),
};

/**
 * What another fleet's rider (a rider of Palermo Norte, on shift) gets from each rider call aimed at
 * Palermo Centro's shipments and stacks: 403 for anything of the other fleet; their own identity,
 * shift and (empty) work otherwise; nothing of the other fleet's data.
 */
const otherFleetExpected: Record<string, number> = {
  'logisticsCalls.listShipments': 403,
  'logisticsCalls.getShipmentInProgress': 200,
  'logisticsCalls.getShipment': 403,
  'logisticsCalls.updateShipment': 403,
  'logisticsCalls.reportRiderPosition': 409,
  'logisticsCalls.listShipmentStacks': 403,
  'logisticsCalls.getShipmentStack': 403,
  'logisticsCalls.updateShipmentStack': 403,
  'logisticsCalls.whoAmI': 200,
  'logisticsCalls.riderSignOut': 400,
};

describe(`security on ${databaseKind}`, () => {
  let server: TestServer;
  let ids: Ids;
  beforeAll(async () => {
    server = await startTestServer();
    const held = await acceptedDeliveryOrder(server);
    const offered = await acceptedDeliveryOrder(server);
    const stack = await staffClient(server).createShipmentStack({
      body: { branchContact: 'palermo-centro', shipments: [{ shipmentId: offered.shipmentId }] },
    });
    ids = { shipmentId: held.shipmentId, stackId: stack.id, orderCode: held.code };
  });
  afterAll(() => server.close());

  const send = (probe: ReturnType<Probe>, headers: Record<string, string>) =>
    server.request(probe.path, {
      method: probe.method,
      headers: { ...headers, ...(probe.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      ...(probe.body !== undefined ? { body: JSON.stringify(probe.body) } : {}),
    });

  describe('authorisation matrix', () => {
    it('has a probe for every guarded call of the contract', () => {
      expect(guarded.length).toBeGreaterThanOrEqual(14);
      expect(guarded.map((c) => c.name).filter((name) => !probes[name])).toEqual([]);
      expect(
        guarded.filter((c) => c.call.auth !== 'staff' && !(c.name in otherFleetExpected)).map((c) => c.name),
      ).toEqual([]);
    });

    it('refuses every guarded call without a valid credential of its kind, changing nothing', async () => {
      const riders = await ridersOnShift(server, 3);
      const [expired, revoked, inactive] = riders as [(typeof riders)[0], (typeof riders)[0], (typeof riders)[0]];
      await server.db
        .update(t.riderSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(t.riderSessions.riderId, expired.riderId));
      await server.db
        .update(t.riderSessions)
        .set({ revokedAt: new Date() })
        .where(eq(t.riderSessions.riderId, revoked.riderId));
      await server.db.update(t.riders).set({ active: false }).where(eq(t.riders.id, inactive.riderId));
      const onShift = await registerRider(server);
      const dinerOrder = await placeDeliveryOrder(server);

      const pending = await registerPendingRider(server);
      type Expected = { rider: number; riderAccount?: number; staff: number };
      const credentials: [string, Record<string, string>, Expected][] = [
        ['no credential', {}, { rider: 401, staff: 401 }],
        [
          'a rider the venue has not approved',
          { Authorization: `Bearer ${pending.token}` },
          { rider: 403, riderAccount: -1, staff: 403 },
        ],
        [
          'a made-up token',
          { Authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
          { rider: 401, staff: 403 },
        ],
        ['an expired rider token', { Authorization: `Bearer ${expired.token}` }, { rider: 401, staff: 403 }],
        ['a rider token revoked at sign-out', { Authorization: `Bearer ${revoked.token}` }, { rider: 401, staff: 403 }],
        ['the token of a rider off shift', { Authorization: `Bearer ${inactive.token}` }, { rider: 401, staff: 403 }],
        ['an expired token in the cookie', { Cookie: `comanda_rider=${expired.token}` }, { rider: 401, staff: 401 }],
        // A diner holds no token: the only secret they have is their order code (and tracking link).
        [
          'a diner (their order code as a token)',
          { Authorization: `Bearer ${dinerOrder.code}` },
          { rider: 401, staff: 403 },
        ],
        ['a rider token on staff calls', { Authorization: `Bearer ${onShift.token}` }, { rider: -1, staff: 403 }],
        ['the staff token on rider calls', { Authorization: `Bearer ${STAFF_TOKEN}` }, { rider: 401, staff: -1 }],
        [
          'a malformed Authorization header',
          { Authorization: `Basic ${btoa('staff:dev-staff-token')}` },
          { rider: 401, staff: 401 },
        ],
      ];
      const before = await server.db.select().from(t.shipments);
      const ordersBefore = await server.db.select().from(t.orders);
      for (const [label, headers, expected] of credentials) {
        for (const { name, call } of guarded) {
          const status =
            call.auth === 'riderAccount'
              ? (expected.riderAccount ?? expected.rider)
              : expected[call.auth as 'rider' | 'staff'];
          if (status === -1) continue;
          const response = await send((probes[name] as Probe)(ids, onShift.rider.id), headers);
          expect(response.status, `${name} with ${label}`).toBe(status);
          const body = (await response.json()) as { message: string };
          expect(body.message.length, `${name} with ${label}`).toBeGreaterThan(0);
          if (status === 401 && call.auth !== 'staff') expect(body.message).toBe(shipmentMessages.accessDenied);
        }
      }
      expect(await server.db.select().from(t.shipments)).toEqual(before);
      expect(await server.db.select().from(t.orders)).toEqual(ordersBefore);
    });

    it("keeps another fleet's rider out of this fleet's shipments and stacks", async () => {
      const [stranger] = await ridersOnShift(server, 1, 'bc-palermo-norte');
      if (!stranger) throw new Error('no rider');
      const before = await server.db.select().from(t.shipments);
      for (const { name, call } of guarded.filter((c) => c.call.auth !== 'staff')) {
        const response = await send((probes[name] as Probe)(ids, stranger.riderId), {
          Authorization: `Bearer ${stranger.token}`,
        });
        expect(response.status, name).toBe(otherFleetExpected[name]);
        const text = await response.text();
        // Nothing of the other fleet's orders leaks into any answer.
        expect(text, name).not.toContain(ids.orderCode);
        expect(text, name).not.toContain('Juana');
        if (response.status === 403) expect(JSON.parse(text).message).toBe(shipmentMessages.forbidden);
        expect(['rider', 'riderAccount']).toContain(call.auth);
      }
      expect(await server.db.select().from(t.shipments)).toEqual(before);
    });

    it('answers the right credential of each kind (the matrix is not refusing everything)', async () => {
      const onShift = await registerRider(server);
      for (const { name, call } of guarded.filter((c) => c.call.method === 'GET')) {
        const token = call.auth === 'staff' ? STAFF_TOKEN : onShift.token;
        const response = await send((probes[name] as Probe)(ids, onShift.rider.id), {
          Authorization: `Bearer ${token}`,
        });
        expect(response.status, name).toBe(200);
      }
    });

    it('tracks an order only with its own venue alias, exact code and secret', async () => {
      const order = await acceptedDeliveryOrder(server);
      const access = `?access=${order.accessToken}`;
      expect((await server.request(`/api/logisticsorder/tracking/palermo-centro/${order.code}${access}`)).status).toBe(
        200,
      );
      for (const wrong of [
        `/api/logisticsorder/tracking/belgrano/${order.code}${access}`,
        `/api/logisticsorder/tracking/palermo-norte/${order.code}${access}`,
        `/api/logisticsorder/tracking/palermo-centro/${order.code.slice(0, -1)}${access}`,
        `/api/logisticsorder/tracking/palermo-centro/${order.code.toLowerCase()}x${access}`,
        `/api/diner/belgrano/order/${order.code}`,
      ]) {
        const response = await server.request(wrong);
        expect(response.status, wrong).toBe(404);
      }
    });
  });

  describe('codes and tokens cannot be enumerated', () => {
    const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

    it('draws order codes uniformly from 32 symbols × 10 positions (50 bits)', () => {
      const samples = Array.from({ length: 20_000 }, newOrderCode);
      expect(new Set(samples).size).toBe(samples.length);
      for (const code of samples.slice(0, 500)) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      // Every position is uniform over the alphabet: a chi-square test with 31 degrees of freedom at
      // p ≈ 1.2e-7 per position, so a fair generator fails a run about twice in a million (at
      // p ≈ 0.001 it failed one run in fifty: 10 positions, two databases). A biased one is far
      // beyond it: one symbol drawn twice as often adds ≈ 625 on its own.
      for (let position = 0; position < 10; position++) {
        const counts = new Map<string, number>();
        for (const code of samples) {
          const symbol = code.replace('-', '')[position] as string;
          counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
        }
        expect(counts.size).toBe(32);
        const expected = samples.length / 32;
        const chiSquare = [...ALPHABET].reduce((sum, s) => sum + ((counts.get(s) ?? 0) - expected) ** 2 / expected, 0);
        expect(chiSquare, `position ${position}`).toBeLessThan(90);
      }
    });

    it('gives orders created together unrelated codes, and neighbours of a code lead nowhere', async () => {
      const orders = await Promise.all(Array.from({ length: 8 }, () => placeDeliveryOrder(server)));
      const codes = orders.map((order) => order.code);
      const access = orders[0]?.accessToken;
      expect(new Set(codes).size).toBe(codes.length);
      // No shared prefix beyond chance between consecutive orders (a counter would share most of it).
      const shared = codes.slice(1).map((code, i) => {
        let n = 0;
        while (n < 10 && code[n] === codes[i]?.[n]) n++;
        return n;
      });
      expect(Math.max(...shared)).toBeLessThan(4);
      for (const code of codes.slice(0, 3)) {
        const last = code.at(-1) as string;
        const neighbour = `${code.slice(0, -1)}${ALPHABET[(ALPHABET.indexOf(last) + 1) % 32]}`;
        if (codes.includes(neighbour)) continue;
        expect(
          (await server.request(`/api/logisticsorder/tracking/palermo-centro/${neighbour}?access=${access}`)).status,
        ).toBe(404);
        expect((await server.request(`/api/diner/palermo-centro/order/${neighbour}`)).status).toBe(404);
      }
    });

    it('issues rider tokens of 256 random bits and stores only their hash', async () => {
      const tokens = Array.from({ length: 2000 }, () => newRiderToken(new Date()).token);
      expect(new Set(tokens).size).toBe(tokens.length);
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { token } = await registerRider(server);
      const stored = await server.db.select().from(t.riderSessions);
      expect(stored.some((s) => s.tokenHash === token)).toBe(false);
      expect(JSON.stringify(stored)).not.toContain(token);
    });
  });

  describe('hostile text is data', () => {
    const payloads = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(document.cookie)>',
      "javascript:alert('x')",
      '<svg/onload=alert(1)>',
      '{{constructor.constructor("alert(1)")()}}',
      '\u202eevil\u200b',
    ];

    it('stores and returns diner text byte for byte, as JSON that browsers will not sniff', async () => {
      for (const payload of payloads) {
        const line = { ...cartLine('plate-flan'), notes: payload };
        const created = await server.send(
          'POST',
          '/api/order',
          orderBody({
            type: 'TAKE_AWAY',
            orderModeId: 'om-pc-takeaway',
            items: [line],
            price: 0,
            paysWith: 9_000_000,
            customerName: `Ana ${payload}`,
            notes: payload,
          }),
        );
        // The price is asked from the server first (409 carries it), then the order is placed.
        const { price } = (await created.json()) as { price: number };
        const response = await server.send(
          'POST',
          '/api/order',
          orderBody({
            type: 'TAKE_AWAY',
            orderModeId: 'om-pc-takeaway',
            destination: undefined,
            items: [line],
            price,
            paysWith: 9_000_000,
            customerName: `Ana ${payload}`,
            notes: payload,
          }),
        );
        expect(response.status, await response.clone().text()).toBe(201);
        const { data } = (await response.json()) as { data: { code: string; accessToken: string } };
        const read = await server.request(`/api/diner/palermo-centro/order/${data.code}?access=${data.accessToken}`);
        expect(read.headers.get('content-type')).toMatch(/^application\/json/);
        expect(read.headers.get('x-content-type-options')).toBe('nosniff');
        const order = (await read.json()) as { customerName: string; notes?: string; items: { notes?: string }[] };
        expect(order.customerName).toBe(`Ana ${payload}`);
        expect(order.items[0]?.notes ?? payload).toBe(payload);
      }
    });

    it("stores and returns a partner's rider name as given", async () => {
      for (const payload of payloads.slice(0, 3)) {
        const { client } = await registerRider(server, { name: `Rider ${payload}` });
        expect((await client.whoAmI({})).name).toBe(`Rider ${payload}`);
      }
    });
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_PHONE_LOOKUP: '3/60s',
      RATE_LIMIT_SIGN_IN: '3/60s',
      RATE_LIMIT_RIDER_SIGN_IN: '3/60s',
      RATE_LIMIT_CODE_VALIDATION: '3/60s',
      RATE_LIMIT_ORDER_CREATION: '3/60s',
    });
  });
  afterAll(() => server.close());
  // Each case starts with fresh counters (the two phone lookups share theirs).
  beforeEach(() => freshRateLimitWindow(server));

  const json = (method: string, body: unknown) => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const cases: [string, () => [string, RequestInit?]][] = [
    ['phone lookups (diner)', () => ['/api/orderingcustomer/1155550001?branchId=br-palermo']],
    ['phone lookups (rider)', () => ['/api/rider/bc/phone?branchContactId=bc-palermo-centro&phone=1155550100']],
    [
      'diner sign-in codes',
      () => ['/api/diner/signin/code', json('POST', { phone: '11 5555-0001', branchId: 'br-palermo' })],
    ],
    [
      'rider security codes (sign-in)',
      () => [
        '/api/rider/signin',
        json('POST', { branchContactId: 'bc-palermo-centro', phone: '11 5555-0100', securityCode: '0000' }),
      ],
    ],
    [
      'discount-code validation',
      () => [
        '/api/codediscounts/validate',
        json('POST', {
          code: 'NOPE',
          paymentId: 'pt-cash',
          phone: '11 5555-0002',
          orderDate: new Date().toISOString(),
          branchId: 'br-palermo',
        }),
      ],
    ],
    ['order creation', () => ['/api/order', json('POST', orderBody({ items: [cartLine('plate-flan')], price: 0 }))]],
  ];

  it.each(cases)('limits %s with 429, a Spanish message and Retry-After', async (_label, build) => {
    const statuses: number[] = [];
    const responses: Response[] = [];
    for (let i = 0; i < 5; i++) {
      const [url, init] = build();
      responses.push(await server.request(url, init));
    }
    for (const response of responses) statuses.push(response.status);
    const last = responses[4] as Response;
    // Wrong codes, unknown phones and refused orders count too: guessing is what is limited.
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await last.json()) as { message: string }).message).toBe(
      'Demasiados intentos. Espere unos minutos y vuelva a intentar.',
    );
  });
});

describe('HTML pages and cookies', () => {
  let server: TestServer;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'comanda-csp-'));
    const site = (name: string) => {
      const dir = path.join(root, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'index.html'),
        `<!doctype html><title>${name}</title><script type="module" src="./a.js"></script>`,
      );
      return dir;
    };
    server = await startTestServer({ STOREFRONT_DIR: site('storefront'), LOGISTICS_DIR: site('logistics') });
  });
  afterAll(() => server.close());

  it.each(['/', '/menu/palermo-centro', '/logistics/', '/logistics/tracking/order/palermo-centro/ABCDE-FGHJK'])(
    'serves %s with a CSP that allows no inline or eval script, no plugins and no framing',
    async (url) => {
      const response = await server.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('sets the rider cookie HttpOnly, SameSite=Lax, Secure, on /api only, and clears it the same way', async () => {
    const started = await server.send('POST', '/api/rider/createwithcode', {
      name: 'Ana Cookie',
      phone: '11 4777-1234',
      securityCode: '973152',
      active: true,
      riderUser: { branchContact: { id: 'bc-palermo-centro' } },
    });
    expect(started.status).toBe(201);
    const cookie = started.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^comanda_rider=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/); // comanda.test is not localhost
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; Expires=/);
    const { token } = (await started.json()) as { token: string };
    const ended = await authed(server, 'POST', '/api/rider/signout', token, { securityCode: '973152' });
    const cleared = ended.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/^comanda_rider=;/);
    expect(cleared).toMatch(/; HttpOnly/);
    expect(cleared).toMatch(/; SameSite=Lax/);
    expect(cleared).toMatch(/; Path=\/api(;|$)/);
  });

  it('sets no cookie on diner calls before the code is proved', async () => {
    const signIn = await server.send('POST', '/api/diner/signin/code', {
      phone: '11 5555-0001',
      branchId: 'br-palermo',
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toBeNull();
  });
});
