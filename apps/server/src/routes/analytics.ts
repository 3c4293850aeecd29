/**
 * The analytics collector (diner §7 "POST to an external analytics endpoint | session-id header,
 * event objects"): the default endpoint, so the storefront reports with no outside service. It
 * writes each accepted event to the server's log as one structured line for the operator's log
 * pipeline; nothing is stored in the database. A batch needs a session id of UUID shape, holds
 * the spec's event names only (other fields are dropped by the contract), counts against a
 * per-client rate limit, and comes from this site's pages or a configured origin.
 */
import { ANALYTICS_SESSION_HEADER, AnalyticsSessionIdSchema, analyticsCalls } from '@comanda/api';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { limitByClient } from '../http/middleware.ts';
import type { Mount } from '../http/mount.ts';

/** A batch of 20 events in ordinary use is a few kilobytes; anything far bigger is refused unread. */
export const ANALYTICS_BODY_MAX_BYTES = 32 * 1024;

/** A browser names the page's origin: another site's page may not post in a diner's name. */
function refuseForeignPages(c: Context<AppEnv>): void {
  const origin = c.req.header('origin');
  if (!origin) return;
  if (origin === new URL(c.req.url).origin || c.var.config.corsOrigins.includes(origin)) return;
  throw new HttpError(403, 'forbidden', 'Origen no permitido');
}

function sessionOf(c: Context<AppEnv>): string {
  const session = v.safeParse(AnalyticsSessionIdSchema, c.req.header(ANALYTICS_SESSION_HEADER) ?? '');
  if (!session.success) {
    throw new HttpError(400, 'invalid_request', 'Falta la sesión de analítica');
  }
  return session.output;
}

export function analyticsRoutes(mount: Mount): void {
  mount(
    analyticsCalls.collectAnalyticsEvents,
    ({ body }, c) => {
      const sessionId = sessionOf(c);
      for (const event of body.events) c.var.logger.info('analytics event', { sessionId, ...event });
      return undefined;
    },
    {
      before: async (c) => {
        refuseForeignPages(c);
        sessionOf(c);
        await limitByClient('analytics')(c);
      },
    },
  );
}
