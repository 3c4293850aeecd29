/**
 * Soak test (not part of npm test): the reference server as separate
 * processes (`--instances`, default 2) on loopback against one PostgreSQL database, with simulated
 * diners placing cash delivery orders, a venue accepting them, and riders taking and advancing the
 * shipments, for a while. The load is spread over the instances as a proxy would spread it: each
 * diner orders through one instance and resubmits through another, the venue and every rider
 * change instance at each request (a rider's session is one across instances). Then the load stops,
 * riders finish what they hold, and the database is checked:
 * - every order a diner saw accepted (201, or 200 on a resubmitted idempotency key) exists exactly
 *   once under its key, with the total the diner was quoted;
 * - no other order exists;
 * - every shipment reached a terminal state, and orders and shipments agree (a delivered shipment
 *   ⇔ a delivered order, at most one open or delivered shipment per order);
 * - no request answered 5xx.
 *
 *   pnpm bench:soak [--seconds 300] [--diners 200] [--riders 20] [--instances 2]
 *   SOAK_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test):
 *   the script creates its own database there and drops it at the end.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { cartLine, orderBody } from '@comanda/server/test-helpers';
import { demoBurger as burger, freePort, pg, startComanda, withOwnDatabase } from './lib.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const SECONDS = argument('seconds', Number(process.env.SOAK_SECONDS ?? 300));
const DINERS = argument('diners', 200);
const RIDERS = argument('riders', 20);
const INSTANCES = argument('instances', 2);
const DRAIN_SECONDS = 90;
const STAFF_TOKEN = 'dev-staff-token';
const adminUrl =
  process.env.SOAK_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

// ---- measurements -------------------------------------------------------------------------------

const latencies: number[] = [];
const statusCounts = new Map<string, number>();
const serverErrors: string[] = [];
let requests = 0;

async function call(
  base: string,
  method: string,
  urlPath: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const started = performance.now();
  requests += 1;
  let response: Response;
  try {
    response = await fetch(`${base}${urlPath}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    serverErrors.push(`${method} ${urlPath}: ${(error as Error).message}`);
    return { status: 0, json: null };
  }
  const text = await response.text();
  latencies.push(performance.now() - started);
  const key = `${method} ${urlPath.replace(/\?.*$/, '').replace(/[0-9a-f-]{36}|[0-9A-Z]{5}-[0-9A-Z]{5}/g, ':id')} ${response.status}`;
  statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
  if (response.status >= 500) serverErrors.push(`${key}: ${text.slice(0, 200)}`);
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

// ---- the server ---------------------------------------------------------------------------------

/** The instances' base URLs; `next()` rotates through them, as a round-robin proxy does. */
let bases: string[] = [];
let turn = 0;
const next = () => bases[turn++ % bases.length] as string;

// ---- the actors ---------------------------------------------------------------------------------

const carts = [
  () => [burger()],
  () => [burger(), cartLine('plate-flan')],
  () => [cartLine('plate-empanada-carne', { quantity: 6 })],
  () => [cartLine('plate-flan', { quantity: 2 }), burger()],
];

interface Accepted {
  readonly key: string;
  readonly code: string;
  readonly total: number;
}
const accepted = new Map<string, Accepted>();
let stopping = false;
let dinersRefused = 0;

/** The price the server charges for a cart: the 409 of a deliberately wrong price carries it. */
async function quote(base: string, items: ReturnType<(typeof carts)[number]>): Promise<number | null> {
  const { status, json } = await call(base, 'POST', '/api/order', orderBody({ items, price: 0, paysWith: 50_000_000 }));
  return status === 409 ? ((json as { price?: number }).price ?? null) : null;
}

/** Each order's link secret, which its diner holds: the customer's tracking page reads the delivery code with it. */
const accessTokens = new Map<string, string>();

