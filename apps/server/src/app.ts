import { analyticsCalls, UNEXPECTED_ERROR_MESSAGE } from '@comanda/api';
import { type ErrorHandler, Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createGeocoder, type Geocoder } from './geocoding/index.ts';
import { authenticateRider, authenticateRiderAccount, authenticateStaff } from './http/auth.ts';
import type { AppEnv } from './http/env.ts';
import { HttpError } from './http/errors.ts';
import type { Logger } from './http/logger.ts';
import type { ServerMetrics } from './http/metrics.ts';
import {
  contentSecurityPolicy,
  corsForConfiguredOrigins,
  limitBodySize,
  refuseMalformedUrls,
  requestLog,
} from './http/middleware.ts';
import { createMount } from './http/mount.ts';
import { authenticateOrderHolder } from './http/order-access.ts';
import { mountStaticSites } from './http/static-sites.ts';
import { createMessenger, type Messenger } from './messaging/index.ts';
import { type Partners, partnersOf } from './partners/partner.ts';
import { sandboxPartners } from './partners/sandbox.ts';
import { createSandboxProvider } from './payments/sandbox.ts';
import { realtimeConfigRoutes } from './realtime/client-config.ts';
import { createRecordingPublisher, type RealtimePublisher } from './realtime/publisher.ts';
import { ANALYTICS_BODY_MAX_BYTES, analyticsRoutes } from './routes/analytics.ts';
import { cartRoutes } from './routes/carts.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { customerRoutes } from './routes/customers.ts';
import { deliveryRoutes } from './routes/delivery.ts';
import { demoFileRoutes } from './routes/demo-files.ts';
import { dinerLogRoutes } from './routes/diner-log.ts';
import { dinerSignInRoutes } from './routes/diner-sign-in.ts';
import { externalBenefitRoutes } from './routes/external-benefits.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { healthRoutes, type InstanceStatus, steadyInstance } from './routes/health.ts';
import { logisticsRoutes } from './routes/logistics.ts';
import { metricsRoute } from './routes/metrics.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { staffRoutes } from './routes/staff.ts';
import { surveyRoutes } from './routes/surveys.ts';
import { venueRoutes } from './routes/venues.ts';
import { webManifestRoutes } from './routes/web-manifest.ts';

export interface AppDependencies {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly logger: Logger;
  /** Where tracking changes are pushed; defaults to a publisher that only records. */
  readonly realtime?: RealtimePublisher;
  /** Turns addresses into points; defaults to the one the configuration names. */
  readonly geocoder?: Geocoder;
  /** Sends diners' sign-in codes; defaults to the one the configuration names. */
  readonly messenger?: Messenger;
  /** The external loyalty partners; defaults to the sandbox partner of the demo. */
  readonly partners?: Partners;
  /** What readiness checks beyond the database; by default always delivering, never draining. */
  readonly status?: InstanceStatus;
  /** Prometheus metrics, served at `/metrics` (see `metricsRoute`). */
  readonly metrics?: ServerMetrics;
}

/** PostgreSQL error classes that mean "the database is not reachable right now". */
const UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|57P01|57P02|57P03|08000|08003|08006|08001|Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;
/** Two transactions crossed (deadlock, serialization failure): nothing was written, the caller may retry. */
const CROSSED = /^(40P01|40001)$/;

/**
 * The messages and codes of an error and of its causes: Drizzle wraps a driver error in a
 * `DrizzleQueryError` ("Failed query: …") whose `cause` is what pg or the socket threw.
 */
function errorChain(error: unknown): { messages: string[]; codes: string[] } {
  const messages: string[] = [];
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    // A wrapper's own message quotes the query and its parameters (the caller's input): skipped.
    if (!(current instanceof Error)) messages.push(String(current));
    else if (!('query' in current)) messages.push(current.message);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    // An AggregateError (a connection attempt to several addresses) carries its errors here.
    for (const inner of (current as { errors?: unknown[] }).errors ?? []) {
      const innerCode = (inner as { code?: unknown }).code;
      if (typeof innerCode === 'string') codes.push(innerCode);
    }
    current = (current as { cause?: unknown }).cause;
  }
  return { messages, codes };
}

