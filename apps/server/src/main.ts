import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { DEVELOPMENT_STAFF_TOKEN, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isEmpty, seedDemoData } from './db/seed.ts';
import { createGeocoder } from './geocoding/index.ts';
import { createLogger } from './http/logger.ts';
import { startRealtime } from './realtime/start.ts';
import { startDemoAutopilot } from './services/autopilot.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
// A gazetteer file that cannot be read stops the start here, before anything listens.
const geocoder = createGeocoder(config.geocoding, logger);
const database = await openDatabase(config.database);
if (config.seedDemoData && (await isEmpty(database.db))) {
  await seedDemoData(database.db);
  logger.info('demo data loaded into an empty database');
}
// The app needs the publisher and the embedded publisher needs the HTTP server: the server is
// created first, and `app` is assigned before the first request can arrive (listening is async).
const server = serve(
  { fetch: (request, env) => app.fetch(request, env), port: config.port, hostname: config.host },
  (info) => {
    const base = `http://localhost:${info.port}`;
    console.log(
      [
        'Comanda is running:',
        `  Storefront  ${base}/`,
        `  Logistics   ${base}/logistics/`,
        `  Storybook   ${base}/storybook/`,
        `  API health  ${base}/api/health`,
        `  Database    ${config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.database.dataDir}`}`,
        `  Realtime    ${realtime.description}`,
        `  Geocoding   ${geocoder.description}`,
      ].join('\n'),
    );
  },
);
const realtime = startRealtime(config.realtime, server, logger);
const app = createApp({ config, db: database.db, logger, realtime: realtime.publisher, geocoder });
if (config.staffToken === DEVELOPMENT_STAFF_TOKEN)
  logger.warn('staff API on the development token; set STAFF_TOKEN in any shared deployment', {
    staffToken: DEVELOPMENT_STAFF_TOKEN,
  });
if (config.demoAutopilot) startDemoAutopilot({ db: database.db, realtime: realtime.publisher, logger });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // Open WebSockets would keep `server.close` waiting: close them first.
    await realtime.close();
    server.close(async () => {
      await database.close();
      process.exit(0);
    });
  });
}
