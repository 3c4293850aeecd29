/** Diner §7 POST /api/diner/log: a client-side failure, kept for support and written to the log. */
import { dinerCalls as calls } from '@comanda/api';
import * as t from '../db/schema.ts';
import type { Mount } from '../http/mount.ts';

export function dinerLogRoutes(mount: Mount): void {
  mount(calls.logDinerError, async ({ body }, c) => {
    // Decision: an empty report carries nothing to keep; it is answered all the same.
    if (body.trim() === '') return undefined;
    await c.var.db.insert(t.dinerLogs).values({ id: crypto.randomUUID(), body });
    c.var.logger.warn('diner log', { requestId: c.var.requestId, body });
    return undefined;
  });
}
