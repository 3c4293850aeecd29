/**
 * Server under load (benchmark 4): autocannon on loopback against the reference server
 * with the demo data, on PGlite (in memory) and on PostgreSQL when it answers, each beside a bare
 * Hono JSON route measured in the same run. Median of `--runs` runs (default 3) of `--duration`
 * seconds (default 5) per scenario. Orders: every 201 must be a row in the database afterwards.
 *
 *   pnpm bench:server [--runs 3] [--duration 5]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (default) picks the PostgreSQL server;
 *   the bench creates and drops its own database there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ORDER_ACCESS_PARAM } from '@comanda/api';
import type autocannon from 'autocannon';
import {
  benchPostgresUrl,
  cannon,
  countOrders,
  DEMO_MENU_PATH,
  durationArgument,
  machine,
  median,
  openPglite,
  orderCreation,
  placeAcceptedOrder,
  pricedOrderBody,
  type RunningServer,
  root,
  round,
  runsArgument,
  type Scenario,
  startComanda,
  startProcess,
  withOwnDatabase,
} from './lib.ts';

const runs = runsArgument(3);
const duration = durationArgument(5);

interface Result {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly ok: number;
}

async function once(base: string, scenario: Scenario): Promise<Result> {
  const result = await cannon({
    url: base,
    connections: scenario.connections,
    duration,
    ...scenario.options(base),
  } as autocannon.Options);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - (result['3xx'] ?? 0),
    ok: result['2xx'] + (result['3xx'] ?? 0),
  };
}

async function measure(base: string, scenario: Scenario) {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await once(base, scenario));
  return {
    scenario: scenario.name,
    connections: scenario.connections,
    'req/s': Math.round(median(results.map((r) => r.requestsPerSecond))),
    'p50 ms': round(median(results.map((r) => r.p50))),
    'p99 ms': round(median(results.map((r) => r.p99))),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    'non-2xx/3xx': results.reduce((sum, r) => sum + r.non2xx, 0),
    answered: results.reduce((sum, r) => sum + r.ok, 0),
  };
}

/** A priced order body, an order with a shipment (its diner's tracking read) and the menu's ETag. */
async function prepare(base: string) {
  const create = await pricedOrderBody(base);
  const order = await placeAcceptedOrder(base, create());
  const tracking = `/api/logisticsorder/tracking/palermo-centro/${order.code}?${ORDER_ACCESS_PARAM}=${order.accessToken}`;
  if (!(await fetch(`${base}${tracking}`)).ok) throw new Error('the tracking read failed');
  const etag = (await fetch(`${base}${DEMO_MENU_PATH}`)).headers.get('ETag') ?? '';
  return { create, tracking, etag };
}

function scenarios(prepared: Awaited<ReturnType<typeof prepare>>): Scenario[] {
  return [
    { name: 'menu read', connections: 50, options: (base) => ({ url: `${base}${DEMO_MENU_PATH}` }) },
    {
      name: 'menu read, If-None-Match (304)',
      connections: 50,
      options: (base) => ({ url: `${base}${DEMO_MENU_PATH}`, headers: { 'If-None-Match': prepared.etag } }),
    },
    {
      name: 'branch-contact search',
      connections: 50,
      options: (base) => ({ url: `${base}/api/diner/branches/br-palermo/branchcontacts?search=palermo` }),
    },
    { name: 'tracking read', connections: 50, options: (base) => ({ url: `${base}${prepared.tracking}` }) },
    orderCreation(10, prepared.create),
  ];
}

async function benchDatabase(
  label: string,
  start: () => Promise<RunningServer>,
  countOrders: () => Promise<number>,
  bare: RunningServer,
) {
  let server = await start();
  const rows: Record<string, unknown>[] = [];
  let before = 0;
  let answered = 0;
  try {
    const prepared = await prepare(server.url);
    // Warm both servers up (JIT, connection pools) before measuring.
    await once(bare.url, {
      name: 'warm-up',
      connections: 10,
      options: (base) => ({ url: `${base}/api/health`, duration: 2 }),
    });
    await once(server.url, {
      name: 'warm-up',
      connections: 10,
      options: (base) => ({ url: `${base}${DEMO_MENU_PATH}`, duration: 2 }),
    });
    rows.push({
      database: label,
      ...(await measure(bare.url, {
        name: 'bare Hono JSON route',
        connections: 50,
        options: (base) => ({ url: `${base}/api/health` }),
      })),
    });
    for (const scenario of scenarios(prepared)) {
      if (scenario.name === 'order creation') {
        // PGlite is one process's database: count with the server stopped, then start it again.
        if (label.startsWith('PGlite')) {
          await server.stop();
          before = await countOrders();
          server = await start();
        } else {
          before = await countOrders();
        }
      }
      const row = await measure(server.url, scenario);
      if (scenario.name === 'order creation') answered = row.answered;
      rows.push({ database: label, ...row });
    }
  } finally {
    if (label.startsWith('PGlite')) await server.stop();
  }
  const after = await countOrders();
  if (!label.startsWith('PGlite')) await server.stop();
  const created = after - before;
  return {
    rows,
    orders: {
      database: label,
      'orders answered 201': answered,
      'rows created': created,
      lost: Math.max(0, answered - created),
    },
  };
}

async function main() {
  console.log(`bench/server.ts — ${machine()}`);
  console.log(
    `${runs} runs of ${duration} s per scenario; medians; loopback; the machine is shared, so compare ratios to the bare route.\n`,
  );
  const bare = await startProcess(path.join(root, 'bench/bare-hono.ts'), 8391, {});
  const tables: Record<string, unknown>[] = [];
  const orders: Record<string, unknown>[] = [];
  try {
    // PGlite kept in a temporary folder (not in memory) so the orders can be counted after the run.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'comanda-bench-'));
    const pglite = await benchDatabase(
      'PGlite',
      () => startComanda(8392, undefined, { DATA_DIR: dataDir }),
      async () => {
        const db = await openPglite(path.join(dataDir, 'pglite'));
        const result = await db.query<{ n: number }>('select count(*)::int as n from orders');
        await db.close();
        return result.rows[0]?.n ?? 0;
      },
      bare,
    ).finally(() => rmSync(dataDir, { recursive: true, force: true }));
    tables.push(...pglite.rows);
    orders.push(pglite.orders);

    const reachable = await withOwnDatabase(`comanda_bench_${process.pid}`, async (url) => {
      const postgres = await benchDatabase(
        'PostgreSQL',
        () => startComanda(8393, url),
        () => countOrders(url),
        bare,
      );
      tables.push(...postgres.rows);
      orders.push(postgres.orders);
    });
    if (!reachable) console.log(`(PostgreSQL at ${benchPostgresUrl} did not answer: PGlite only)`);
  } finally {
    await bare.stop();
  }
  console.table(tables);
  console.table(orders);
}

await main();
