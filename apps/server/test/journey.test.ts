/**
 * The logistics journey as an integrator drives it: real HTTP to a listening server, and a
 * pusher-js client on the embedded Pusher-protocol endpoint receiving every tracking change of
 * the order, in order, while a rider registers, starts a shift, accepts and delivers.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApiClient, logisticsCalls, TRACKING_EVENT, type TrackingOutput, trackingChannel } from '@comanda/api';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_STAFF_TOKEN } from '../src/config.ts';
import { createLogger } from '../src/http/logger.ts';
import { channelAuthSecret } from '../src/realtime/channel-auth.ts';
import type { RealtimePublisher } from '../src/realtime/publisher.ts';
import { attachPusherProtocol } from '../src/realtime/pusher-protocol.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { deliveryCodeOf } from './logistics-helpers.ts';
import { cartLine, orderBody } from './order-helpers.ts';
import { trackingPusher } from './tracking-pusher.ts';

const KEY = 'journey-key';

describe(`a delivery watched live on ${databaseKind}`, () => {
  let harness: TestServer;
  let server: ReturnType<typeof serve>;
  let realtime: ReturnType<typeof attachPusherProtocol>;
  let base: string;
  let port: number;

  beforeAll(async () => {
    let fetchApp: (request: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
    server = serve({ fetch: (request) => fetchApp(request), port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    // The app publishes to the embedded server attached below, which checks the app's signatures.
    const publisher: RealtimePublisher = { publish: (...event) => realtime.publisher.publish(...event) };
    harness = await startTestServer({ PUSHER_KEY: KEY }, { realtime: publisher });
    realtime = attachPusherProtocol(server as never, {
      key: KEY,
      activityTimeoutSeconds: 120,
      logger: createLogger('silent'),
      channelAuthSecret: await channelAuthSecret(harness.db, harness.config.realtime),
    });
    fetchApp = (request) => harness.app.fetch(request);
  });
  afterAll(async () => {
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    await harness.close();
  });

  const client = (token?: string) =>
    createApiClient(logisticsCalls, {
      baseUrl: base,
      ...(token ? { headers: () => ({ Authorization: `Bearer ${token}` }) } : {}),
    });

  it('delivers every tracking change, in order, to a pusher-js subscriber', async () => {
    // A diner orders (cash delivery at Palermo Centro, own fleet).
    const item = cartLine('plate-clasica', {
      garnishes: [
        { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
        { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
      ],
    });
    const orderResponse = await fetch(`${base}/api/order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody({ items: [item], price: 1_260_600, paysWith: 2_000_000 })),
    });
    expect(orderResponse.status).toBe(201);
    const { data: order } = (await orderResponse.json()) as {
      data: { id: string; code: string; accessToken: string };
    };

    // The customer's page subscribes with pusher-js, as the tracking page does, with the order's secret.
    const pusher = trackingPusher(
      { key: KEY, wsHost: '127.0.0.1', wsPort: port },
      { baseUrl: base, accessToken: order.accessToken },
    );
    const received: TrackingOutput[] = [];
    const channel = pusher.subscribe(trackingChannel(order.id));
    channel.bind(TRACKING_EVENT, (data: TrackingOutput) => received.push(data));
    await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));

    try {
      // A rider registers and starts the shift, staff approve the rider and accept the order,
      // which creates the shipment.
      const session = await client().createRider({
        body: {
          name: 'Ana Gómez',
          phone: '11 4321-8765',
          securityCode: '973152',
          active: true,
          riderUser: { branchContact: { id: 'bc-palermo-centro' } },
        },
      });
      const rider = client(session.token);
      await client(DEVELOPMENT_STAFF_TOKEN).setStaffRiderApproval({
        params: { id: session.rider.id },
        body: { approved: true },
      });
      const accepted = await client(DEVELOPMENT_STAFF_TOKEN).setStaffOrderStatus({
        params: { orderCode: order.code },
        body: { status: 'ACCEPTED' },
      });
      const shipmentId = accepted.shipment?.id ?? '';
      const { shipments } = await rider.listShipments({ query: { branchContactId: 'bc-palermo-centro' } as never });
      expect(shipments.map((s) => s.id)).toContain(shipmentId);

      const steps = ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF', 'DELIVERED'] as const;
      const securityCode = await deliveryCodeOf(harness, shipmentId);
      for (const status of steps) {
        await rider.updateShipment({
          params: { id: shipmentId },
          body: { status, id: shipmentId, rider_id: session.rider.id, securityCode },
        });
      }
      await expect
        .poll(() => received.map((t) => t.status), { timeout: 5_000 })
        .toEqual(['LOOKING_FOR_DRIVER', ...steps]);
      expect(received.every((t) => t.orderCode === order.code)).toBe(true);
      expect(received[1]?.rider?.name).toBe('Ana Gómez');

      // The diner's follow-up shows the order delivered.
      const followUp = (await (await fetch(`${base}/api/diner/palermo-centro/order/${order.code}`)).json()) as {
        status: string;
      };
      expect(followUp.status).toBe('DELIVERED');
    } finally {
      pusher.disconnect();
    }
  });
});
