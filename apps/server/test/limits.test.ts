/**
 * Rate limits and quotas as a stranger meets them, over real connections (the address a limit
 * counts by is the socket's): behind a trusted proxy, X-Forwarded-For entries a client writes
 * cannot make new clients; lookups naming one phone, order or rider meet a limit however many
 * addresses ask; a rider's security code locks after five wrong ones in a row, from any address;
 * public writes (failure reports, abandoned carts, reward claims) have quotas.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DINER_LOG_MAX_LENGTH, formatDinerLog } from '@comanda/api';
import { demoCustomer, demoRider } from '@comanda/api/demo';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { rowCount } from './fixtures.ts';
import { databaseKind, freshRateLimitWindow, startTestServer } from './harness.ts';
import { placeDeliveryOrder } from './logistics-helpers.ts';

/** The limits below count per hour; a test that starts within half a minute of the hour waits for it. */
const HOUR_WINDOW = { windowSeconds: 3600, marginSeconds: 30 };
const TOO_MANY = 'Demasiados intentos. Espere unos minutos y vuelva a intentar.';

/**
 * A test server over a real socket on 127.0.0.1, with the given limits (hour-long windows: a
 * security code's scrypt on a busy machine can make a few attempts outlast a minute's window).
 */
async function listening(env: Record<string, string>) {
  const server = await startTestServer(env);
  const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => (http.listening ? resolve() : http.once('listening', () => resolve())));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const send = (
    path: string,
    init: { method?: string; body?: unknown; forwardedFor?: string; text?: string; token?: string } = {},
  ) =>
    fetch(`${base}${path}`, {
      method: init.method ?? (init.body !== undefined || init.text !== undefined ? 'POST' : 'GET'),
      headers: {
        ...(init.forwardedFor ? { 'X-Forwarded-For': init.forwardedFor } : {}),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.text !== undefined ? { body: init.text } : {}),
    });
  const close = async () => {
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await server.close();
  };
  return { server, send, close };
}

/** The statuses of requests sent one after the other, so the last ones are the ones over a limit. */
const inTurn = async (requests: (() => Promise<Response>)[]) => {
  const answered: number[] = [];
  for (const request of requests) answered.push((await request()).status);
  return answered;
};
const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const riderSignIn = (securityCode: string) => ({
  branchContactId: demoRider.branchContactId,
  phone: '11 5555-0100',
  securityCode,
});

describe(`limits behind a trusted proxy (TRUST_PROXY=1) on ${databaseKind}`, () => {
  let target: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    const storefront = mkdtempSync(path.join(tmpdir(), 'comanda-limits-'));
    writeFileSync(path.join(storefront, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    target = await listening({
      STOREFRONT_DIR: storefront,
      TRUST_PROXY: '1',
      RATE_LIMIT_RIDER_SIGN_IN: '3/3600s',
      RATE_LIMIT_PHONE_LOOKUP: '3/3600s',
      RATE_LIMIT_ORDER_LOOKUP: '3/3600s',
    });
  });
  afterAll(() => target.close());
  beforeEach(() => freshRateLimitWindow(target.server, HOUR_WINDOW));

  it('counts by the entry the proxy appended: client-written entries on its left change nothing', async () => {
    const attempts = Array.from(
      { length: 6 },
      () => () =>
        target.send('/api/rider/signin', {
          body: riderSignIn('0000'),
          forwardedFor: `${randomAddress()}, 203.0.113.7`,
        }),
    );
    expect(await inTurn(attempts)).toEqual([400, 400, 400, 429, 429, 429]);
    // Another client behind the same proxy has its own count.
    const other = await target.send('/api/rider/signin', { body: riderSignIn('0000'), forwardedFor: '203.0.113.8' });
    expect(other.status).toBe(400);
  });

  it('counts a request that did not come through the proxy by its connection', async () => {
    const lookup = () => target.send('/api/orderingcustomer/1155550001?branchId=br-palermo');
    expect((await inTurn([lookup, lookup, lookup, lookup, lookup])).slice(3)).toEqual([429, 429]);
  });

  it('holds one client guessing order codes at the order-lookup limit', async () => {
    const guesses = ['AAAAAAAAAA', 'BBBBBBBBBB', 'CCCCCCCCCC', 'DDDDDDDDDD'].map(
      (code) => () =>
        target.send(`/api/diner/palermo-centro/order/${code}`, { forwardedFor: `${randomAddress()}, 203.0.113.9` }),
    );
    expect(await inTurn(guesses)).toEqual([404, 404, 404, 429]);
  });

  it("counts the order read a follow-up page's document embeds against the page's own client", async () => {
    const { code } = await placeDeliveryOrder(target.server);
    const page = await Promise.all(
      [1, 2, 3].map(() => target.send(`/menu/palermo-centro/order/${code}`, { forwardedFor: '203.0.113.20' })),
    );
    for (const document of page) expect(await document.text()).toContain(`"code":"${code}"`);
    const read = (client: string) => target.send(`/api/diner/palermo-centro/order/${code}`, { forwardedFor: client });
    expect((await read('203.0.113.20')).status).toBe(429);
    expect((await read('203.0.113.21')).status).toBe(200);
  });
});

