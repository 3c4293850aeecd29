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
  /** PostgreSQL only: the pool's open and idle connections, and the queries waiting for one. */
  readonly poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Connection pool size for PostgreSQL; PGlite is a single connection by nature. */
export const POSTGRES_POOL_SIZE = 10;
/** How long a request waits for a new PostgreSQL connection before it fails (503). */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/**
 * The session-level advisory lock every instance takes while it migrates and seeds, so instances
 * started together on one database do it one after the other: the first migrates (and seeds an
 * empty database), the others find it done. The number is arbitrary and ours alone.
 */
export const STARTUP_LOCK_ID = 2_026_220_001;

export interface OpenDatabaseOptions {
  /** Runs once the schema is current, still under the start-up lock: the demo seeding. */
  readonly prepare?: (db: Database) => Promise<void>;
  /** Told when another instance holds the start-up lock and this one waits for it. */
  readonly onWait?: () => void;
}

/** Migrates and prepares on one connection that holds the start-up lock meanwhile. */
async function migrateUnderLock(pool: pg.Pool, options: OpenDatabaseOptions): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      STARTUP_LOCK_ID,
    ]);
    if (!rows[0]?.locked) {
      options.onWait?.();
      await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    }
    const locked = drizzleNodePg(client, { schema }) as unknown as Database;
    await migrateNodePg(locked as never, { migrationsFolder });
    await options.prepare?.(locked);
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
    client.release();
  } catch (error) {
    // Closing the session releases its lock, whatever state the connection is in.
    client.release(true);
    throw error;
  }
}

export async function openDatabase(target: DatabaseTarget, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
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
    try {
      await migrateUnderLock(pool, options);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      target,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (target.dataDir !== 'memory') mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir === 'memory' ? new PGlite() : new PGlite(target.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // One process owns a PGlite database: nothing to wait for.
  await migratePglite(db as never, { migrationsFolder });
  await options.prepare?.(db);
  return { db, target, close: () => client.close() };
}
