/**
 * The database: embedded PGlite by default (persisted under DATA_DIR, or in memory for tests),
 * any PostgreSQL through DATABASE_URL. Both get the same Drizzle schema and migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string | 'memory' }
  | { readonly kind: 'postgres'; readonly url: string };

export interface DatabaseHandle {
  readonly db: Database;
  readonly target: DatabaseTarget;
  close(): Promise<void>;
}

/** Connection pool size for PostgreSQL; PGlite is a single connection by nature. */
export const POSTGRES_POOL_SIZE = 10;
/** How long a request waits for a new PostgreSQL connection before it fails (503). */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: POSTGRES_POOL_SIZE,
      // An unreachable database answers requests with 503 within seconds instead of hanging them.
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    });
    // A dropped connection (PostgreSQL restarted) must not crash the process: the pool reconnects.
    pool.on('error', (error) =>
      console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: error.message })),
    );
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    await migrateNodePg(db as never, { migrationsFolder });
    return { db, target, close: () => pool.end() };
  }
  if (target.dataDir !== 'memory') mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir === 'memory' ? new PGlite() : new PGlite(target.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { db, target, close: () => client.close() };
}