describe(`limits without TRUST_PROXY on ${databaseKind}`, () => {
  let target: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    target = await listening({ RATE_LIMIT_RIDER_SIGN_IN: '3/3600s' });
  });
  afterAll(() => target.close());
  beforeEach(() => freshRateLimitWindow(target.server, HOUR_WINDOW));

  it('ignores X-Forwarded-For: a new forged address each time is still the same connection', async () => {
    const answered: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await target.send('/api/rider/signin', {
        body: riderSignIn('0000'),
        forwardedFor: randomAddress(),
      });
      answered.push(response.status);
      if (response.status === 429) expect(((await response.json()) as { message: string }).message).toBe(TOO_MANY);
    }
    expect(answered).toEqual([400, 400, 400, 429, 429]);
  });
});

describe(`limits by what is looked up, whoever asks, on ${databaseKind}`, () => {
  let target: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    target = await listening({
      TRUST_PROXY: '1',
      RATE_LIMIT_PHONE_LOOKUP_PER_PHONE: '3/3600s',
      RATE_LIMIT_RIDER_SIGN_IN_PER_RIDER: '3/3600s',
      RATE_LIMIT_ORDER_LOOKUP_PER_ORDER: '3/3600s',
    });
  });
  afterAll(() => target.close());
  beforeEach(() => freshRateLimitWindow(target.server, HOUR_WINDOW));
  // Every request from a new client address, as a botnet would send them.
  let client = 0;
  const fromNewClient = () => `203.0.113.${++client % 250}`;

  it("guesses of one rider's security code from many addresses meet 429, the right code too", async () => {
    const guesses = ['0000', '1111', '1234'].map(
      (code) => () => target.send('/api/rider/signin', { body: riderSignIn(code), forwardedFor: fromNewClient() }),
    );
    expect(await inTurn(guesses)).toEqual([400, 400, 400]);
    const right = await target.send('/api/rider/signin', {
      body: riderSignIn(demoRider.securityCode),
      forwardedFor: fromNewClient(),
    });
    expect(right.status).toBe(429);
    expect(((await right.json()) as { message: string }).message).toBe(TOO_MANY);
    // Another phone's format of the same rider is the same rider.
    const reformatted = await target.send('/api/rider/signin', {
      body: { ...riderSignIn(demoRider.securityCode), phone: '+54 11 5555-0100' },
      forwardedFor: fromNewClient(),
    });
    expect(reformatted.status).toBe(429);
  });

  it('lookups of one phone from many addresses meet 429, across customer, loyalty history and orders', async () => {
    const phone = encodeURIComponent(demoCustomer.phone);
    const lookups = [
      `/api/orderingcustomer/${phone}?branchId=br-palermo`,
      `/api/branch/br-palermo/loyalty-points/history/${phone}`,
      `/api/orders?branchContactId=bc-palermo-centro&phone=${phone}`,
      `/api/orderingcustomer/${phone.replace('%2B54', '')}?branchId=br-palermo`,
    ];
    const answered = await inTurn(lookups.map((path) => () => target.send(path, { forwardedFor: fromNewClient() })));
    // Without the diner's session the history and the orders answer 401, yet each ask is counted.
    expect(answered).toEqual([200, 401, 401, 429]);
    // Another phone is not held back.
    const other = await target.send(`/api/orderingcustomer/1155550009?branchId=br-palermo`, {
      forwardedFor: fromNewClient(),
    });
    expect(other.status).not.toBe(429);
  });

  it('reads of one order code from many addresses meet 429', async () => {
    const { code } = await placeDeliveryOrder(target.server);
    const reads = Array.from(
      { length: 4 },
      () => () => target.send(`/api/diner/palermo-centro/order/${code}`, { forwardedFor: fromNewClient() }),
    );
    expect(await inTurn(reads)).toEqual([200, 200, 200, 429]);
  });
});

