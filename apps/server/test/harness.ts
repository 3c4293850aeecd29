/**
 * A real server for integration tests: the Hono app over a real database with the demo data.
 * PGlite in memory by default; with TEST_DATABASE_URL, a fresh PostgreSQL database per test
 * file (created and dropped here), so files can run in parallel.
 */
import { randomUUID } from 'node:crypto';
import { createApiClient, dinerCalls, logisticsCalls } from '@comanda/api';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { everyRateLimit, loadConfig } from '../src/config.ts';
import { type Database, type DatabaseTarget, openDatabase } from '../src/db/client.ts';
import { rateLimitHits } from '../src/db/schema.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { createLogger } from '../src/http/logger.ts';
import type { RealtimePublisher } from '../src/realtime/publisher.ts';

export const BASE_URL = 'http://comanda.test';

/** A fresh database on the PostgreSQL server at `url`, and how to drop it. */
export async function freshPostgres(url: string): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const name = `comanda_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: dbUrl.toString() },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export const databaseKind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

export interface TestServerOptions {
  /** Where tracking changes are pushed (e.g. `createRecordingPublisher().publisher`). */
  readonly realtime?: RealtimePublisher;
}

/**
 * Fresh rate-limit counters, and not near the end of a window of `windowSeconds`: limits count in
 * fixed windows, so calls straddling a boundary would be counted in two (CI once saw [200, 429]).
 */
export async function freshRateLimitWindow(
  server: { readonly db: Database },
  { windowSeconds = 60, marginSeconds = 2 } = {},
): Promise<void> {
  await server.db.delete(rateLimitHits);
  const windowMs = windowSeconds * 1000;
  const leftMs = windowMs - (Date.now() % windowMs);
  if (leftMs < marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
}

export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}) {
  const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const handle = await openDatabase(postgres?.target ?? { kind: 'pglite', dataDir: 'memory' });
  await seedDemoData(handle.db);
  // Limits high enough for suites that send many requests; the rate-limit tests set their own.
  const config = loadConfig({
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    STOREFRONT_DIR: '/nonexistent',
    ...everyRateLimit('10000/60s'),
    ...env,
  });
  const app = createApp({
    config,
    db: handle.db,
    logger: createLogger('silent'),
    ...(options.realtime ? { realtime: options.realtime } : {}),
  });
  const callers = apiCallers(BASE_URL, async (input, init) => app.request(input as string, init));
  return {
    app,
    config,
    db: handle.db,
    ...callers,
    close: async () => {
      await handle.close();
      await postgres?.drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * How the suites call a server at `baseUrl` through `fetch`: the app in process (`app.request`)
 * or a server process over the network.
 */
export function apiCallers(baseUrl: string, fetch: typeof globalThis.fetch) {
  const request = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  return {
    request,
    /** A JSON request with a body. */
    send: (method: string, path: string, body: unknown) =>
      request(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    client: createApiClient(dinerCalls, { baseUrl, fetch }),
    /** The rider, tracking and staff calls, with a bearer token when given. */
    logistics: (token?: string) =>
      createApiClient(logisticsCalls, {
        baseUrl,
        fetch,
        ...(token ? { headers: () => ({ Authorization: `Bearer ${token}` }) } : {}),
      }),
  };
}

/** What the order and rider helpers need of a server: its API. */
export type ApiCallers = ReturnType<typeof apiCallers>;
