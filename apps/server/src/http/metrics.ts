/**
 * Prometheus metrics at `/metrics` (prom-client): requests by route, status and latency, orders
 * created, realtime connections and events, the database pool, and Node's process metrics. Each
 * app has a registry of its own, so tests may build many apps in one process.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached menu (~1 ms) to a request that waits for the database's 5 s timeout. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read when they are scraped: this instance's live state. */
export interface MetricSources {
  realtimeConnections(): number;
  realtimeDelivering(): boolean;
  /** The PostgreSQL pool's connections; absent on PGlite (one connection by nature). */
  databasePool?(): { total: number; idle: number; waiting: number };
}

export interface ServerMetrics {
  readonly registry: Registry;
  orderCreated(branchContactId: string): void;
  /** An event this instance published (to the fan-out, Pusher or its own sockets). */
  eventPublished(): void;
  /** Events this instance delivered to its own WebSocket subscribers. */
  eventsDelivered(count: number): void;
  readonly observeRequests: MiddlewareHandler;
}

export function createMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'comanda_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: their count and duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const orders = new Counter({
    name: 'comanda_orders_created_total',
    help: 'Orders created (a repeated idempotency key is not counted again)',
    labelNames: ['branch_contact'] as const,
    registers: [registry],
  });
  const published = new Counter({
    name: 'comanda_realtime_events_published_total',
    help: 'Realtime events published by this instance',
    registers: [registry],
  });
  const delivered = new Counter({
    name: 'comanda_realtime_messages_delivered_total',
    help: "Realtime messages sent to this instance's WebSocket subscribers",
    registers: [registry],
  });
  new Gauge({
    name: 'comanda_realtime_connections',
    help: 'Open realtime (WebSocket) connections on this instance',
    registers: [registry],
    collect() {
      this.set(sources.realtimeConnections());
    },
  });
  new Gauge({
    name: 'comanda_realtime_delivering',
    help: '1 while events published by any instance reach this one (0: its fan-out listener is down)',
    registers: [registry],
    collect() {
      this.set(sources.realtimeDelivering() ? 1 : 0);
    },
  });
  const { databasePool } = sources;
  if (databasePool)
    new Gauge({
      name: 'comanda_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = databasePool();
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });

  const observeRequests: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The pattern that answered (`/api/diner/:alias/menu/:orderModeId`), never the raw path.
      const route = routePath(c) || 'unmatched';
      requests.observe(
        { method: c.req.method, route, status: String(c.res.status) },
        (performance.now() - started) / 1000,
      );
    }
  };

  return {
    registry,
    orderCreated: (branchContactId) => orders.inc({ branch_contact: branchContactId }),
    eventPublished: () => published.inc(),
    eventsDelivered: (count) => delivered.inc(count),
    observeRequests,
  };
}