async function diner(index: number, prices: number[]) {
  const base = bases[index % bases.length] as string;
  const other = bases[(index + 1) % bases.length] as string;
  await sleep(between(0, 3000));
  while (!stopping) {
    const variant = Math.floor(Math.random() * carts.length);
    const body = orderBody({
      items: (carts[variant] as () => ReturnType<typeof burger>[])(),
      price: prices[variant] as number,
      paysWith: 50_000_000,
      customerName: `Comensal ${index}`,
      idempotencyKey: `soak-${randomUUID()}`,
    });
    const { status, json } = await call(base, 'POST', '/api/order', body);
    if (status === 201 || status === 200) {
      const data = (json as { data: { code: string; total: number; accessToken: string } }).data;
      accessTokens.set(data.code, data.accessToken);
      accepted.set(body.idempotencyKey, {
        key: body.idempotencyKey,
        code: data.code,
        total: prices[variant] as number,
      });
      if (data.total !== prices[variant])
        serverErrors.push(`order ${data.code}: total ${data.total} ≠ quoted ${prices[variant]}`);
      // One in ten diners resubmits (a flaky network): the same order must come back.
      if (Math.random() < 0.1) {
        const again = await call(other, 'POST', '/api/order', body);
        const code = (again.json as { data?: { code: string } }).data?.code;
        if (again.status !== 200 || code !== data.code)
          serverErrors.push(`resubmit of ${data.code} answered ${again.status} ${code}`);
      }
    } else dinersRefused += 1;
    await sleep(between(2000, 8000));
  }
}

/** The venue accepts the new orders, as staff would, until `stop` says so. */
async function acceptNewOrders(base: string, stop: () => boolean) {
  const { json } = await call(
    base,
    'GET',
    '/api/staff/orders?branchContact=palermo-centro&status=GENERATED',
    undefined,
    STAFF_TOKEN,
  );
  for (const order of (json as { orders?: { code: string }[] }).orders ?? []) {
    if (stop()) break;
    await call(base, 'PUT', `/api/staff/orders/${order.code}/status`, { status: 'ACCEPTED' }, STAFF_TOKEN);
  }
}

async function venue() {
  while (!stopping) {
    await acceptNewOrders(next(), () => stopping);
    await sleep(500);
  }
}

const NEXT: Record<string, string> = {
  ON_ROUTE_TO_PICKUP: 'IN_STORE',
  IN_STORE: 'ON_ROUTE_TO_DROPOFF',
  ON_ROUTE_TO_DROPOFF: 'DELIVERED',
};
let riderSteps = 0;
let acceptRacesLost = 0;
let riderCancels = 0;

async function rider(index: number, draining: () => boolean) {
  const phone = `11 ${4000 + index}-${String(1000 + Math.floor(Math.random() * 8999))}`;
  const registered = await call(next(), 'POST', '/api/rider/createwithcode', {
    name: `Repartidor ${index}`,
    phone,
    securityCode: '246813',
    active: true,
    riderUser: { branchContact: { id: 'bc-palermo-centro' } },
  });
  const { token, rider: me } = registered.json as { token: string; rider: { id: string } };
  // The venue approves the new rider before they may take shipments.
  await call(next(), 'PUT', `/api/staff/riders/${me.id}/approval`, { approved: true }, STAFF_TOKEN);
  const step = (id: string, status: string, securityCode?: string) =>
    call(next(), 'PUT', `/api/shipments/${id}`, { status, id, rider_id: me.id, securityCode }, token);
  /** The customer reads the delivery code on the tracking page and tells it at the door. */
  const customersCode = async (orderCode: string) =>
    (
      (
        await call(
          next(),
          'GET',
          `/api/logisticsorder/tracking/palermo-centro/${encodeURIComponent(orderCode)}?access=${accessTokens.get(orderCode) ?? ''}`,
        )
      ).json as { securityCode?: string }
    ).securityCode;
  for (;;) {
    const progress = await call(next(), 'GET', '/api/shipments/rider', undefined, token);
    const inProgress = (progress.json as { shipmentInProgress?: { id: string } }).shipmentInProgress;
    const held = inProgress
      ? ((await call(next(), 'GET', `/api/shipments/${inProgress.id}`, undefined, token)).json as {
          id: string;
          status: string;
          logisticsOrder: { code: string };
        })
      : undefined;
    if (held && NEXT[held.status]) {
      // Now and then a rider gives a shipment up on the way to the venue: it is offered again.
      const cancel = held.status === 'ON_ROUTE_TO_PICKUP' && !draining() && Math.random() < 0.03;
      const target = cancel ? 'DRIVER_CANCELED' : (NEXT[held.status] as string);
      const code = target === 'DELIVERED' ? await customersCode(held.logisticsOrder.code) : undefined;
      const { status } = await step(held.id, target, code);
      if (status === 200) {
        riderSteps += 1;
        if (cancel) riderCancels += 1;
      }
    } else {
      const list = await call(
        next(),
        'GET',
        '/api/shipments?branchContactId=bc-palermo-centro&pageSize=20',
        undefined,
        token,
      );
      const offered = (list.json as { shipments?: { id: string }[] }).shipments ?? [];
      if (offered.length === 0) {
        if (draining()) return;
      } else {
        const { status } = await step(pick(offered).id, 'ON_ROUTE_TO_PICKUP');
        if (status === 409) acceptRacesLost += 1;
        else if (status === 200) riderSteps += 1;
      }
    }
    await sleep(between(200, 1000));
  }
}

