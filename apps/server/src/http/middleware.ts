import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { RateLimitName, RateLimitRule, ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';
import { type MarketingSources, noMarketingSources, pageSourcesOf } from './marketing-csp.ts';
import { aliasOfPagePath, aliasOwner } from './storefront-pages.ts';

/**
 * Request id, timing and one structured log line per request. Headers added after the handler
 * go on `c.res.headers` directly: `c.header()` on a finished response would rebuild it as a
 * stream (Hono copies the body), which costs more than the whole of a cached menu answer.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = c.req.header('x-request-id') ?? crypto.randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.res.headers.set('x-request-id', requestId);
  if (c.req.path.startsWith('/api/')) {
    c.get('logger').info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  }
};

/** The address as percent-encoded text, decodable; false for `%ff`, `%E0%A4%A`, `%c0%af` and the like. */
function isWellEncoded(encoded: string): boolean {
  try {
    decodeURIComponent(encoded);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path or query whose percent-encoding is not UTF-8 is refused with 400 before any route reads
 * it: decoding it later would throw (a 500) or leave raw bytes to compare with stored codes.
 */
export const refuseMalformedUrls: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.url.includes('%')) return next();
  const { pathname, search } = new URL(c.req.url);
  if (isWellEncoded(pathname) && isWellEncoded(search)) return next();
  const message = 'La dirección pedida no es válida';
  if (pathname.startsWith('/api/')) return c.json({ error: 'invalid_url', message }, 400);
  return c.text(message, 400);
};

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The apps run with no inline script and no eval. Styles allow inline attributes because the
 * theme is applied as inline CSS variables and the toast and map libraries inject styles.
 * Storybook's own manager needs inline scripts, so it gets a looser policy on its path only.
 * A storefront page of a branch with marketing ids also allows those vendors' origins (see
 * `pageMarketingSources`); every other page keeps the strict policy.
 */
export function contentSecurityPolicy(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const tileOrigin = originOf(config.maps.tileUrl.replace(/\{[a-z]\}/g, 'a'));
  const policyWith = (marketing: MarketingSources) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...marketing.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...(marketing.styleSrc ?? [])],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : []), ...marketing.imgSrc],
        fontSrc: ["'self'", 'data:', ...(marketing.fontSrc ?? [])],
        ...(marketing.frameSrc?.length ? { frameSrc: ["'self'", ...marketing.frameSrc] } : {}),
        // Addresses are looked up through this server (/api/geocode/*), never from the browser.
        connectSrc: ["'self'", 'ws:', 'wss:', ...marketing.connectSrc],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    });
  const appPolicy = policyWith(noMarketingSources);
  // One policy per set of outside sources the branches use, built once.
  const marketingPolicies = new Map<string, MiddlewareHandler<AppEnv>>();
  const marketingPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
    const sources = await pageMarketingSources(c);
    const key = Object.values(sources).flat().join(' ');
    if (!key) return appPolicy(c, next);
    let policy = marketingPolicies.get(key);
    if (!policy) {
      policy = policyWith(sources);
      marketingPolicies.set(key, policy);
    }
    return policy(c, next);
  };
  const storybookPolicy = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
    },
    xFrameOptions: 'SAMEORIGIN',
    crossOriginEmbedderPolicy: false,
  });
  return (c, next) => {
    if (c.req.path.startsWith('/storybook/')) return storybookPolicy(c, next);
    if (c.req.method === 'GET' && aliasOfPagePath(c.req.path)) return marketingPolicy(c, next);
    return appPolicy(c, next);
  };
}

/**
 * A storefront page of a branch with marketing ids may load those vendors' scripts: the policy of
 * /menu/{alias}/… and /encuesta/{alias}/… documents adds their origins (a company alias: the
 * union over its branches). Files (a path with an extension) and failed look-ups keep the strict policy.
 */
async function pageMarketingSources(c: Context<AppEnv>): Promise<MarketingSources> {
  const alias = aliasOfPagePath(c.req.path);
  if (!alias || /\.[a-z0-9]+$/i.test(c.req.path)) return noMarketingSources;
  try {
    const owner = await aliasOwner(c.var.db, alias);
    return pageSourcesOf(owner?.branches ?? []);
  } catch (error) {
    c.var.logger.warn('marketing CSP look-up failed', { path: c.req.path, error: String(error) });
    return noMarketingSources;
  }
}

const CORS_ALLOW_METHODS = 'GET,POST,PUT,DELETE';
const CORS_ALLOW_HEADERS = 'Content-Type,Authorization,X-Request-Id';
const CORS_MAX_AGE = '600';

