/**
 * Server configuration, read once from the environment. Every value has a default (documented
 * in docs/server.md), so `npm start` needs no set-up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADDRESS_SEARCH_COUNTRIES } from '@comanda/domain/location';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_PORT = 8080;
export const DEFAULT_DATA_DIR = path.join(repoRoot, '.data');
/** Largest request body accepted (an order with 200 lines is well under it). */
export const DEFAULT_BODY_LIMIT_BYTES = 256 * 1024;
/** A development staff token, printed at start when STAFF_TOKEN is not set (demo mode only). */
export const DEVELOPMENT_STAFF_TOKEN = 'dev-staff-token';
/** Real-use mode: shortest staff token accepted (what `openssl rand -hex 16` gives). */
export const MIN_PRODUCTION_STAFF_TOKEN_LENGTH = 32;

/**
 * `demo` (default, `npm start`): demo data, the development staff token and, when asked, the
 * autopilot. `production` (COMANDA_MODE=production): a server for real use, which refuses the
 * demo's shortcuts (see `productionProblems`).
 */
export const serverModes = ['demo', 'production'] as const;
export type ServerMode = (typeof serverModes)[number];

/** A configuration the server refuses to start with; its message says what to set. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface RateLimitRule {
  /** Requests allowed per window per client (or per phone, order, rider: what the limit counts by). */
  readonly limit: number;
  readonly windowSeconds: number;
}

const perMinute = (limit: number): RateLimitRule => ({ limit, windowSeconds: 60 });

/**
 * Every rate limit: the variable that sets it and its default (docs/server.md lists what each
 * counts). The `…PerPhone`, `…PerOrder` and `…PerRider` limits count by what is looked up, whoever
 * asks, so requests spread over many addresses still meet a limit.
 */
export const RATE_LIMITS = {
  phoneLookup: { variable: 'RATE_LIMIT_PHONE_LOOKUP', rule: perMinute(30) },
  phoneLookupPerPhone: { variable: 'RATE_LIMIT_PHONE_LOOKUP_PER_PHONE', rule: perMinute(20) },
  signIn: { variable: 'RATE_LIMIT_SIGN_IN', rule: perMinute(10) },
  codeValidation: { variable: 'RATE_LIMIT_CODE_VALIDATION', rule: perMinute(20) },
  orderCreation: { variable: 'RATE_LIMIT_ORDER_CREATION', rule: perMinute(30) },
  orderLookup: { variable: 'RATE_LIMIT_ORDER_LOOKUP', rule: perMinute(120) },
  orderLookupPerOrder: { variable: 'RATE_LIMIT_ORDER_LOOKUP_PER_ORDER', rule: perMinute(60) },
  riderSignIn: { variable: 'RATE_LIMIT_RIDER_SIGN_IN', rule: perMinute(10) },
  riderSignInPerRider: { variable: 'RATE_LIMIT_RIDER_SIGN_IN_PER_RIDER', rule: perMinute(10) },
  riderPosition: { variable: 'RATE_LIMIT_RIDER_POSITION', rule: perMinute(30) },
  geocode: { variable: 'RATE_LIMIT_GEOCODE', rule: perMinute(60) },
  /** Sign-in codes sent to one phone (each message costs, and floods the diner). */
  signInCodePerPhone: { variable: 'RATE_LIMIT_SIGN_IN_CODE_PER_PHONE', rule: { limit: 3, windowSeconds: 600 } },
  /** Sign-in code entries, per client (guessing codes across phones). */
  signInVerify: { variable: 'RATE_LIMIT_SIGN_IN_VERIFY', rule: perMinute(10) },
  dinerLog: { variable: 'RATE_LIMIT_DINER_LOG', rule: perMinute(10) },
  /** Analytics batches (a diner's page sends a few a minute; each holds at most 20 events). */
  analytics: { variable: 'RATE_LIMIT_ANALYTICS', rule: perMinute(30) },
  cartSave: { variable: 'RATE_LIMIT_CART_SAVE', rule: perMinute(30) },
  rewardClaim: { variable: 'RATE_LIMIT_REWARD_CLAIM', rule: perMinute(5) },
  /** Asks to a loyalty partner, per client (guessing its users' tokens). */
  externalBenefits: { variable: 'RATE_LIMIT_EXTERNAL_BENEFITS', rule: perMinute(20) },
} as const satisfies Record<string, { variable: string; rule: RateLimitRule }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Every rate limit's variable set to `rule` (tests and benchmarks that are not about the limits). */
export function everyRateLimit(rule: string): Record<string, string> {
  return Object.fromEntries(Object.values(RATE_LIMITS).map(({ variable }) => [variable, rule]));
}

