/**
 * Faults: the database going away while the server runs, and the server restarting mid-journey.
 * - On PostgreSQL (TEST_DATABASE_URL), the server reaches it through a small TCP proxy in this
 *   test; stopping the proxy cuts every connection and refuses new ones. Requests then answer 503
 *   with a Spanish message (no crash, no hang), nothing half-written stays, and once the proxy is
 *   back the same server answers again without a restart.
 * - On PGlite (no socket to cut), the same is shown by making the driver throw the errors a lost
 *   connection throws (ECONNREFUSED, "Connection terminated") while it is "down".
 * - A restart: the database is closed and opened again under a new app (a file-backed PGlite
 *   DATA_DIR, and PostgreSQL when configured); everything committed is there, a resubmitted
 *   idempotency key gives the same order once, and a rider token survives.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type DatabaseTarget, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { createLogger } from '../src/http/logger.ts';
import { BASE_URL } from './harness.ts';
import { STAFF_TOKEN } from './logistics-helpers.ts';
import { cartLine, orderBody } from './order-helpers.ts';

const UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.';
const CASH_TOTAL = 1_030_000 + 30_000 + 20_600 + 180_000;
const burgerOrder = () =>
  orderBody({
    items: [
      cartLine('plate-clasica', {
        garnishes: [
          { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
          { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
        ],
      }),
    ],
    price: CASH_TOTAL,
    paysWith: 2_000_000,
  });

function appOn(db: Database) {
  const config = loadConfig({
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    STOREFRONT_DIR: '/nonexistent',
    // These suites send each order twice (a cut, then the retry) from one client: they test
    // failures, not the per-client limit of 30 orders a minute, which they would otherwise reach
    // whenever enough orders were counted before a cut.
    RATE_LIMIT_ORDER_CREATION: '1000/60s',
  });
  const app = createApp({ config, db, logger: createLogger('silent') });
  const request = (p: string, init?: RequestInit) => app.request(`${BASE_URL}${p}`, init);
  return {
    request,
    send: (method: string, p: string, body: unknown, headers: Record<string, string> = {}) =>
      request(p, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  };
}
type App = ReturnType<typeof appOn>;

/** A read, a write with a body, a staff read and a rider-guarded call: each must fail cleanly. */
async function expectUnavailable(app: App) {
  const responses = [
    await app.request('/api/diner/branchcontacts/bc-palermo-centro'),
    await app.send('POST', '/api/order', burgerOrder()),
    await app.request('/api/staff/orders', { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } }),
    await app.request('/api/whoami', { headers: { Authorization: 'Bearer some-rider-token' } }),
  ];
  for (const response of responses) {
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable', message: UNAVAILABLE_MESSAGE });
  }
}

async function expectAnswering(app: App) {
  expect((await app.request('/api/diner/branchcontacts/bc-palermo-centro')).status).toBe(200);
  const created = await app.send('POST', '/api/order', burgerOrder());
  expect(created.status).toBe(201);
}

