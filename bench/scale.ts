/**
 * One instance against two (not part of npm test): the reference server as separate
 * processes on one PostgreSQL database, measured in the same run with the same load: two
 * autocannon clients of half the connections each, both aimed at instance A, or one at A and one
 * at B (as a round-robin proxy would spread them, without a proxy's own cost). Runs alternate
 * 1, 2, 1, 2… so drift on a shared machine falls on both; medians and the 2 ÷ 1 ratio are printed,
 * with the CPU each part used (servers, PostgreSQL, the load generator) to show what the limit is.
 *
 *   pnpm bench:scale [--runs 3] [--duration 10]
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): the bench creates and
 *   drops its own database there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { orderBody } from '@comanda/server/test-helpers';
import type autocannon from 'autocannon';
import {
  benchPostgresUrl,
  cannon,
  countOrders,
  DEMO_MENU_PATH,
  durationArgument,
  freePort,
  machine,
  median,
  orderCreation,
  pricedOrderBody,
  type RunningServer,
  round,
  runsArgument,
  type Scenario,
  startComanda,
  withOwnDatabase,
} from './lib.ts';

const runs = runsArgument(3);
const duration = durationArgument(10);
const CLOCK_TICKS = 100;

// ---- CPU accounting from /proc (Linux) -----------------------------------------------------------

interface ProcessInfo {
  readonly pid: number;
  readonly ppid: number;
  readonly command: string;
  readonly cpuSeconds: number;
}

function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const command = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // Fields after the command: state(0) ppid(1) … utime(11) stime(12).
      found.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        command,
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
      });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** CPU seconds used so far by each group: a server's process tree, PostgreSQL, this process. */
function cpuSnapshot(servers: readonly RunningServer[]): Record<string, number> {
  const all = processes();
  const treeOf = (root: number) => {
    const pids = new Set([root]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const p of all)
        if (pids.has(p.ppid) && !pids.has(p.pid)) {
          pids.add(p.pid);
          grew = true;
        }
    }
    return all.filter((p) => pids.has(p.pid)).reduce((sum, p) => sum + p.cpuSeconds, 0);
  };
  const snapshot: Record<string, number> = {
    servers: servers.reduce((sum, server) => sum + treeOf(server.child.pid ?? -1), 0),
    postgres: all.filter((p) => p.command === 'postgres').reduce((sum, p) => sum + p.cpuSeconds, 0),
    'load generator': all.find((p) => p.pid === process.pid)?.cpuSeconds ?? 0,
  };
  return snapshot;
}

// ---- the load ----------------------------------------------------------------------------------

interface Sample {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** CPU cores busy on average during the run, per group. */
  readonly cores: Record<string, number>;
}

const load = (url: string, connections: number, options: Partial<autocannon.Options>) =>
  cannon({ url, connections, duration, ...options } as autocannon.Options);

/** Half the connections at each target, at the same time; the two results combined. */
async function sample(targets: readonly [RunningServer, RunningServer], all: RunningServer[], scenario: Scenario) {
  const before = cpuSnapshot(all);
  const started = performance.now();
  const results = await Promise.all(
    targets.map((target) => load(target.url, scenario.connections / 2, scenario.options(target.url))),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cpuSnapshot(all);
  const cores = Object.fromEntries(
    Object.keys(after).map((group) => [group, round(((after[group] ?? 0) - (before[group] ?? 0)) / seconds, 2)]),
  );
  return {
    requestsPerSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: median(results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    cores,
  } satisfies Sample;
}

function scenarios(create: () => ReturnType<typeof orderBody>): Scenario[] {
  return [
    { name: 'menu read', connections: 50, options: (base) => ({ url: `${base}${DEMO_MENU_PATH}` }) },
    orderCreation(20, create),
  ];
}

function summarise(label: string, samples: Sample[]) {
  const groups = Object.keys(samples[0]?.cores ?? {});
  return {
    instances: label,
    'req/s': Math.round(median(samples.map((s) => s.requestsPerSecond))),
    'p50 ms': round(median(samples.map((s) => s.p50))),
    'p99 ms': round(median(samples.map((s) => s.p99))),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    ...Object.fromEntries(
      groups.map((group) => [`${group} cores`, round(median(samples.map((s) => s.cores[group] ?? 0)), 2)]),
    ),
  };
}

async function main() {
  console.log(`bench/scale.ts — ${machine()}`);
  console.log(`${runs} runs of ${duration} s per scenario and instance count, alternating; medians.\n`);
  const reachable = await withOwnDatabase(`comanda_scale_${process.pid}`, measureInstances);
  if (!reachable)
    console.log(
      `(PostgreSQL at ${benchPostgresUrl} did not answer: instances share a PostgreSQL database, nothing to measure)`,
    );
}

/** One instance against two, both on the database at `url`. */
async function measureInstances(url: string) {
  const servers: RunningServer[] = [];
  try {
    // Started together: the second waits for the first's migrations (the start-up lock).
    servers.push(...(await Promise.all([startComanda(await freePort(), url), startComanda(await freePort(), url)])));
    const [a, b] = servers as [RunningServer, RunningServer];
    const create = await pricedOrderBody(a.url);
    // Warm both up (JIT, pools) before measuring.
    await Promise.all([a, b].map((server) => load(server.url, 10, { url: `${server.url}/api/health`, duration: 2 })));
    const rows: Record<string, unknown>[] = [];
    for (const scenario of scenarios(create)) {
      const one: Sample[] = [];
      const two: Sample[] = [];
      for (let run = 0; run < runs; run += 1) {
        one.push(await sample([a, a], servers, scenario));
        two.push(await sample([a, b], servers, scenario));
      }
      const single = summarise('1', one);
      const double = summarise('2', two);
      rows.push({ scenario: scenario.name, connections: scenario.connections, ...single });
      rows.push({ scenario: scenario.name, connections: scenario.connections, ...double });
      rows.push({
        scenario: scenario.name,
        instances: '2 ÷ 1',
        'req/s': round(double['req/s'] / single['req/s'], 2),
      });
    }
    console.table(rows);
    console.log(`orders in the database after the run: ${await countOrders(url)}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

await main();
