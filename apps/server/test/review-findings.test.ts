/**
 * The outside security review's findings on what a public link reveals, each reproduced as the
 * reviewer did it and now refused (docs/security.md names the test of each finding). Real server,
 * real database, and for the realtime finding a real socket with pusher-js.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { TRACKING_EVENT, type TrackingOutput, trackingChannel } from '@comanda/api';
import { serve } from '@hono/node-server';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { createLogger } from '../src/http/logger.ts';
import { channelAuthSecret } from '../src/realtime/channel-auth.ts';
import type { RealtimePublisher } from '../src/realtime/publisher.ts';
import { attachPusherProtocol } from '../src/realtime/pusher-protocol.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  deliveryCodeOf,
  placeDeliveryOrder,
  registerRider,
  update,
} from './logistics-helpers.ts';
import { trackingPusher } from './tracking-pusher.ts';

const KEY = 'review-key';

describe(`the review's findings on public links, on ${databaseKind}`, () => {
  let server: TestServer;
  let realtime: ReturnType<typeof attachPusherProtocol>;
  let http: ReturnType<typeof serve>;
  let base: string;
  let port: number;
  const pages: Pusher[] = [];

  beforeAll(async () => {
    let fetchApp: (request: Request) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
    http = serve({ fetch: (request) => fetchApp(request), port: 0, hostname: '127.0.0.1' });
    await once(http, 'listening');
    port = (http.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    const publisher: RealtimePublisher = { publish: (...event) => realtime.publisher.publish(...event) };
    server = await startTestServer({ PUSHER_KEY: KEY }, { realtime: publisher });
    realtime = attachPusherProtocol(http as never, {
      key: KEY,
      activityTimeoutSeconds: 120,
      logger: createLogger('silent'),
      channelAuthSecret: await channelAuthSecret(server.db, server.config.realtime),
    });
    fetchApp = (request) => server.app.fetch(request);
  });
  afterAll(async () => {
    for (const page of pages) page.disconnect();
    await realtime.close();
    await new Promise((resolve) => http.close(resolve));
    await server.close();
  });

  const json = async (response: Response) => ({ status: response.status, body: await response.json() });

  it('finding 2: the order read by code shows no name, phone, address, notes or delivery code, and tracking needs the link secret', async () => {
    const order = await acceptedDeliveryOrder(server);
    const code = await deliveryCodeOf(server, order.shipmentId);
    const byCode = await json(await server.request(`/api/diner/palermo-centro/order/${order.code}`));
    expect(byCode.status).toBe(200);
    expect(byCode.body).toMatchObject({ code: order.code, status: 'ACCEPTED', shipment: { allowTracking: true } });
    for (const field of ['customerName', 'phone', 'destination', 'notes', 'accessToken', 'messagingLink'])
      expect(byCode.body, field).not.toHaveProperty(field);
    expect(JSON.stringify(byCode.body)).not.toContain(code);

    const tracking = `/api/logisticsorder/tracking/palermo-centro/${order.code}`;
    expect((await server.request(tracking)).status).toBe(401);
    expect((await server.request(`${tracking}?access=${(await placeDeliveryOrder(server)).accessToken}`)).status).toBe(
      403,
    );
    const withSecret = await json(await server.request(`${tracking}?access=${order.accessToken}`));
    expect(withSecret).toMatchObject({ status: 200, body: { securityCode: code } });
  });

  it("finding 5: an order code changes nothing (details, error report, survey), and a canceled unpaid order's survey is refused to its diner", async () => {
    const order = await placeDeliveryOrder(server);
    const before = await server.db.select().from(t.orders);
    const details = {
      code: order.code,
      branchContactId: 'bc-palermo-centro',
      customerName: 'Otra Persona',
      notes: 'x',
    };
    expect((await server.send('POST', '/api/diner/order/details', details)).status).toBe(401);
    const report = { code: order.code, errorType: 'OTHER' };
    expect((await server.send('POST', `/api/diner/order/${order.code}/error-report`, report)).status).toBe(401);
    const answers = [
      {
        questionTitle: '¿Cómo calificarías tu pedido?',
        answer: '1',
        surveyId: 'survey-bc-palermo-centro',
        questionId: 'bc-palermo-centro-q-nps',
        mandatory: true,
        dinerOrderId: order.id,
        questionType: 'GENERAL_NPS',
        priority: false,
      },
    ];
    expect((await server.send('POST', `/api/survey/${order.code}`, answers)).status).toBe(401);
    expect(await server.db.select().from(t.orders)).toEqual(before);

    // The diner's own card order, canceled before it was paid: nothing to rate.
    const canceled = await server.request(`/api/staff/orders/${order.code}/status`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer dev-staff-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'CANCELED' }),
    });
    expect(canceled.status).toBe(200);
    const survey = await server.send('POST', `/api/survey/${order.code}?access=${order.accessToken}`, answers);
    expect(await json(survey)).toMatchObject({
      status: 409,
      body: { error: 'order_not_delivered', message: 'Podrás calificar tu pedido cuando te lo entreguen' },
    });
    expect(await server.db.select().from(t.surveyResponses)).toEqual([]);
  });

  it("finding 6: once delivered, neither the tracking read nor the order's shipments show the rider's name, phone or position", async () => {
    const order = await acceptedDeliveryOrder(server);
    const { rider, client } = await registerRider(server, { name: 'Rita Ruedas' });
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF'] as const)
      await client.updateShipment({ params: { id: order.shipmentId }, body: update(order.shipmentId, status, rider) });
    await client.reportRiderPosition({ body: { lat: -34.5884, lng: -58.4295 } });
    const tracking = `/api/logisticsorder/tracking/palermo-centro/${order.code}?access=${order.accessToken}`;
    expect((await json(await server.request(tracking))).body).toMatchObject({
      rider: { name: 'Rita Ruedas', lastLocation: { lat: -34.5884 } },
    });
    await client.updateShipment({
      params: { id: order.shipmentId },
      body: {
        ...update(order.shipmentId, 'DELIVERED', rider),
        securityCode: await deliveryCodeOf(server, order.shipmentId),
      },
    });
    // The rider rides on to other jobs, reporting positions.
    const answers = [
      await server.request(tracking),
      await server.request(`/api/shipments/order/${order.id}?access=${order.accessToken}`),
    ];
    for (const answer of answers) {
      const text = await answer.text();
      expect(answer.status).toBe(200);
      for (const leak of ['Rita Ruedas', rider.phone, '-34.5884', 'lastLocation', 'lastPosition'])
        expect(text).not.toContain(leak);
    }
  });

  it('finding 7: tracking channels are private, signed only for the order secret, and their pushes carry no delivery code', async () => {
    const order = await acceptedDeliveryOrder(server);
    const other = await placeDeliveryOrder(server);
    const code = await deliveryCodeOf(server, order.shipmentId);
    const watch = (accessToken: string) => {
      const page = trackingPusher({ key: KEY, wsHost: '127.0.0.1', wsPort: port }, { baseUrl: base, accessToken });
      pages.push(page);
      const channel = page.subscribe(trackingChannel(order.id));
      const received: TrackingOutput[] = [];
      channel.bind(TRACKING_EVENT, (data: TrackingOutput) => received.push(data));
      const outcome = new Promise<'subscribed' | string>((resolve) => {
        channel.bind('pusher:subscription_succeeded', () => resolve('subscribed'));
        channel.bind('pusher:subscription_error', (error: { type: string }) => resolve(error.type));
      });
      return { outcome, received };
    };
    // The order id alone (another order's secret): the API signs nothing, the server subscribes nothing.
    const stranger = watch(other.accessToken);
    expect(await stranger.outcome).toBe('AuthError');
    const diner = watch(order.accessToken);
    expect(await diner.outcome).toBe('subscribed');

    const { rider, client } = await registerRider(server);
    await client.updateShipment({
      params: { id: order.shipmentId },
      body: update(order.shipmentId, 'ON_ROUTE_TO_PICKUP', rider),
    });
    await expect.poll(() => diner.received.map((t) => t.status)).toEqual(['ON_ROUTE_TO_PICKUP']);
    expect(JSON.stringify(diner.received)).not.toContain(code);
    expect(diner.received[0]).not.toHaveProperty('securityCode');
    expect(stranger.received).toEqual([]);
  });
});
