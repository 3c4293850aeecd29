/**
 * `GET /metrics` for Prometheus. Who may read it: with METRICS_TOKEN set, a scraper sending it as
 * a bearer token; without one, anybody in demo mode and nobody in production (the route answers
 * 404, as if absent), since request rates and routes are the operator's business.
 */
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import { bearer, sameSecret } from '../http/auth.ts';
import type { AppEnv } from '../http/env.ts';
import type { ServerMetrics } from '../http/metrics.ts';

export function metricsRoute(config: ServerConfig, metrics: ServerMetrics) {
  return async (c: Context<AppEnv>) => {
    const token = config.metricsToken;
    if (token === undefined && config.mode === 'production')
      return c.json({ error: 'not_found', message: 'Recurso no encontrado' }, 404);
    if (token !== undefined) {
      const given = bearer(c);
      if (!given) return c.json({ error: 'unauthorized', message: 'Falta el token de métricas' }, 401);
      if (!sameSecret(given, token))
        return c.json({ error: 'forbidden', message: 'El token de métricas no es válido' }, 403);
    }
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  };
}