// ---- the run ------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The load for `SECONDS`, then the drain: its seconds and the requests sent meanwhile. */
async function runLoad(base: string, prices: number[]) {
  const started = Date.now();
  let draining = false;
  const riders = Array.from({ length: RIDERS }, (_, i) => rider(i, () => draining));
  const actors = [venue(), ...Array.from({ length: DINERS }, (_, i) => diner(i, prices))];
  await sleep(SECONDS * 1000);
  stopping = true;
  await Promise.all(actors);
  const load = { seconds: (Date.now() - started) / 1000, requests };
  // Accept what arrived last, then let riders finish everything offered or held.
  await acceptNewOrders(base, () => false);
  draining = true;
  await Promise.race([Promise.all(riders), sleep(DRAIN_SECONDS * 1000)]);
  return load;
}

/** Every accepted order stored once under its key with its quoted total, and no other soak order. */
async function checkOrders(db: InstanceType<typeof pg.Client>, failures: string[]) {
  const rows = (await db.query('select idempotency_key, code, total, status from orders')).rows as {
    idempotency_key: string;
    code: string;
    total: number;
    status: string;
  }[];
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row]);
  for (const order of accepted.values()) {
    const found = byKey.get(order.key) ?? [];
    if (found.length !== 1) failures.push(`order ${order.code}: ${found.length} rows under its key`);
    else if (found[0]?.code !== order.code || Number(found[0]?.total) !== order.total)
      failures.push(
        `order ${order.code}: stored ${found[0]?.code} with total ${found[0]?.total}, expected ${order.total}`,
      );
  }
  const soakRows = rows.filter((r) => r.idempotency_key.startsWith('soak-'));
  if (soakRows.length !== accepted.size)
    failures.push(`${soakRows.length} soak orders stored, ${accepted.size} accepted`);
}

/** Every shipment terminal, and orders and shipments agreeing; the rows, for the summary. */
async function checkShipments(db: InstanceType<typeof pg.Client>, failures: string[]) {
  const shipments = (await db.query('select id, order_id, status from shipments')).rows as {
    id: string;
    order_id: string;
    status: string;
  }[];
  const terminal = ['DELIVERED', 'DRIVER_CANCELED', 'RETURNED'];
  const open = shipments.filter((s) => !terminal.includes(s.status));
  if (open.length > 0)
    failures.push(`${open.length} shipments not terminal: ${[...new Set(open.map((s) => s.status))].join(', ')}`);
  const orderStatus = new Map<string, string>(
    (await db.query('select id, status from orders')).rows.map((r) => [r.id as string, r.status as string]),
  );
  const deliveredPerOrder = new Map<string, number>();
  for (const s of shipments.filter((x) => x.status === 'DELIVERED'))
    deliveredPerOrder.set(s.order_id, (deliveredPerOrder.get(s.order_id) ?? 0) + 1);
  for (const [orderId, n] of deliveredPerOrder) {
    if (n > 1) failures.push(`order ${orderId}: ${n} delivered shipments`);
    if (orderStatus.get(orderId) !== 'DELIVERED')
      failures.push(`order ${orderId}: shipment delivered, order ${orderStatus.get(orderId)}`);
  }
  for (const [orderId, status] of orderStatus)
    if (status === 'DELIVERED' && !deliveredPerOrder.has(orderId))
      failures.push(`order ${orderId}: delivered without a shipment`);
  const stuck = [...orderStatus.values()].filter((s) => s === 'ACCEPTED' || s === 'READY').length;
  if (stuck > 0) failures.push(`${stuck} orders still accepted or ready after the drain`);
  return { shipments, orderStatus };
}