/** Forwards TCP connections to PostgreSQL; `stop` closes the port and cuts every open connection. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    get port() {
      return port;
    },
    async start() {
      if (server) return;
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve());
      });
      port = (listening.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

async function createPostgresDatabase(adminUrl: string) {
  const name = `comanda_faults_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

// Declared on the PostgreSQL pass only (`npm test` runs the server suite there too, see
// scripts/test.mjs); the PGlite pass proves the same through the driver's errors below.
if (postgresUrl) {
  describe('PostgreSQL unreachable while the server runs (TCP proxy)', () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let proxy: ReturnType<typeof tcpProxy>;
    let handle: Awaited<ReturnType<typeof openDatabase>>;
    let app: App;
    beforeAll(async () => {
      database = await createPostgresDatabase(postgresUrl as string);
      proxy = tcpProxy({ host: database.url.hostname, port: Number(database.url.port || 5432) });
      await proxy.start();
      const throughProxy = new URL(database.url);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      handle = await openDatabase({ kind: 'postgres', url: throughProxy.toString() });
      await seedDemoData(handle.db);
      app = appOn(handle.db);
    });
    afterAll(async () => {
      await proxy?.start();
      await handle?.close();
      await proxy?.stop();
      await database?.drop();
    });

    it('answers 503 in Spanish while PostgreSQL is away, and recovers without a restart', async () => {
      await expectAnswering(app);
      const orders = async () => (await handle.db.select({ n: count() }).from(schema.orders))[0]?.n;
      const before = await orders();

      await proxy.stop();
      const started = Date.now();
      await expectUnavailable(app);
      // Several times, so both the pooled connections cut and the refused new ones are met.
      await expectUnavailable(app);
      expect(Date.now() - started).toBeLessThan(20_000);

      await proxy.start();
      await expectAnswering(app);
      expect(await orders()).toBe((before ?? 0) + 1);
    });

    it('keeps nothing of a write cut in the middle', async () => {
      // Cut while many orders are in flight: each is written whole or not at all.
      const bodies = Array.from({ length: 20 }, burgerOrder);
      const inFlight = Promise.all(bodies.map((body) => app.send('POST', '/api/order', body)));
      setTimeout(() => void proxy.stop(), 15);
      const responses = await inFlight;
      for (const response of responses) expect([201, 503]).toContain(response.status);
      await proxy.start();
      for (const [index, body] of bodies.entries()) {
        const rows = await handle.db
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.idempotencyKey, body.idempotencyKey));
        if (responses[index]?.status === 201) expect(rows).toHaveLength(1);
        // A 503 may have come after the commit (the answer was lost, not the order): at most one row,
        // and it is whole: the customer and points moved with it.
        expect(rows.length).toBeLessThanOrEqual(1);
        if (rows[0]) expect(rows[0].customerId).not.toBeNull();
        // The client retries with the same key and gets the one order.
        const retried = await app.send('POST', '/api/order', body);
        expect([200, 201]).toContain(retried.status);
        const after = await handle.db
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.idempotencyKey, body.idempotencyKey));
        expect(after).toHaveLength(1);
      }
    });
  });
}

describe('the database driver failing like a lost connection (PGlite)', () => {
  let client: PGlite;
  let app: App;
  let down = false;
  beforeAll(async () => {
    client = new PGlite();
    const db = drizzle(client, { schema }) as unknown as Database;
    await migrate(db as never, { migrationsFolder: path.resolve(import.meta.dirname, '../drizzle') });
    await seedDemoData(db);
    const lost = [
      () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      () => new Error('Connection terminated unexpectedly'),
    ];
    let failures = 0;
    for (const method of ['query', 'exec', 'transaction'] as const) {
      const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        if (!down) return original(...args);
        failures += 1;
        return Promise.reject((lost[failures % lost.length] as () => Error)());
      };
    }
    app = appOn(db);
  });
  afterAll(() => client.close());

  it('answers 503 in Spanish while the driver fails, and recovers when it answers again', async () => {
    await expectAnswering(app);
    down = true;
    await expectUnavailable(app);
    await expectUnavailable(app);
    down = false;
    await expectAnswering(app);
  });
});

type RestartTarget = () => Promise<{ target: DatabaseTarget; cleanup: () => Promise<void> }>;
const restartTargets: [string, RestartTarget][] = [
  [
    'a file-backed PGlite DATA_DIR',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-restart-'));
      return {
        target: { kind: 'pglite', dataDir: path.join(dir, 'pglite') },
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ],
];
if (postgresUrl) {
  restartTargets.push([
    'PostgreSQL',
    async () => {
      const database = await createPostgresDatabase(postgresUrl);
      return { target: { kind: 'postgres', url: database.url.toString() }, cleanup: database.drop };
    },
  ]);
}

describe.each(restartTargets)('a server restarted mid-journey on %s', (_name, prepare) => {
  it('loses nothing committed: the order exists once under its key, with its shipment and the rider token', async () => {
    const { target, cleanup } = await prepare();
    try {
      const first = await openDatabase(target);
      await seedDemoData(first.db);
      const before = appOn(first.db);
      const body = burgerOrder();
      const created = await before.send('POST', '/api/order', body);
      expect(created.status).toBe(201);
      const { data } = (await created.json()) as {
        data: { code: string; id: string; total: number; accessToken: string };
      };
      const accepted = await before.send(
        'PUT',
        `/api/staff/orders/${data.code}/status`,
        { status: 'ACCEPTED' },
        { Authorization: `Bearer ${STAFF_TOKEN}` },
      );
      expect(accepted.status).toBe(200);
      const rider = await before.send('POST', '/api/rider/createwithcode', {
        name: 'Ana Reinicio',
        phone: '11 4321-9876',
        securityCode: '973152',
        active: true,
        riderUser: { branchContact: { id: 'bc-palermo-centro' } },
      });
      const { token } = (await rider.json()) as { token: string };
      await first.close();

      const second = await openDatabase(target);
      try {
        const after = appOn(second.db);
        // The client retries the submit it never saw answered: the same order, once.
        const retried = await after.send('POST', '/api/order', body);
        expect(retried.status).toBe(200);
        expect(((await retried.json()) as { data: { code: string; total: number } }).data).toMatchObject({
          code: data.code,
          total: CASH_TOTAL,
        });
        const rows = await second.db
          .select()
          .from(schema.orders)
          .where(eq(schema.orders.idempotencyKey, body.idempotencyKey));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.status).toBe('ACCEPTED');
        const shipments = await second.db.select().from(schema.shipments).where(eq(schema.shipments.orderId, data.id));
        expect(shipments.map((s) => s.status)).toEqual(['LOOKING_FOR_DRIVER']);
        const whoAmI = await after.request('/api/whoami', { headers: { Authorization: `Bearer ${token}` } });
        expect(whoAmI.status).toBe(200);
        // The tracking link of the order, whose secret was committed with it.
        const tracking = await after.request(
          `/api/logisticsorder/tracking/palermo-centro/${data.code}?access=${data.accessToken}`,
        );
        expect(tracking.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await cleanup();
    }
  });
});
