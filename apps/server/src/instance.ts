/**
 * One running server instance: the database (migrated and seeded under the start-up lock), the
 * HTTP server, realtime, metrics and the demo autopilot, and how it stops gracefully.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import type { Geocoder } from './geocoding/geocoder.ts';
import { createGeocoder } from './geocoding/index.ts';
import type { Logger } from './http/logger.ts';
import { createMetrics, type ServerMetrics } from './http/metrics.ts';
import { channelAuthSecret } from './realtime/channel-auth.ts';
import type { RealtimePublisher } from './realtime/publisher.ts';
import { type RealtimeHandle, startRealtime } from './realtime/start.ts';
import { startDemoAutopilot } from './services/autopilot.ts';

/** How long a stopping instance lets requests in flight finish before it cuts them. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningInstance {
  readonly port: number;
  readonly realtime: RealtimeHandle;
  readonly geocoder: Geocoder;
  /**
   * Stops gracefully: readiness answers 503 at once, no new connection is accepted, WebSockets
   * are closed with the protocol's reconnect code (4200), requests in flight finish (up to
   * `SHUTDOWN_GRACE_MS`), then the database is closed.
   */
  stop(): Promise<void>;
}

async function openPreparedDatabase(config: ServerConfig, logger: Logger): Promise<DatabaseHandle> {
  return openDatabase(config.database, {
    onWait: () => logger.info('waiting for another instance to finish migrating and seeding the database'),
    prepare: async (db) => {
      if (config.seedDemoData && (await seedDemoDataIfEmpty(db)))
        logger.info('demo data loaded into an empty database');
    },
  });
}

/** Counts what is published, for `comanda_realtime_events_published_total`. */
const counted = (publisher: RealtimePublisher, metrics: ServerMetrics): RealtimePublisher => ({
  publish(channel, event, data) {
    metrics.eventPublished();
    return publisher.publish(channel, event, data);
  },
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const done = () => resolve((server.address() as AddressInfo).port);
    if (server.listening) done();
    else server.once('listening', done);
  });
}

/** Stops listening, closes the WebSockets, and waits for requests in flight (cut after the grace). */
async function closeGracefully(server: Server, realtime: RealtimeHandle, logger: Logger): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  await realtime.close();
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    closed.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  if (finished) return;
  logger.warn('requests still open after the grace period: cutting them', { graceMs: SHUTDOWN_GRACE_MS });
  server.closeAllConnections();
  await closed;
}

export async function startInstance(config: ServerConfig, logger: Logger): Promise<RunningInstance> {
  // A gazetteer file that cannot be read stops the start here, before anything listens.
  const geocoder = createGeocoder(config.geocoding, logger);
  const database = await openPreparedDatabase(config, logger);
  const signingSecret = await channelAuthSecret(database.db, config.realtime);
  let draining = false;
  // The app needs realtime and realtime needs the HTTP server: the server is created first, and
  // `app` is assigned before the first request can arrive (listening is asynchronous).
  let app: ReturnType<typeof createApp> | undefined;
  const server = serve({
    fetch: (request, env) => (app as NonNullable<typeof app>).fetch(request, env),
    port: config.port,
    hostname: config.host,
  }) as Server;
  let realtime: RealtimeHandle | undefined;
  const metrics = createMetrics({
    realtimeConnections: () => realtime?.connectionCount() ?? 0,
    realtimeDelivering: () => realtime?.isDelivering() ?? false,
    ...(database.poolStats ? { databasePool: database.poolStats } : {}),
  });
  const live = startRealtime(config.realtime, {
    httpServer: server,
    logger,
    database,
    onDelivered: metrics.eventsDelivered,
    channelAuthSecret: signingSecret,
    trustProxyHops: config.trustProxyHops,
  });
  realtime = live;
  const publisher = counted(live.publisher, metrics);
  app = createApp({
    config,
    db: database.db,
    logger,
    realtime: publisher,
    geocoder,
    metrics,
    status: { realtimeDelivering: live.isDelivering, draining: () => draining },
  });
  const stopAutopilot = config.demoAutopilot
    ? startDemoAutopilot({ db: database.db, realtime: publisher, logger })
    : () => {};
  const port = await listen(server);

  let stopped: Promise<void> | undefined;
  const stop = async () => {
    draining = true;
    stopAutopilot();
    await closeGracefully(server, live, logger);
    await database.close();
  };
  return {
    port,
    realtime: live,
    geocoder,
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
