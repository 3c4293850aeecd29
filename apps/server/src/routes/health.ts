/**
 * The operator's checks. `GET /api/health`: the process is alive (for a restart policy).
 * `GET /api/ready`: this instance can serve now (for a load balancer): its database answers, the
 * events other instances publish reach its subscribers, and it is not shutting down. Both say
 * only up or down, never why in detail: they are public.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/env.ts';

/** A database slower than this to answer `select 1` counts as down for readiness. */
export const READINESS_DATABASE_TIMEOUT_MS = 2_000;

/** What readiness asks of the running instance beyond its database. */
export interface InstanceStatus {
  /** False while events published elsewhere would not reach this instance's subscribers. */
  realtimeDelivering(): boolean;
  /** True once the instance is shutting down: it finishes what it has and should get nothing new. */
  draining(): boolean;
}

/** An instance with nothing but its database to check (tests, tools). */
export const steadyInstance: InstanceStatus = { realtimeDelivering: () => true, draining: () => false };

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_DATABASE_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  return Promise.race([query, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(status: InstanceStatus) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' as const }))
    .get('/ready', async (c) => {
      const checks = {
        database: (await databaseAnswers(c.var.db)) ? 'up' : 'down',
        realtime: status.realtimeDelivering() ? 'up' : 'down',
        shutdown: status.draining() ? 'draining' : 'no',
      } as const;
      const ready = checks.database === 'up' && checks.realtime === 'up' && checks.shutdown === 'no';
      c.header('Cache-Control', 'no-store');
      return c.json({ status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503);
    });
}