/**
 * CORS only for configured origins, with credentials; the same headers as Hono's `cors()` with
 * these options (`test/http-policies.test.ts`). Hono's sets its headers on `c.res` before the
 * handler runs, which makes Hono copy every answer into a new streamed Response afterwards; here
 * they are added to the final answer instead.
 */
export function corsForConfiguredOrigins(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const allowed = new Set(config.corsOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowOrigin = origin && allowed.has(origin) ? origin : null;
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        ...(allowOrigin ? { 'Access-Control-Allow-Origin': allowOrigin } : {}),
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin, Access-Control-Request-Headers',
        'Access-Control-Max-Age': CORS_MAX_AGE,
        'Access-Control-Allow-Methods': CORS_ALLOW_METHODS,
        'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
      };
      return c.body(null, 204, headers);
    }
    await next();
    const headers = c.res.headers;
    if (allowOrigin) headers.set('Access-Control-Allow-Origin', allowOrigin);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.append('Vary', 'Origin');
  };
}

/**
 * Hono's `bodyLimit`, without its cost where it has nothing to check: a GET or HEAD has no body
 * (asking for it would make @hono/node-server build a full Request per call), and a declared
 * Content-Length without Transfer-Encoding is compared as Hono compares it.
 */
export function limitBodySize(maxBytes: number): MiddlewareHandler<AppEnv> {
  const tooLarge = (c: Context) =>
    c.json({ error: 'payload_too_large', message: 'La solicitud es demasiado grande' }, 413);
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(declared || '0', 10) > maxBytes ? tooLarge(c) : next();
    }
    return streamed(c, next);
  };
}

/**
 * The client a request counts for, from its X-Forwarded-For header and the peer's address. Without
 * TRUST_PROXY (`hops` 0), the peer: whatever a client writes in X-Forwarded-For is ignored. Behind
 * `hops` trusted proxies, the address the outermost of them appended (the entry `hops` from the
 * right; each proxy appends the address it was called from, so entries further left are the
 * client's own writing); a request with fewer entries did not come through them all and counts by
 * its peer.
 */
export function clientAddress(forwardedFor: string | undefined, remote: string | undefined, hops: number): string {
  const entries = hops > 0 ? (forwardedFor ?? '').split(',').map((entry) => entry.trim()) : [];
  const appended = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return appended || remote || 'unknown';
}

/** The client a limit counts against (`clientAddress`). */
export function clientKey(c: Context<AppEnv>): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    remote = 'local';
  }
  return clientAddress(c.req.header('x-forwarded-for'), remote, c.var.config.trustProxyHops);
}

/**
 * A forwarded header (X-Forwarded-Host, X-Forwarded-Proto) when the server is behind a proxy it
 * trusts, else nothing: a client could write any host there. Of several values the last, which
 * the nearest proxy set.
 */
export function trustedForwarded(
  c: Context<AppEnv>,
  name: 'x-forwarded-host' | 'x-forwarded-proto',
): string | undefined {
  if (c.var.config.trustProxyHops === 0) return undefined;
  return c.req.header(name)?.split(',').at(-1)?.trim() || undefined;
}

const rateLimitHitQuery = preparedPerDatabase((db) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('windowStart'), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count })
    .prepare('rate_limit_hit'),
);

/**
 * A fixed-window limit counted in the database, so every instance of the server shares it.
 * Answers 429 with a Spanish message and Retry-After when the client is over the limit.
 */
export async function enforceRateLimit(
  db: Database,
  name: string,
  rule: RateLimitRule,
  client: string,
  now = new Date(),
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await rateLimitHitQuery(db).execute({ key: `${name}:${client}`, windowStart });
  if ((row?.count ?? 0) > rule.limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    throw new HttpError(429, 'rate_limited', 'Demasiados intentos. Espere unos minutos y vuelva a intentar.', {
      retryAfter,
    });
  }
}

/** Counts the request against limit `name` for its client (`clientKey`): 429 once over it. */
export const limitByClient = (name: RateLimitName) => (c: Context<AppEnv>) =>
  enforceRateLimit(c.var.db, name, c.var.config.rateLimits[name], clientKey(c));

/**
 * Counts the request against limit `name` for what it names (a phone, an order code, a rider),
 * whoever asks: requests spread over many addresses meet this one.
 */
export const limitByTarget = (c: Context<AppEnv>, name: RateLimitName, target: string) =>
  enforceRateLimit(c.var.db, name, c.var.config.rateLimits[name], target);