/** Every call of the contracts, each with the credential its contract names. */
function mountApiCalls(app: Hono<AppEnv>, config: ServerConfig): void {
  const mount = createMount(app, process.env.NODE_ENV !== 'production', {
    riderAccount: authenticateRiderAccount,
    rider: authenticateRider,
    order: authenticateOrderHolder,
    staff: authenticateStaff,
  });
  catalogRoutes(mount);
  orderRoutes(mount);
  externalBenefitRoutes(mount);
  logisticsRoutes(mount);
  staffRoutes(mount);
  paymentRoutes(mount, app, createSandboxProvider(config.staffToken));
  deliveryRoutes(mount);
  geocodeRoutes(mount);
  customerRoutes(mount);
  dinerSignInRoutes(mount);
  cartRoutes(mount);
  surveyRoutes(mount);
  venueRoutes(mount);
  dinerLogRoutes(mount);
  analyticsRoutes(mount);
}

/**
 * The answer to an error no route handled: its own answer for an HttpError, 409 when two
 * transactions crossed, 503 while the database is unreachable, else a logged 500.
 */
function errorAnswer(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) {
      if (error.status === 429) c.header('Retry-After', String(error.extra.retryAfter ?? 60));
      return c.json(error.body(), error.status);
    }
    const message = error instanceof Error ? error.message : String(error);
    const chain = errorChain(error);
    if (chain.codes.some((code) => CROSSED.test(code))) {
      logger.warn('transaction conflict', { requestId: c.var.requestId, path: c.req.path, codes: chain.codes });
      return c.json({ error: 'conflict', message: 'Los datos cambiaron mientras tanto; vuelva a intentarlo.' }, 409);
    }
    if ([...chain.messages, ...chain.codes].some((text) => UNAVAILABLE.test(text))) {
      logger.warn('database unavailable', {
        requestId: c.var.requestId,
        path: c.req.path,
        error: chain.messages.at(-1) ?? message,
      });
      return c.json(
        {
          error: 'unavailable',
          message: 'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
        },
        503,
      );
    }
    logger.error('unhandled error', {
      requestId: c.var.requestId,
      path: c.req.path,
      error: message,
      stack: (error as Error).stack,
    });
    return c.json({ error: 'internal', message: UNEXPECTED_ERROR_MESSAGE }, 500);
  };
}

export function createApp({
  config,
  db,
  logger,
  realtime = createRecordingPublisher().publisher,
  geocoder = createGeocoder(config.geocoding, logger),
  messenger = createMessenger(config.messaging, db, logger),
  partners = partnersOf(...sandboxPartners()),
  status = steadyInstance,
  metrics,
}: AppDependencies): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('logger', logger);
    c.set('realtime', realtime);
    c.set('geocoder', geocoder);
    c.set('messenger', messenger);
    c.set('partners', partners);
    if (metrics) c.set('metrics', metrics);
    await next();
  });
  if (metrics) {
    app.use('*', metrics.observeRequests);
    app.get('/metrics', metricsRoute(config, metrics));
  }
  app.use('*', requestLog);
  app.use('*', contentSecurityPolicy(config));
  app.use('*', refuseMalformedUrls);
  app.use('/api/*', corsForConfiguredOrigins(config));
  app.use('/api/*', limitBodySize(config.bodyLimitBytes));
  app.use(analyticsCalls.collectAnalyticsEvents.path, limitBodySize(ANALYTICS_BODY_MAX_BYTES));

  app.route('/api', healthRoutes(status));
  app.route('/api', demoFileRoutes);
  app.route('/api', realtimeConfigRoutes);
  app.route('/api', webManifestRoutes);
  mountApiCalls(app, config);

  // Registered after every API route: an unknown API path is a JSON 404, never the storefront page.
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: 'Recurso no encontrado' }, 404));
  mountStaticSites(app, config);

  app.onError(errorAnswer(logger));
  return app;
}
