import { ConfigError, DEVELOPMENT_STAFF_TOKEN, loadConfig, type ServerConfig } from './config.ts';
import { createLogger } from './http/logger.ts';
import { startInstance } from './instance.ts';

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

function metricsLine({ mode, metricsToken }: ServerConfig, base: string): string {
  if (metricsToken) return `${base}/metrics (bearer METRICS_TOKEN)`;
  return mode === 'production' ? 'off (set METRICS_TOKEN to serve /metrics)' : `${base}/metrics`;
}

const config = configOrExit();
const logger = createLogger(config.logLevel);
const instance = await startInstance(config, logger);
const base = `http://localhost:${instance.port}`;
console.log(
  [
    'Comanda is running:',
    `  Storefront  ${base}/`,
    `  Logistics   ${base}/logistics/`,
    `  Storybook   ${config.mode === 'demo' ? `${base}/storybook/` : 'not served in production mode'}`,
    `  API health  ${base}/api/health`,
    `  Readiness   ${base}/api/ready`,
    `  Metrics     ${metricsLine(config, base)}`,
    `  Database    ${config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.database.dataDir}`}`,
    `  Realtime    ${instance.realtime.description}`,
    `  Geocoding   ${instance.geocoder.description}`,
    `  Mode        ${modeLine(config)}`,
  ].join('\n'),
);
if (config.staffToken === DEVELOPMENT_STAFF_TOKEN)
  logger.warn('staff API on the development token; set STAFF_TOKEN in any shared deployment', {
    staffToken: DEVELOPMENT_STAFF_TOKEN,
  });

/** A signal repeated this soon is the same request (tsx relays a signal it also passes on). */
const REPEATED_SIGNAL_MS = 1000;
let stoppingSince: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stoppingSince !== undefined) {
      // A second signal later on (an impatient Ctrl-C) ends the process at once.
      if (Date.now() - stoppingSince > REPEATED_SIGNAL_MS) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    logger.info('stopping: finishing the requests in flight', { signal });
    await instance.stop();
    logger.info('stopped');
    process.exit(0);
  });
}
