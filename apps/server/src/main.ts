import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, DEVELOPMENT_STAFF_TOKEN, loadConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoDataIfEmpty } from './db/seed.ts';
import { createGeocoder } from './geocoding/index.ts';
import { createLogger } from './http/logger.ts';
import { startRealtime } from './realtime/start.ts';
import { startDemoAutopilot } from './services/autopilot.ts';

/** The configuration, or the process ends with what to set (no stack trace for a setting). */
function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** What the banner says of the mode: a demo is printed as one, with what makes it one. */
function modeLine({ mode, seedDemoData, demoAutopilot, staffToken }: ServerConfig): string {
  if (mode === 'production') return `production${seedDemoData ? ' (with the demo data, as asked)' : ''}`;
  const parts = [
    seedDemoData ? 'demo data' : 'no demo data',
    demoAutopilot ? 'autopilot accepts orders' : 'no autopilot',
    staffToken === DEVELOPMENT_STAFF_TOKEN ? `development staff token "${DEVELOPMENT_STAFF_TOKEN}"` : 'own staff token',
  ];
  return `demo (${parts.join(', ')}); for real use set COMANDA_MODE=production (docs/deploy.md)`;
}

const config = configOrExit();
const logger = createLogger(config.logLevel);
// A gazetteer file that cannot be read stops the start here, before anything listens.
const geocoder = createGeocoder(config.geocoding, logger);
const database = await openDatabase(config.database, {
  onWait: () => logger.info('waiting for another instance to finish migrating and seeding the database'),
  prepare: async (db) => {
    if (config.seedDemoData && (await seedDemoDataIfEmpty(db))) logger.info('demo data loaded into an empty database');
  },
});
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
        `  Mode        ${modeLine(config)}`,
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