function summary(
  load: { seconds: number; requests: number },
  { shipments, orderStatus }: Awaited<ReturnType<typeof checkShipments>>,
  failures: number,
) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  const statusTotals = new Map<number, number>();
  for (const [key, n] of statusCounts) {
    const status = Number(key.split(' ').at(-1));
    statusTotals.set(status, (statusTotals.get(status) ?? 0) + n);
  }
  return {
    seconds: Math.round(load.seconds),
    instances: INSTANCES,
    diners: DINERS,
    riders: RIDERS,
    requests: requests,
    requestsDuringLoad: load.requests,
    requestsPerSecond: ms(load.requests / load.seconds),
    latencyMs: {
      p50: ms(percentile(sorted, 50)),
      p95: ms(percentile(sorted, 95)),
      p99: ms(percentile(sorted, 99)),
      max: ms(sorted.at(-1) ?? 0),
    },
    statuses: Object.fromEntries([...statusTotals].sort(([a], [b]) => a - b)),
    ordersAccepted: accepted.size,
    ordersRefused: dinersRefused,
    ordersDelivered: [...orderStatus.values()].filter((s) => s === 'DELIVERED').length,
    shipments: shipments.length,
    shipmentsDelivered: shipments.filter((s) => s.status === 'DELIVERED').length,
    shipmentsCanceledByRiders: riderCancels,
    riderSteps,
    acceptRacesLost,
    failures,
  };
}

/** The instances on the database at `databaseUrl`, the load, and the checks: the failures found. */
async function soak(databaseUrl: string): Promise<string[]> {
  // Started together, as an operator scaling out would: the start-up lock orders their migrations.
  // Embedded realtime: every shipment change goes through PostgreSQL to every instance.
  const env = { LOG_LEVEL: 'warn', REALTIME: 'embedded', DEMO_AUTOPILOT: '0' };
  const servers = await Promise.all(
    Array.from({ length: INSTANCES }, async () => startComanda(await freePort(), databaseUrl, env)),
  );
  bases = servers.map((server) => server.url);
  const base = bases[0] as string;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const prices = await Promise.all(carts.map(async (cart) => quote(base, cart())));
    if (prices.some((p) => p === null)) throw new Error(`could not quote the carts: ${prices.join(', ')}`);
    console.log(
      `Soak: ${DINERS} diners, ${RIDERS} riders, ${SECONDS} s, ${INSTANCES} instances on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), PostgreSQL`,
    );
    const load = await runLoad(base, prices as number[]);
    const failures = [...serverErrors];
    await checkOrders(db, failures);
    const checked = await checkShipments(db, failures);
    console.log(JSON.stringify(summary(load, checked, failures.length), null, 2));
    return failures;
  } finally {
    await db.end();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function main() {
  let failures: string[] = [];
  const name = `comanda_soak_${randomUUID().replaceAll('-', '')}`;
  const reachable = await withOwnDatabase(
    name,
    async (url) => {
      failures = await soak(url);
    },
    adminUrl,
  );
  if (!reachable) throw new Error(`PostgreSQL at ${adminUrl} did not answer`);
  if (failures.length > 0) {
    console.error(`✖ ${failures.length} failures:\n${failures.slice(0, 30).join('\n')}`);
    process.exit(1);
  }
  console.log('✔ every accepted order exists once with its total; every shipment is terminal; no 5xx');
}

await main();
