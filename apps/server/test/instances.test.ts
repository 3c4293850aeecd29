/**
 * Instances started together on one PostgreSQL database, as an operator scaling out does: three
 * real server processes at the same moment, on an empty database and on one left at an older
 * schema. Every one comes up, the migrations run once and the demo data is loaded once.
 * PostgreSQL only (PGlite is one process's database): runs in the PostgreSQL pass of `npm test`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshPostgres } from './harness.ts';
import { placeDeliveryOrder } from './logistics-helpers.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const SEEDED = 'demo data loaded into an empty database';

let started: ServerProcess[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
afterEach(async () => {
  await Promise.all(started.map((server) => server.stop()));
  started = [];
  await dropDatabase?.();
  dropDatabase = undefined;
});

async function newDatabase(): Promise<string> {
  const fresh = await freshPostgres(postgresUrl as string);
  dropDatabase = fresh.drop;
  if (fresh.target.kind !== 'postgres') throw new Error('expected a PostgreSQL target');
  return fresh.target.url;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Brings a database to the schema of the first migration only: what an older release left. */
async function migrateToFirstRelease(url: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'comanda-old-schema-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const first = journal.entries.slice(0, 1);
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: first }));
    const pool = new pg.Pool({ connectionString: url });
    await migrate(drizzle(pool), { migrationsFolder: folder });
    await pool.end();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Starts `count` instances at the same moment; fails with every instance's output if one does not come up. */
async function startTogether(url: string, count: number) {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess({ DATABASE_URL: url, REALTIME: 'off' })),
  );
  started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  expect(failures).toEqual([]);
  return started;
}

async function expectServing(instances: ServerProcess[]) {
  for (const instance of instances) {
    const response = await instance.request('/api/diner/branchcontacts/bc-palermo-centro');
    expect(response.status).toBe(200);
  }
}

describe.runIf(postgresUrl)('instances started together on one PostgreSQL database', { timeout: 240_000 }, () => {
  it('three on an empty database all come up; the schema is migrated once and the demo data loaded once', async () => {
    const url = await newDatabase();
    const instances = await startTogether(url, 3);
    await expectServing(instances);
    // An order placed through the first instance survives the others' start (a second seeding
    // would have deleted it).
    const order = await placeDeliveryOrder(instances[0] as ServerProcess);

    const applied = await query<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0]?.n).toBe(journal.entries.length);
    const seeded = instances.filter((instance) => instance.output().includes(SEEDED));
    expect(seeded).toHaveLength(1);
    const orders = await query<{ code: string }>(url, 'select code from orders');
    expect(orders.map((row) => row.code)).toEqual([order.code]);
    for (const instance of instances) expect((await instance.request(`/api/staff/orders`)).status).toBe(401);
  });

  it('three on a database at an older schema all come up and bring it up to date once', async () => {
    const url = await newDatabase();
    await migrateToFirstRelease(url);
    expect(await query(url, 'select 1 from drizzle.__drizzle_migrations')).toHaveLength(1);

    const instances = await startTogether(url, 3);
    await expectServing(instances);
    const applied = await query<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0]?.n).toBe(journal.entries.length);
    expect(instances.filter((instance) => instance.output().includes(SEEDED))).toHaveLength(1);
    // A table of a later migration is there and answers through every instance.
    const shipments = await query<{ n: number }>(url, 'select count(*)::int as n from shipments');
    expect(shipments[0]?.n).toBe(0);
  });
});
