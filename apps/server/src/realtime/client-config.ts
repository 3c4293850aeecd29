/**
 * `GET /api/realtime/config`: what pusher-js in the browser needs. In embedded mode the browser
 * connects back to the host, port and scheme the page came from, read from the request (its Host
 * and scheme, or X-Forwarded-Host / X-Forwarded-Proto behind a proxy named by TRUST_PROXY), unless
 * PUSHER_CLIENT_* say otherwise.
 *
 * pusher-js uses `wsPort` without TLS and `wssPort` with it: set both to `wsPort`, with
 * `cluster`, `forceTLS` and `enabledTransports: ['ws', 'wss']`.
 */
import { Hono } from 'hono';
import type { RealtimeConfig } from '../config.ts';
import type { AppEnv } from '../http/env.ts';
import { trustedForwarded } from '../http/middleware.ts';
import type { RealtimeClientConfig } from './publisher.ts';

/** Where the page was loaded from, as the browser sees it. */
export interface PageOrigin {
  /** `host` or `host:port`, as in a Host header. */
  readonly host: string;
  readonly secure: boolean;
}

function hostAndPort(origin: PageOrigin): { hostname: string; port: number } {
  try {
    const url = new URL(`${origin.secure ? 'https' : 'http'}://${origin.host}`);
    return { hostname: url.hostname, port: url.port ? Number(url.port) : origin.secure ? 443 : 80 };
  } catch {
    return { hostname: 'localhost', port: origin.secure ? 443 : 80 };
  }
}

export function realtimeClientConfig(config: RealtimeConfig, origin: PageOrigin): RealtimeClientConfig {
  if (config.mode === 'off') {
    return { enabled: false, key: config.key, wsHost: '', wsPort: 0, forceTLS: false, cluster: '' };
  }
  if (config.mode === 'embedded') {
    const page = hostAndPort(origin);
    return {
      enabled: true,
      key: config.key,
      wsHost: config.clientHost ?? page.hostname,
      wsPort: config.clientPort ?? page.port,
      forceTLS: config.clientTLS ?? origin.secure,
      cluster: '',
    };
  }
  const cluster = config.cluster ?? 'mt1';
  const forceTLS = config.clientTLS ?? config.useTLS ?? true;
  return {
    enabled: true,
    key: config.key,
    // A soketi host serves both the API and the WebSocket; hosted Pusher has its own WebSocket host.
    wsHost: config.clientHost ?? config.host ?? `ws-${cluster}.pusher.com`,
    wsPort: config.clientPort ?? (config.host ? config.port : undefined) ?? (forceTLS ? 443 : 80),
    forceTLS,
    cluster,
  };
}

export const realtimeConfigRoutes = new Hono<AppEnv>().get('/realtime/config', (c) => {
  const url = new URL(c.req.url);
  const proto = trustedForwarded(c, 'x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  const host = trustedForwarded(c, 'x-forwarded-host') ?? url.host;
  // The answer depends on the Host header: never shared through a cache.
  c.header('Cache-Control', 'no-store');
  return c.json(realtimeClientConfig(c.var.config.realtime, { host, secure: proto === 'https' }));
});
