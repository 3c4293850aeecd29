/**
 * What an operator watches and does: liveness and readiness, Prometheus metrics (and who may read
 * them), and a graceful shutdown of a real server process (SIGTERM): requests in flight finish,
 * new connections are refused, WebSockets close with the protocol's reconnect code.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/http/logger.ts';
import { createMetrics } from '../src/http/metrics.ts';
import { BASE_URL, databaseKind, freshPostgres, startTestServer, type TestServer } from './harness.ts';
import { placeDeliveryOrder } from './logistics-helpers.ts';
import { cartLine, orderBody } from './order-helpers.ts';
import { startServerProcess } from './server-process.ts';

const silent = createLogger('silent');

describe(`readiness and metrics on ${databaseKind}`, () => {
  let server: TestServer;
  let draining = false;
  let delivering = true;
  const metrics = createMetrics({ realtimeConnections: () => 3, realtimeDelivering: () => delivering });
  const appWith = (env: Record<string, string>) =>
    createApp({
      config: loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', STOREFRONT_DIR: '/nonexistent', ...env }),
      db: server.db,
      logger: silent,
      metrics,
      status: { realtimeDelivering: () => delivering, draining: () => draining },
    });
  let app: ReturnType<typeof createApp>;
  const get = (path: string, headers: Record<string, string> = {}) => app.request(`${BASE_URL}${path}`, { headers });

  beforeAll(async () => {
    server = await startTestServer();
    app = appWith({});
  });
  afterAll(() => server.close());

  it('answers alive and ready; not ready while realtime is not delivering or the instance drains', async () => {
    expect(await (await get('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', realtime: 'up', shutdown: 'no' },
    });
    delivering = false;
    expect((await get('/api/ready')).status).toBe(503);
    delivering = true;
    draining = true;
    const stopping = await get('/api/ready');
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toMatchObject({ checks: { shutdown: 'draining' } });
    // Alive all the same: a restart policy must not kill an instance that is finishing its work.
    expect((await get('/api/health')).status).toBe(200);
    draining = false;
  });

  it('counts requests by route pattern and status, orders created once per key, and realtime state', async () => {
    await get('/api/diner/branchcontacts/bc-palermo-centro');
    await get('/api/diner/branchcontacts/no-such-contact');
    const body = orderBody({
      items: [
        cartLine('plate-clasica', {
          garnishes: [
            { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
            { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
          ],
        }),
      ],
      price: 1_260_600,
      paysWith: 2_000_000,
    });
    const send = () =>
      app.request(`${BASE_URL}/api/order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(200);

    const response = await get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(
      /comanda_http_request_duration_seconds_count\{method="GET",route="\/api\/diner\/branchcontacts\/:[a-zA-Z]+",status="200"\} 1\n/,
    );
    expect(text).toMatch(/comanda_http_request_duration_seconds_count\{[^}]*status="404"\} 1\n/);
    expect(text).toMatch(/comanda_http_request_duration_seconds_bucket\{le="0\.005",method="GET"/);
    expect(text).toContain('comanda_orders_created_total{branch_contact="bc-palermo-centro"} 1\n');
    expect(text).toContain('comanda_realtime_connections 3\n');
    expect(text).toContain('comanda_realtime_delivering 1\n');
    expect(text).toContain('process_cpu_seconds_total');
    // Paths carrying ids never become labels of their own.
    expect(text).not.toContain('no-such-contact');
  });

  it('serves /metrics only with its token when METRICS_TOKEN is set, and not at all in production without one', async () => {
    app = appWith({ METRICS_TOKEN: 'scrape-secret' });
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { Authorization: 'Bearer guess' })).status).toBe(403);
    expect((await get('/metrics', { Authorization: 'Bearer scrape-secret' })).status).toBe(200);
    app = appWith({
      COMANDA_MODE: 'production',
      STAFF_TOKEN: 'p'.repeat(40),
      DATABASE_URL: 'postgres://x/y',
      MESSAGING_URL: 'https://sms.example.com/send',
    });
    expect((await get('/metrics')).status).toBe(404);
    app = appWith({});
  });
});

/** A POST whose body arrives in two parts, `gapMs` apart: a request in flight meanwhile. */
function slowPost(port: number, path: string, body: string, gapMs: number, onFirstPart: () => void) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    onFirstPart();
    setTimeout(() => request.end(body.slice(half)), gapMs);
  });
}

describe('graceful shutdown of a server process', { timeout: 240_000 }, () => {
  it('on SIGTERM: finishes the request in flight, refuses new connections, closes WebSockets with 4200, exits 0', async () => {
    const postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
    const database: Record<string, string> =
      postgres?.target.kind === 'postgres' ? { DATABASE_URL: postgres.target.url } : { DATA_DIR: 'memory' };
    const server = await startServerProcess(database);
    try {
      // Ready first: on PostgreSQL the realtime listener is up, so WebSockets are accepted.
      await expect.poll(async () => (await server.request('/api/ready')).status, { timeout: 15_000 }).toBe(200);
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/app/comanda-local?protocol=7`);
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      await new Promise((resolve) => socket.once('message', resolve));
      await placeDeliveryOrder(server);

      const body = JSON.stringify(
        orderBody({
          items: [cartLine('plate-flan')],
          price: 0,
        }),
      );
      let signalled = false;
      const inFlight = slowPost(server.port, '/api/order', body, 1500, () => {
        setTimeout(() => {
          server.child.kill('SIGTERM');
          signalled = true;
        }, 300);
      });
      expect(await closed).toBe(4200);
      expect(signalled).toBe(true);
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
      // The request in flight got its answer: the price check's 409 with the server's price.
      const answer = await inFlight;
      expect(answer.status).toBe(409);
      expect(JSON.parse(answer.text)).toMatchObject({ price: expect.any(Number) });
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
    } finally {
      await server.stop();
      await postgres?.drop();
    }
  });
});