/** The streets of the demo delivery zones: the embedded geocoder's default gazetteer. */
export const DEMO_GAZETTEER_FILE = path.join(repoRoot, 'apps/server/gazetteers/demo.json');
/** Decision: a geocoding service gets this long to answer, and its answers are kept this long. */
export const DEFAULT_GEOCODER_TIMEOUT_MS = 4000;
export const DEFAULT_GEOCODER_CACHE_SECONDS = 24 * 60 * 60;

/**
 * Where addresses become points (architecture, "addresses and map"): the embedded gazetteer
 * (default, no network) or a Nominatim-compatible service (GEOCODER_URL).
 */
export type GeocodingConfig =
  | { readonly provider: 'gazetteer'; readonly gazetteerFile: string }
  | {
      readonly provider: 'nominatim';
      readonly url: string;
      readonly countries: readonly string[];
      readonly contact?: string;
      readonly timeoutMs: number;
      readonly cacheSeconds: number;
    };

/** Decision: a messaging provider gets this long to accept a message. */
export const DEFAULT_MESSAGING_TIMEOUT_MS = 5000;

/**
 * How diners' one-time sign-in codes reach their phones: the sandbox (default, demo only), which
 * keeps them for the staff to read (`pnpm staff messages`), or an HTTP provider (MESSAGING_URL).
 */
export type MessagingConfig =
  | { readonly provider: 'sandbox' }
  | { readonly provider: 'http'; readonly url: string; readonly token?: string; readonly timeoutMs: number };

/** Default application key of the embedded real-time server (public: browsers send it). */
export const DEFAULT_REALTIME_KEY = 'comanda-local';
/** Seconds of silence after which the embedded server and pusher-js ping (Pusher's own default). */
export const DEFAULT_REALTIME_ACTIVITY_TIMEOUT_SECONDS = 120;

/**
 * How tracking changes reach the browsers (architecture: "Real-time tracking").
 * - `embedded` (default): this server speaks the Pusher protocol at `/app/{key}` on its own port.
 * - `pusher`: published through the Pusher HTTP API (hosted Pusher Channels or soketi); chosen
 *   when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are all set.
 * - `off` (REALTIME=off): nothing is pushed; the pages poll.
 */
export interface RealtimeConfig {
  readonly mode: 'embedded' | 'pusher' | 'off';
  /** Application key (PUSHER_KEY; `comanda-local` when embedded). */
  readonly key: string;
  /** Mode `pusher` only: application id and secret of the HTTP API. */
  readonly appId?: string;
  readonly secret?: string;
  /** Mode `pusher`: API host (soketi); without it, hosted Pusher for the cluster. */
  readonly host?: string;
  readonly port?: number;
  /** Mode `pusher`: HTTPS to the API and WSS for browsers (default true; `PUSHER_USE_TLS=0` for a plain soketi). */
  readonly useTLS?: boolean;
  /** Mode `pusher`: hosted Pusher cluster (default `mt1`). */
  readonly cluster?: string;
  /** What browsers connect to, when not the page's own host, port and scheme (embedded) or the service's (pusher). */
  readonly clientHost?: string;
  readonly clientPort?: number;
  readonly clientTLS?: boolean;
  /** Embedded mode: activity timeout sent in the handshake (PUSHER_ACTIVITY_TIMEOUT, seconds). */
  readonly activityTimeoutSeconds: number;
}

export interface ServerConfig {
  readonly mode: ServerMode;
  readonly port: number;
  readonly host: string;
  readonly database:
    | { readonly kind: 'pglite'; readonly dataDir: string | 'memory' }
    | { readonly kind: 'postgres'; readonly url: string };
  /** Seed the demo data into an empty database at start (default on in demo mode, off in production). */
  readonly seedDemoData: boolean;
  readonly sites: { readonly storefront: string; readonly logistics: string; readonly storybook: string };
  /** Origins allowed to call the API from another origin; same-origin needs none. */
  readonly corsOrigins: readonly string[];
  readonly bodyLimitBytes: number;
  readonly rateLimits: Readonly<Record<RateLimitName, RateLimitRule>>;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY): the client is
   * the entry that many from the right, and X-Forwarded-Host/-Proto are believed; 0 trusts none.
   */
  readonly trustProxyHops: number;
  readonly staffToken: string;
  /** Bearer token of `/metrics`; without one it is open in demo mode and not served in production. */
  readonly metricsToken?: string;
  /** Demo only: new orders are accepted by themselves a few seconds after they arrive. */
  readonly demoAutopilot: boolean;
  /** Map tiles the apps show (diner §7: a configurable open tile service; allowed by the CSP). */
  readonly maps: { readonly tileUrl: string; readonly tileAttribution: string };
  readonly geocoding: GeocodingConfig;
  readonly messaging: MessagingConfig;
  readonly logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  readonly realtime: RealtimeConfig;
}

