/**
 * Two real server processes on two ports against one PostgreSQL database, as behind a load
 * balancer: a customer's pusher-js client on instance B receives, in order and each within 2 s,
 * every tracking event of an order moved through instance A; rate limits, idempotency keys and
 * rider sessions hold across the two; a killed listener connection reconnects. PostgreSQL only
 * (runs in the PostgreSQL pass of `npm test`).
 */
import { TRACKING_EVENT, type TrackingOutput, trackingChannel } from '@comanda/api';
import pg from 'pg';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/realtime/postgres-fanout.ts';
import type { RealtimeClientConfig } from '../src/realtime/publisher.ts';
import { freshPostgres } from './harness.ts';
import { acceptedDeliveryOrder, registerRider } from './logistics-helpers.ts';
import { cartLine, orderBody } from './order-helpers.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { trackingPusher } from './tracking-pusher.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const DELIVERY_WITHIN_MS = 2000;

/** Resolves with the next value `take` returns from the events, or fails after `ms`. */
/** How long pusher-js may take to be connected again after the server closed its socket. */
const RECONNECT_WITHIN_MS = 45_000;

function nextEvent<T>(events: T[], from: number, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const look = () => {
      const event = events[from];
      if (event !== undefined) return resolve(event);
      if (Date.now() > deadline) return reject(new Error(`no event ${from} within ${ms} ms`));
      setTimeout(look, 10);
    };
    look();
  });
}

/** pusher-js configured from the instance's own `/api/realtime/config`, as the tracking page is. */
async function trackingPageOn(instance: ServerProcess, accessToken: string) {
  const config = (await (await instance.request('/api/realtime/config')).json()) as RealtimeClientConfig;
  return trackingPusher(config, { baseUrl: instance.baseUrl, accessToken });
}

/** Waits until the instance's readiness answers 200: its database and its listener are up. */
async function untilReady(instance: ServerProcess, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await instance.request('/api/ready')).status !== 200) {
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms:\n${instance.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(postgresUrl)('two server processes on one PostgreSQL database', { timeout: 240_000 }, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: () => Promise<void>;
  let url: string;
  const pages: Pusher[] = [];

  /** A tracking page on `instance` subscribed to the order's channel, and what it has received. */
  async function watchTracking(instance: ServerProcess, order: { id: string; accessToken: string }) {
    const orderId = order.id;
    const page = await trackingPageOn(instance, order.accessToken);
    pages.push(page);
    const received: TrackingOutput[] = [];
    const channel = page.subscribe(trackingChannel(orderId));
    channel.bind(TRACKING_EVENT, (data: TrackingOutput) => received.push(data));
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
    return { page, received };
  }

  beforeAll(async () => {
    const fresh = await freshPostgres(postgresUrl as string);
    drop = fresh.drop;
    if (fresh.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = fresh.target.url;
    const env = { DATABASE_URL: url, RATE_LIMIT_PHONE_LOOKUP: '3/60s' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([untilReady(a), untilReady(b)]);
  }, 240_000);
  afterAll(async () => {
    for (const page of pages) page.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('a pusher-js client on B receives every tracking event of an order moved through A, in order, each within 2 s', async () => {
    const order = await acceptedDeliveryOrder(a);
    const { received } = await watchTracking(b, order);

    const { rider, client } = await registerRider(a);
    // The delivery code the customer reads on the tracking page, told to the rider at the door.
    const { securityCode } = (await a.logistics().getTracking({
      params: { alias: 'palermo-centro', orderCode: order.code },
      query: order.access,
    })) as { securityCode?: string };
    const steps = ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF', 'DELIVERED'] as const;
    for (const [index, status] of steps.entries()) {
      const sent = Date.now();
      await client.updateShipment({
        params: { id: order.shipmentId },
        body: {
          status,
          id: order.shipmentId,
          rider_id: rider.id,
          ...(status === 'DELIVERED' && securityCode ? { securityCode } : {}),
        },
      });
      const event = await nextEvent(received, index, DELIVERY_WITHIN_MS - (Date.now() - sent));
      expect(event.status).toBe(status);
      expect(event.orderCode).toBe(order.code);
    }
    // Nothing more (a duplicate) arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((event) => event.status)).toEqual(steps);
  });

  it('counts one rate limit across both instances', async () => {
    // Five lookups in one fixed 60 s window: not within two seconds of its end.
    const intoWindowMs = Date.now() % 60_000;
    if (intoWindowMs > 58_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindowMs + 50));
    const lookup = (instance: ServerProcess) =>
      instance.request('/api/orderingcustomer/1155550001?branchId=br-palermo');
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a]) statuses.push((await lookup(instance)).status);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });

  it('answers an idempotency key sent to B with the order A created for it', async () => {
    const burger = cartLine('plate-clasica', {
      garnishes: [
        { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
        { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
      ],
    });
    const priced = orderBody({ items: [burger], price: 1_260_600, paysWith: 2_000_000 });
    const first = await a.send('POST', '/api/order', priced);
    expect(first.status).toBe(201);
    const again = await b.send('POST', '/api/order', priced);
    expect(again.status).toBe(200);
    const [created, repeated] = (await Promise.all([first.json(), again.json()])) as { data: { code: string } }[];
    expect(repeated?.data.code).toBe(created?.data.code);
  });

  it("keeps a rider's session across instances: signed in on A, served on B, signed out on B, refused on A", async () => {
    const { token } = await registerRider(a, { securityCode: '481236' });
    const whoAmI = (instance: ServerProcess) =>
      instance.request('/api/whoami', { headers: { Authorization: `Bearer ${token}` } });
    expect((await whoAmI(b)).status).toBe(200);
    const signOut = await b.request('/api/rider/signout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ securityCode: '481236' }),
    });
    expect(signOut.status).toBe(200);
    expect((await whoAmI(a)).status).toBe(401);
  });

  it('reconnects a killed listener connection: the page on B reconnects and hears A again', async () => {
    const order = await acceptedDeliveryOrder(a);
    const { page, received } = await watchTracking(b, order);
    const states: string[] = [];
    page.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    await admin.end();
    expect(killed.rowCount).toBe(2);

    // B closed its sockets while it could not hear the others; pusher-js came back once it could.
    await expect.poll(() => states, { timeout: 15_000 }).toContain('connecting');
    // pusher-js may first call the connection 'unavailable' and retry on its own back-off.
    await expect.poll(() => page.connection.state, { timeout: RECONNECT_WITHIN_MS }).toBe('connected');
    await untilReady(b);
    expect(b.output()).toContain('realtime listener reconnected');

    const { rider, client } = await registerRider(a);
    // An event published before the kill may still reach the page late: look only at what follows.
    const from = received.length;
    const sent = Date.now();
    await client.updateShipment({
      params: { id: order.shipmentId },
      body: { status: 'ON_ROUTE_TO_PICKUP', id: order.shipmentId, rider_id: rider.id },
    });
    await expect
      .poll(() => received.slice(from).map((event) => event.status), {
        timeout: DELIVERY_WITHIN_MS - (Date.now() - sent),
      })
      .toContain('ON_ROUTE_TO_PICKUP');
  }, 90_000);
});