describe(`the per-rider security code lockout behind a trusted proxy, on ${databaseKind}`, () => {
  let target: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    // Every address limit high: only the rider's own lockout stands in the way.
    target = await listening({ TRUST_PROXY: '1' });
  });
  afterAll(() => target.close());
  let client = 0;
  const fromNewClient = () => `203.0.113.${++client % 250}`;
  const CODE = '482916';
  const LOCKED = {
    error: 'security_code_locked',
    message: 'Demasiados intentos con el código de seguridad, vuélvalo a intentar en unos minutos',
  };

  async function newRider() {
    const phone = `11 4${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const created = await target.send('/api/rider/createwithcode', {
      body: {
        name: 'Rita Campos',
        phone,
        securityCode: CODE,
        active: true,
        riderUser: { branchContact: { id: demoRider.branchContactId } },
      },
      forwardedFor: fromNewClient(),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { rider, token } = (await created.json()) as { rider: { id: string; name: string }; token: string };
    const signIn = (securityCode: string) =>
      target.send('/api/rider/signin', {
        body: { branchContactId: demoRider.branchContactId, phone, securityCode },
        forwardedFor: fromNewClient(),
      });
    const update = (securityCode: string, active: boolean) =>
      target.send(`/api/rider/${rider.id}/updatewithcode`, {
        method: 'PUT',
        body: {
          rider: { id: rider.id, name: rider.name, phone },
          securityCode,
          active,
          riderUser: { branchContact: { id: demoRider.branchContactId } },
        },
        forwardedFor: fromNewClient(),
      });
    return { id: rider.id, token, signIn, update };
  }

  it("locks one rider's code after five wrong ones from five addresses, the right code too, on every call that takes it", async () => {
    const rider = await newRider();
    const guesses = ['000000', '111111', '222222', '333333', '444444'].map((code) => () => rider.signIn(code));
    expect(await inTurn(guesses)).toEqual([400, 400, 400, 400, 400]);

    const right = await rider.signIn(CODE);
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject(LOCKED);
    expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect((await rider.update(CODE, true)).status).toBe(429);
    const signOut = await target.send('/api/rider/signout', {
      body: { securityCode: CODE },
      token: rider.token,
      forwardedFor: fromNewClient(),
    });
    expect(signOut.status).toBe(429);
    // Another rider of the venue is not held back.
    expect((await (await newRider()).signIn(CODE)).status).toBe(200);
  });

  it('lets guesses sent together past the lockout no more than five times', async () => {
    const rider = await newRider();
    const answered = await Promise.all(
      ['100000', '200000', '300000', '400000', '500000', '600000', '700000', '800000'].map((code) =>
        rider.signIn(code),
      ),
    );
    expect(answered.filter((response) => response.status === 400)).toHaveLength(5);
    expect(answered.filter((response) => response.status === 429)).toHaveLength(3);
  });

  it('opens again when the lockout ends; the right code clears the count, a wrong one after five locks again', async () => {
    const rider = await newRider();
    const wrong = () => rider.signIn('999999');
    expect(await inTurn([wrong, wrong, wrong, wrong, wrong])).toEqual([400, 400, 400, 400, 400]);
    const endLockout = () =>
      target.server.db
        .update(t.riders)
        .set({ securityCodeLockedUntil: new Date(Date.now() - 1000) })
        .where(eq(t.riders.id, rider.id));
    await endLockout();
    // Once over, one more wrong code locks it again at once.
    expect(await inTurn([wrong, () => rider.signIn(CODE)])).toEqual([400, 429]);
    await endLockout();
    expect((await rider.update(CODE, false)).status).toBe(200);
    expect(await inTurn([wrong, wrong, wrong, wrong, () => rider.signIn(CODE)])).toEqual([400, 400, 400, 400, 200]);
  });
});

describe(`quotas on public writes on ${databaseKind}`, () => {
  let target: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    target = await listening({
      RATE_LIMIT_DINER_LOG: '3/3600s',
      RATE_LIMIT_CART_SAVE: '3/3600s',
      RATE_LIMIT_REWARD_CLAIM: '3/3600s',
    });
  });
  afterAll(() => target.close());
  beforeEach(() => freshRateLimitWindow(target.server, HOUR_WINDOW));

  it('keeps at most the quota of failure reports per client, and none over the size limit', async () => {
    const before = await rowCount(target.server.db, t.dinerLogs);
    const oversized = await target.send('/api/diner/log', { text: 'x'.repeat(DINER_LOG_MAX_LENGTH + 1) });
    expect(oversized.status).toBe(400);
    const answered = await inTurn(
      Array.from({ length: 3 }, () => () => target.send('/api/diner/log', { text: 'falló' })),
    );
    expect(answered).toEqual([204, 204, 429]);
    expect(await rowCount(target.server.db, t.dinerLogs)).toBe(before + 2);
  });

  it('cuts what the client reports to the length the server keeps', () => {
    const report = formatDinerLog('Error', { url: 'http://x', stack: 'at y\n'.repeat(5000) });
    expect(report.length).toBe(DINER_LOG_MAX_LENGTH);
    expect(report.startsWith('Error\n{"url":"http://x"')).toBe(true);
  });

  it('saves abandoned carts of many phones from one client only up to the quota', async () => {
    const save = (phone: string) => () =>
      target.send('/api/abandoned/cart/', {
        body: {
          items: [],
          branchContactId: 'bc-palermo-centro',
          branchId: 'br-palermo',
          phone,
          orderModeId: 'om-pc-delivery',
        },
      });
    const before = await rowCount(target.server.db, t.abandonedCarts);
    const answered = await inTurn(['91166661001', '91166661002', '91166661003', '91166661004'].map(save));
    expect(answered).toEqual([200, 200, 200, 429]);
    expect(await rowCount(target.server.db, t.abandonedCarts)).toBe(before + 3);
  });

  it('counts reward claims for many phones from one client, refused without a session, up to the quota', async () => {
    const claim = (phone: string) => () =>
      target.send(`/api/diner/customer/${phone}/loyalty-reward/reward-bienvenida`, {
        body: {
          name: 'Martín Gómez',
          phone,
          email: 'martin@example.com',
          branchId: 'br-palermo',
          branchContactId: 'bc-palermo-centro',
          loyaltyRewardId: 'reward-bienvenida',
          acquisitionChannel: 'QR',
        },
      });
    const before = await rowCount(target.server.db, t.rewardClaims);
    const answered = await inTurn(['91166662001', '91166662002', '91166662003', '91166662004'].map(claim));
    expect(answered).toEqual([401, 401, 401, 429]);
    expect(await rowCount(target.server.db, t.rewardClaims)).toBe(before);
  });
});