/** An integer variable from `min` to `max`; `fallback` when it is unset. */
function parseInteger<F extends number | undefined>(
  name: string,
  raw: string | undefined,
  fallback: F,
  [min, max] = [0, Number.MAX_SAFE_INTEGER],
): number | F {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  return value;
}

const PORTS: [number, number] = [1, 65535];

function parseRule(raw: string | undefined, fallback: RateLimitRule): RateLimitRule {
  if (!raw) return fallback;
  const match = /^(\d+)\/(\d+)s$/.exec(raw.trim());
  if (!match) throw new ConfigError(`a rate limit is written "<requests>/<seconds>s", got "${raw}"`);
  return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
}

function parseRateLimits(env: Readonly<Record<string, string | undefined>>): Record<RateLimitName, RateLimitRule> {
  const entries = Object.entries(RATE_LIMITS).map(([name, { variable, rule }]) => [
    name,
    parseRule(env[variable], rule),
  ]);
  return Object.fromEntries(entries) as Record<RateLimitName, RateLimitRule>;
}

function parseOptionalBoolean(name: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (['1', 'true'].includes(raw.toLowerCase())) return true;
  if (['0', 'false'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`);
}

function parseRealtime(env: Readonly<Record<string, string | undefined>>): RealtimeConfig {
  const requested = env.REALTIME ?? '';
  if (!['', 'embedded', 'pusher', 'off'].includes(requested))
    throw new ConfigError(`REALTIME must be embedded, pusher or off, got "${requested}"`);
  const hasPusher = Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET);
  if (requested === 'pusher' && !hasPusher)
    throw new ConfigError('REALTIME=pusher needs PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET');
  const mode = requested === '' ? (hasPusher ? 'pusher' : 'embedded') : (requested as RealtimeConfig['mode']);
  const client = {
    clientHost: env.PUSHER_CLIENT_HOST || undefined,
    clientPort: parseInteger('PUSHER_CLIENT_PORT', env.PUSHER_CLIENT_PORT, undefined, PORTS),
    clientTLS: parseOptionalBoolean('PUSHER_CLIENT_TLS', env.PUSHER_CLIENT_TLS),
    activityTimeoutSeconds: parseInteger(
      'PUSHER_ACTIVITY_TIMEOUT',
      env.PUSHER_ACTIVITY_TIMEOUT,
      DEFAULT_REALTIME_ACTIVITY_TIMEOUT_SECONDS,
      [1, Number.MAX_SAFE_INTEGER],
    ),
  };
  if (mode !== 'pusher') return { mode, key: env.PUSHER_KEY || DEFAULT_REALTIME_KEY, ...client };
  return {
    mode,
    key: env.PUSHER_KEY ?? '',
    appId: env.PUSHER_APP_ID,
    secret: env.PUSHER_SECRET,
    host: env.PUSHER_HOST || undefined,
    port: parseInteger('PUSHER_PORT', env.PUSHER_PORT, undefined, PORTS),
    useTLS: parseOptionalBoolean('PUSHER_USE_TLS', env.PUSHER_USE_TLS) ?? true,
    cluster: env.PUSHER_CLUSTER || 'mt1',
    ...client,
  };
}

function checkUrl(name: string, raw: string): void {
  if (!URL.canParse(raw)) throw new ConfigError(`${name} must be a URL, got "${raw}"`);
}

function parseGeocoding(env: Readonly<Record<string, string | undefined>>): GeocodingConfig {
  const requested = env.GEOCODER || (env.GEOCODER_URL ? 'nominatim' : 'gazetteer');
  if (requested === 'gazetteer') {
    return { provider: 'gazetteer', gazetteerFile: path.resolve(env.GAZETTEER_FILE || DEMO_GAZETTEER_FILE) };
  }
  if (requested !== 'nominatim') throw new ConfigError(`GEOCODER must be gazetteer or nominatim, got "${requested}"`);
  if (!env.GEOCODER_URL) throw new ConfigError("GEOCODER=nominatim needs GEOCODER_URL (the service's base URL)");
  checkUrl('GEOCODER_URL', env.GEOCODER_URL);
  const countries = (env.GEOCODER_COUNTRIES ?? ADDRESS_SEARCH_COUNTRIES.join(','))
    .split(',')
    .map((country) => country.trim().toLowerCase())
    .filter(Boolean);
  if (countries.some((country) => !/^[a-z]{2}$/.test(country)))
    throw new ConfigError(
      `GEOCODER_COUNTRIES is a comma-separated list of two-letter codes, got "${env.GEOCODER_COUNTRIES}"`,
    );
  return {
    provider: 'nominatim',
    url: env.GEOCODER_URL,
    countries,
    ...(env.GEOCODER_CONTACT ? { contact: env.GEOCODER_CONTACT } : {}),
    timeoutMs: parseInteger('GEOCODER_TIMEOUT_MS', env.GEOCODER_TIMEOUT_MS, DEFAULT_GEOCODER_TIMEOUT_MS),
    cacheSeconds: parseInteger('GEOCODER_CACHE_SECONDS', env.GEOCODER_CACHE_SECONDS, DEFAULT_GEOCODER_CACHE_SECONDS),
  };
}

function parseMessaging(env: Readonly<Record<string, string | undefined>>): MessagingConfig {
  if (!env.MESSAGING_URL) return { provider: 'sandbox' };
  checkUrl('MESSAGING_URL', env.MESSAGING_URL);
  return {
    provider: 'http',
    url: env.MESSAGING_URL,
    ...(env.MESSAGING_TOKEN ? { token: env.MESSAGING_TOKEN } : {}),
    timeoutMs: parseInteger('MESSAGING_TIMEOUT_MS', env.MESSAGING_TIMEOUT_MS, DEFAULT_MESSAGING_TIMEOUT_MS),
  };
}

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;

function parseMode(raw: string | undefined): ServerMode {
  const mode = raw || 'demo';
  if (!(serverModes as readonly string[]).includes(mode))
    throw new ConfigError(`COMANDA_MODE must be ${serverModes.join(' or ')}, got "${mode}"`);
  return mode as ServerMode;
}

/** What a server for real use must not run with, each said with what to set instead. */
function productionProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  if (config.staffToken === DEVELOPMENT_STAFF_TOKEN)
    problems.push(
      `STAFF_TOKEN is not set (the development token "${DEVELOPMENT_STAFF_TOKEN}" is for the demo): set it to a secret of at least ${MIN_PRODUCTION_STAFF_TOKEN_LENGTH} characters, e.g. the output of \`openssl rand -hex 32\``,
    );
  else if (config.staffToken.length < MIN_PRODUCTION_STAFF_TOKEN_LENGTH)
    problems.push(
      `STAFF_TOKEN is ${config.staffToken.length} characters long: set a secret of at least ${MIN_PRODUCTION_STAFF_TOKEN_LENGTH}, e.g. the output of \`openssl rand -hex 32\``,
    );
  if (config.database.kind === 'pglite' && config.database.dataDir === 'memory')
    problems.push('DATA_DIR=memory keeps nothing across a restart: set DATABASE_URL, or DATA_DIR to a folder');
  if (config.messaging.provider === 'sandbox')
    problems.push(
      "MESSAGING_URL is not set (the sandbox keeps diners' sign-in codes for the demo's staff instead of sending them): set it to your messaging provider's endpoint",
    );
  if (config.demoAutopilot)
    problems.push('DEMO_AUTOPILOT=1 accepts every order by itself (a demo aid): unset it, staff accept orders');
  return problems;
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): ServerConfig {
  const mode = parseMode(env.COMANDA_MODE);
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!(logLevels as readonly string[]).includes(logLevel))
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  const config: ServerConfig = {
    mode,
    port: parseInteger('PORT', env.PORT, DEFAULT_PORT, [0, 65535]),
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: dataDir === 'memory' ? 'memory' : path.join(dataDir, 'pglite') },
    // Real use starts without the demo world unless it is asked for.
    seedDemoData: mode === 'demo' ? env.SEED_DEMO_DATA !== '0' : env.SEED_DEMO_DATA === '1',
    sites: {
      storefront: env.STOREFRONT_DIR ?? path.join(repoRoot, 'apps/storefront/dist'),
      logistics: env.LOGISTICS_DIR ?? path.join(repoRoot, 'apps/logistics/dist'),
      storybook: env.STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'),
    },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    bodyLimitBytes: env.BODY_LIMIT_BYTES ? Number(env.BODY_LIMIT_BYTES) : DEFAULT_BODY_LIMIT_BYTES,
    rateLimits: parseRateLimits(env),
    trustProxyHops: parseInteger('TRUST_PROXY', env.TRUST_PROXY, 0, [0, 10]),
    staffToken: env.STAFF_TOKEN || DEVELOPMENT_STAFF_TOKEN,
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    demoAutopilot: env.DEMO_AUTOPILOT === '1',
    maps: {
      tileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: env.MAP_TILE_ATTRIBUTION ?? '© OpenStreetMap',
    },
    geocoding: parseGeocoding(env),
    messaging: parseMessaging(env),
    logLevel: logLevel as ServerConfig['logLevel'],
    realtime: parseRealtime(env),
  };
  const problems = mode === 'production' ? productionProblems(config) : [];
  if (problems.length > 0)
    throw new ConfigError(
      ['COMANDA_MODE=production refuses to start:', ...problems.map((problem) => `  - ${problem}`)].join('\n'),
    );
  return config;
}
