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
import type autocannon from 'autocannon';

/** One autocannon load: its name, its connections and the requests it sends to `base`. */
export interface Scenario {
  readonly name: string;
  readonly connections: number;
  readonly options: (base: string) => Partial<autocannon.Options>;
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`;
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

/** The `pg` driver, resolved from the server that the benchmarks measure. */
export const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg') as typeof import('pg');

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
  return startProcess(path.join(root, 'apps/server/src/main.ts'), port, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: '1',
    REALTIME: 'off',
    ...everyRateLimit('100000000/60s'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: '' } : { DATA_DIR: 'memory', DATABASE_URL: '' }),
    ...extraEnv,
  });
}

/** A port nobody listens on now, for a server started next. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A cash delivery order (a burger with cheddar and six empanadas) at the price the server charges,
 * read from the 409 of a deliberately wrong price: each call of the answer is a new order body.
 */
export async function pricedOrderBody(base: string): Promise<() => ReturnType<typeof orderBody>> {
  const items = [
    cartLine('plate-clasica', {
      garnishes: [
        { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
        { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
      ],
    }),
    cartLine('plate-empanada-carne', { quantity: 6 }),
  ];
  const probe = await fetch(`${base}/api/order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(orderBody({ items, price: 1, paysWith: 100_000_000 })),
  });
  const { price } = (await probe.json()) as { price?: number };
  if (probe.status !== 409 || typeof price !== 'number') throw new Error(`could not price the order (${probe.status})`);
  return () => orderBody({ items, price, paysWith: 100_000_000 });
}
