/**
 * Shared helpers of the benchmarks (`pnpm bench`): the machine they ran on, medians, and a server
 * started as a child process on a free port of 8300–8399 with the production builds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { everyRateLimit } from '@comanda/server';
import { cartLine, orderBody } from '@comanda/server/test-helpers';
import autocannon from 'autocannon';

/** One autocannon load: its name, its connections and the requests it sends to `base`. */
export interface Scenario {
  readonly name: string;
  readonly connections: number;
  readonly options: (base: string) => Partial<autocannon.Options>;
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadAverage()}`;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** The value given as `--name value` on the command line. */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** A build of the two apps: a folder holding `storefront/` and `logistics/` (copies of their `dist/`). */
export interface Build {
  readonly name: string;
  readonly dirs: { readonly storefront: string; readonly logistics: string };
}

/**
 * `--builds before=/tmp/before,after=apps`: the builds a benchmark compares in one run; `apps`
 * names this tree's own builds. Without it: this tree's builds.
 */
export function buildsArgument(): Build[] {
  const own: Build = {
    name: 'this tree',
    dirs: {
      storefront: path.join(root, 'apps/storefront/dist'),
      logistics: path.join(root, 'apps/logistics/dist'),
    },
  };
  const value = argument('--builds');
  if (!value) return [own];
  return value.split(',').map((pair) => {
    const [name = '', dir = ''] = pair.split('=');
    if (dir === 'apps') return { ...own, name };
    const folder = path.resolve(dir);
    return { name, dirs: { storefront: path.join(folder, 'storefront'), logistics: path.join(folder, 'logistics') } };
  });
}

/** A positive whole number given as `--name N` on the command line, or the fallback. */
function countArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function runsArgument(fallback: number): number {
  return countArgument('--runs', fallback);
}

/** Seconds of load per scenario (`--duration`). */
export function durationArgument(fallback: number): number {
  return countArgument('--duration', fallback);
}

/** The PostgreSQL where load benchmarks create and drop their own databases. */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Resolves packages as the server that the benchmarks measure does. */
export const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));

/** The `pg` driver, resolved from the server that the benchmarks measure. */
export const pg = serverRequire('pg') as typeof import('pg');

/** A PGlite client of the database in `dir`, with the server's own copy of PGlite. */
export async function openPglite(dir: string) {
  const { PGlite } = (await import(
    serverRequire.resolve('@electric-sql/pglite')
  )) as typeof import('@electric-sql/pglite');
  return new PGlite(dir);
}

/**
 * Runs `use` on a database of its own, created on the PostgreSQL at `adminUrl` and dropped (with
 * its connections) afterwards. When nothing answers there, `use` is not run and the answer is false.
 */
export async function withOwnDatabase(
  name: string,
  use: (url: string) => Promise<void>,
  adminUrl = benchPostgresUrl,
): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) return false;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return true;
}

/** How many orders the PostgreSQL database at `url` holds. */
export async function countOrders(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ n: number }>('select count(*)::int as n from orders');
  await client.end();
  return result.rows[0]?.n ?? 0;
}

/** One autocannon load, to its end. */
export function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Palermo Centro's delivery menu, the read every load benchmark measures. */
export const DEMO_MENU_PATH = '/api/diner/palermo-centro/menu/om-pc-delivery';

/** `connections` clients each posting a new order body from `create` (`pricedOrderBody`) per request. */
export function orderCreation(connections: number, create: () => unknown): Scenario {
  return {
    name: 'order creation',
    connections,
    options: (base) => ({
      url: `${base}/api/order`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      requests: [
        {
          method: 'POST',
          setupRequest: (request: Record<string, unknown>) => ({ ...request, body: JSON.stringify(create()) }),
        },
      ],
    }),
  };
}

export interface RunningServer {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts a TypeScript file with tsx as a child process and waits for `readyPath` to answer. */
export async function startProcess(
  script: string,
  port: number,
  env: Record<string, string>,
  readyPath = '/api/health',
): Promise<RunningServer> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      // Starting (tsx compiling, PGlite, the demo data) can take minutes on a busy shared machine.
      waitForOk(`${url}${readyPath}`, 180_000),
      exited.then(() => {
        throw new Error(`${script} exited before answering`);
      }),
    ]);
  } catch (error) {
    // A server that never answered is not left behind holding its port.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** The reference server with the demo data: in-memory PGlite, or PostgreSQL when `databaseUrl` is given. */
export function startComanda(port: number, databaseUrl?: string, extraEnv: Record<string, string> = {}) {
  return startProcess(
    path.join(root, 'apps/server/src/main.ts'),
    port,
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: '1',
      REALTIME: 'off',
      ...everyRateLimit('100000000/60s'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: '' } : { DATA_DIR: 'memory', DATABASE_URL: '' }),
      ...extraEnv,
    },
    '/api/ready',
  );
}

/** A port nobody listens on now, for a server started next. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The demo's burger with its cooking point and cheddar. */
export const demoBurger = () =>
  cartLine('plate-clasica', {
    garnishes: [
      { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
      { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
    ],
  });

/**
 * A cash delivery order of `items` (by default a burger and six empanadas) at the price the server
 * charges, read from the 409 of a deliberately wrong price: each call of the answer is a new order body.
 */
export async function pricedOrderBody(
  base: string,
  items = [demoBurger(), cartLine('plate-empanada-carne', { quantity: 6 })],
): Promise<() => ReturnType<typeof orderBody>> {
  const probe = await fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(orderBody({ items, price: 1, paysWith: 100_000_000 })),
  });
  const { price } = (await probe.json()) as { price?: number };
  if (probe.status !== 409 || typeof price !== 'number') throw new Error(`could not price the order (${probe.status})`);
  return () => orderBody({ items, price, paysWith: 100_000_000 });
}

/** An order placed with `body` and accepted by the venue (so it has a shipment), as its diner holds it. */
export async function placeAcceptedOrder(base: string, body: unknown): Promise<{ code: string; accessToken: string }> {
  const created = await fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const order = (((await created.json()) as { data?: unknown }).data ?? {}) as { code?: string; accessToken?: string };
  if (created.status !== 201 || !order.code || !order.accessToken)
    throw new Error(`could not create an order (${created.status})`);
  const accepted = await fetch(`${base}/api/staff/orders/${order.code}/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer dev-staff-token' },
    body: JSON.stringify({ status: 'ACCEPTED' }),
  });
  if (!accepted.ok) throw new Error(`could not accept the order (${accepted.status})`);
  return { code: order.code, accessToken: order.accessToken };
}
