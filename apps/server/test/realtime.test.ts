/**
 * The real-time layer against real sockets: the embedded Pusher protocol server on a `serve()`d
 * Hono app (port 0), with pusher-js itself as the client and raw `ws` for the protocol details
 * pusher-js hides; and the HTTP publisher against a local server standing in for the Pusher API.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createLogger, type Logger } from '../src/http/logger.ts';
import { signChannel } from '../src/realtime/channel-auth.ts';
import { realtimeClientConfig } from '../src/realtime/client-config.ts';
import type { RealtimeClientConfig } from '../src/realtime/publisher.ts';
import { createPusherHttpPublisher } from '../src/realtime/pusher-http.ts';
import {
  attachPusherProtocol,
  type PusherProtocolOptions,
  type PusherProtocolServer,
} from '../src/realtime/pusher-protocol.ts';

const KEY = 'test-key';
const EVENT = 'logistics-tracking-update';
const silent = createLogger('silent');

/** Fails after `ms` instead of hanging the suite. */
function within<T>(promise: Promise<T>, label: string, ms = 4000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(server: Server): Promise<number> {
  if (!server.listening) await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

async function closeServer(server: Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** pusher-js configured as the logistics app does, from the config endpoint's answer. */
const clients: Pusher[] = [];
function pusherClient(config: Pick<RealtimeClientConfig, 'key' | 'wsHost' | 'wsPort' | 'forceTLS' | 'cluster'>) {
  const client = new Pusher(config.key, {
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws'],
    unavailableTimeout: 1000,
  });
  clients.push(client);
  return client;
}

function stateReached(client: Pusher, state: string): Promise<void> {
  if (client.connection.state === state) return Promise.resolve();
  return within(
    new Promise<void>((resolve) => {
      const listener = ({ current }: { current: string }) => {
        if (current !== state) return;
        client.connection.unbind('state_change', listener);
        resolve();
      };
      client.connection.bind('state_change', listener);
    }),
    `state ${state}`,
  );
}

function subscribed(client: Pusher, channelName: string) {
  const channel = client.subscribe(channelName);
  return within(
    new Promise<typeof channel>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve(channel))),
    `subscription to ${channelName}`,
  );
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A bare WebSocket client that records every frame, for what pusher-js does not show. */
const rawSockets: WebSocket[] = [];
function rawClient(port: number, path = `/app/${KEY}?protocol=7&client=js&version=8.6.0`) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  rawSockets.push(socket);
  const frames: Frame[] = [];
  const waiters: { test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  socket.on('error', () => {});
  const closing = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return {
    socket,
    frames,
    closed: (ms = 4000) => within(closing, 'close', ms),
    send: (frame: Frame) => socket.send(JSON.stringify(frame)),
    /** The first frame (already received or to come) with this event. */
    next(event: string, ms?: number) {
      const seen = frames.find((frame) => frame.event === event);
      if (seen) return Promise.resolve(seen);
      return within(
        new Promise<Frame>((resolve) => waiters.push({ test: (frame) => frame.event === event, resolve })),
        event,
        ms,
      );
    },
  };
}

/** A bare HTTP server carrying only the protocol server, for options the main one does not use. */
async function protocolServer(options: Partial<PusherProtocolOptions> = {}) {
  const server = createServer((_, res) => res.writeHead(404).end());
  const realtime = attachPusherProtocol(server, { key: KEY, activityTimeoutSeconds: 120, logger: silent, ...options });
  server.listen(0, '127.0.0.1');
  return { server, realtime, port: await listen(server) };
}

afterAll(() => {
  for (const client of clients) client.disconnect();
  for (const socket of rawSockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
});

describe('embedded Pusher protocol server on the app port', () => {
  let server: Server;
  let realtime: PusherProtocolServer;
  let port: number;
  let clientConfig: RealtimeClientConfig;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: 'memory',
      LOG_LEVEL: 'silent',
      STOREFRONT_DIR: '/nonexistent',
      PUSHER_KEY: KEY,
    });
    // The routes exercised here (the realtime config) never touch the database.
    const db = {} as Database;
    let app: ReturnType<typeof createApp> | undefined;
    server = serve({ fetch: (request, env) => app?.fetch(request, env), port: 0, hostname: '127.0.0.1' }) as Server;
    realtime = attachPusherProtocol(server, { key: config.realtime.key, activityTimeoutSeconds: 120, logger: silent });
    app = createApp({ config, db, logger: silent, realtime: realtime.publisher });
    port = await listen(server);
    const response = await fetch(`http://127.0.0.1:${port}/api/realtime/config`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    clientConfig = (await response.json()) as RealtimeClientConfig;
  });

  afterAll(async () => {
    await realtime.close();
    await closeServer(server);
  });

  it('answers the browser the key, host, port and scheme the page came from', () => {
    expect(clientConfig).toEqual({
      enabled: true,
      key: KEY,
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      cluster: '',
    });
  });

  it('ignores forged proxy headers without TRUST_PROXY: the page keeps its own host', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/realtime/config`, {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'forged.example.com' },
    });
    expect(await response.json()).toMatchObject({ wsHost: '127.0.0.1', wsPort: port, forceTLS: false });
  });

  it('follows the proxy headers behind a trusted proxy, the value its nearest proxy set', async () => {
    const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', PUSHER_KEY: KEY, TRUST_PROXY: '1' });
    const behindProxy = createApp({ config, db: {} as Database, logger: silent });
    const response = await behindProxy.request('http://10.0.0.11:8080/api/realtime/config', {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'forged.example.com, pedidos.example.com' },
    });
    expect(await response.json()).toMatchObject({ wsHost: 'pedidos.example.com', wsPort: 443, forceTLS: true });
  });

  it('connects pusher-js: the handshake gives a socket id and the state becomes connected', async () => {
    const client = pusherClient(clientConfig);
    await stateReached(client, 'connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    expect(realtime.connectionCount()).toBeGreaterThanOrEqual(1);
    client.disconnect();
    await stateReached(client, 'disconnected');
  });

  it('sends the handshake with data as a JSON string', async () => {
    const raw = rawClient(port);
    const established = await raw.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    raw.send({ event: 'pusher:subscribe', data: { channel: 'tracking-raw' } });
    expect(await raw.next('pusher_internal:subscription_succeeded')).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'tracking-raw',
      data: '{}',
    });
    raw.socket.close(1000);
    expect((await raw.closed()).code).toBe(1000);
  });

  it('delivers the events of a channel, in order, only to its subscribers; unsubscribing stops them', async () => {
    const watcher = pusherClient(clientConfig);
    const other = pusherClient(clientConfig);
    const tracking = await subscribed(watcher, 'tracking-abc');
    const otherChannel = await subscribed(other, 'tracking-other');
    const received: unknown[] = [];
    tracking.bind(EVENT, (data: unknown) => received.push(data));
    const otherReceived: unknown[] = [];
    other.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher')) otherReceived.push({ event, data });
    });
    const updates = [
      { id: 'abc', status: 'ON_ROUTE_TO_PICKUP', rider: { name: 'Ana', position: { lat: -34.6, lng: -58.4 } } },
      { id: 'abc', status: 'IN_STORE', eta: '12:40' },
      { id: 'abc', status: 'ON_ROUTE_TO_DROPOFF', securityCode: '4821' },
    ];
    for (const update of updates) await realtime.publisher.publish('tracking-abc', EVENT, update);
    // After them, one event for the other channel: on its socket it would come after any stray one.
    const sentinel = within(new Promise((resolve) => otherChannel.bind(EVENT, resolve)), 'the other channel event');
    await realtime.publisher.publish('tracking-other', EVENT, { id: 'other' });
    expect(await sentinel).toEqual({ id: 'other' });
    await within(
      (async () => {
        while (received.length < updates.length) await sleep(20);
      })(),
      'three updates',
    );
    expect(received).toEqual(updates);
    expect(otherReceived).toEqual([{ event: EVENT, data: { id: 'other' } }]);

    // Unsubscribe, then subscribe elsewhere: the server handles them in order, so once the second
    // is confirmed the first is done.
    watcher.unsubscribe('tracking-abc');
    const check = await subscribed(watcher, 'tracking-check');
    const checked = within(new Promise((resolve) => check.bind(EVENT, resolve)), 'the check event');
    await realtime.publisher.publish('tracking-abc', EVENT, { id: 'abc', status: 'DELIVERED' });
    await realtime.publisher.publish('tracking-check', EVENT, { id: 'check' });
    expect(await checked).toEqual({ id: 'check' });
    expect(received).toHaveLength(3);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = pusherClient(clientConfig);
    await stateReached(client, 'connected');
    const pong = within(
      new Promise<void>((resolve) =>
        client.connection.bind('message', (message: Frame) => message.event === 'pusher:pong' && resolve()),
      ),
      'pong',
    );
    client.send_event('pusher:ping', {});
    await pong;

    const raw = rawClient(port);
    await raw.next('pusher:connection_established');
    raw.send({ event: 'pusher:ping', data: {} });
    expect(await raw.next('pusher:pong')).toEqual({ event: 'pusher:pong', data: '{}' });
  });

  it('refuses a wrong key with error 4001, and pusher-js gives up', async () => {
    const client = pusherClient({ ...clientConfig, key: 'wrong-key' });
    const error = within(
      new Promise<{ error?: { data?: { code?: number } } }>((resolve) => client.connection.bind('error', resolve)),
      'error 4001',
    );
    expect((await error).error?.data?.code).toBe(4001);
    await stateReached(client, 'disconnected');

    const raw = rawClient(port, '/app/wrong-key?protocol=7');
    expect(await raw.next('pusher:error')).toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'Application does not exist' },
    });
    expect((await raw.closed()).code).toBe(4001);
  });

  it('refuses an upgrade to any other path', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/somewhere/else`);
    // With an 'unexpected-response' listener, ending the refused handshake is ours to do.
    socket.on('error', () => {});
    const response = await within(
      new Promise<IncomingMessage>((resolve) => socket.on('unexpected-response', (_, res) => resolve(res))),
      'refusal',
    );
    expect(response.statusCode).toBe(404);
    response.destroy();
    socket.terminate();
  });

  it('refuses private channels without a signature (none is configured here), presence channels, client events and unreadable messages', async () => {
    const raw = rawClient(port);
    await raw.next('pusher:connection_established');
    raw.send({ event: 'pusher:subscribe', data: { channel: 'private-tracking-abc', auth: 'x:y' } });
    const refused = await raw.next('pusher:subscription_error');
    expect(refused.channel).toBe('private-tracking-abc');
    expect(JSON.parse(refused.data as string)).toMatchObject({ type: 'AuthError', status: 401 });
    raw.send({ event: 'pusher:subscribe', data: { channel: 'presence-room' } });
    await within(
      (async () => {
        while (raw.frames.filter((frame) => frame.event === 'pusher:subscription_error').length < 2) await sleep(20);
      })(),
      'presence refusal',
    );
    expect(
      JSON.parse(raw.frames.filter((f) => f.event === 'pusher:subscription_error')[1]?.data as string),
    ).toMatchObject({
      type: 'AuthError',
      status: 403,
    });
    raw.send({ event: 'client-hello', channel: 'tracking-abc', data: {} });
    expect(await raw.next('pusher:error')).toMatchObject({ data: { code: null } });
    raw.socket.send('not json');
    await within(
      (async () => {
        while (raw.frames.filter((frame) => frame.event === 'pusher:error').length < 2) await sleep(20);
      })(),
      'second error',
    );
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('embedded server private channels', () => {
  const SECRET = 'test-channel-secret';
  const socketIdOf = async (raw: ReturnType<typeof rawClient>) =>
    (JSON.parse((await raw.next('pusher:connection_established')).data as string) as { socket_id: string }).socket_id;

  it("subscribes a connection to a private channel only with the API's signature of its own socket id and that channel", async () => {
    const { server, realtime, port } = await protocolServer({ channelAuthSecret: SECRET });
    try {
      const owner = rawClient(port);
      const thief = rawClient(port);
      const [ownerId, thiefId] = await Promise.all([socketIdOf(owner), socketIdOf(thief)]);
      const channel = 'private-tracking-order-1';
      const ownerAuth = signChannel(KEY, SECRET, ownerId, channel);
      // Replaying another connection's signature, signing another channel, or another key's secret: refused.
      for (const auth of [
        ownerAuth,
        signChannel(KEY, SECRET, thiefId, 'private-tracking-order-2'),
        signChannel(KEY, 'another-secret', thiefId, channel),
        `${KEY}:`,
      ])
        thief.send({ event: 'pusher:subscribe', data: { channel, auth } });
      await within(
        (async () => {
          while (thief.frames.filter((f) => f.event === 'pusher:subscription_error').length < 4) await sleep(20);
        })(),
        'four refusals',
      );
      owner.send({ event: 'pusher:subscribe', data: { channel, auth: ownerAuth } });
      await owner.next('pusher_internal:subscription_succeeded');
      await realtime.publisher.publish(channel, EVENT, { status: 'IN_STORE' });
      expect(JSON.parse((await owner.next(EVENT)).data as string)).toEqual({ status: 'IN_STORE' });
      await sleep(50);
      expect(
        thief.frames.filter((f) => f.event === EVENT || f.event === 'pusher_internal:subscription_succeeded'),
      ).toEqual([]);
    } finally {
      await realtime.close();
      await closeServer(server);
    }
  });

  it('caps the connections of one client (4004), and counts a closed one out', async () => {
    const { server, realtime, port } = await protocolServer({ maxConnectionsPerClient: 3 });
    try {
      const open = [rawClient(port), rawClient(port), rawClient(port)];
      await Promise.all(open.map((raw) => raw.next('pusher:connection_established')));
      const fourth = rawClient(port);
      expect((await fourth.closed()).code).toBe(4004);
      expect(realtime.connectionCount()).toBe(3);
      open[0]?.socket.close();
      await open[0]?.closed();
      await within(
        (async () => {
          while (realtime.connectionCount() > 2) await sleep(20);
        })(),
        'the closed connection to be forgotten',
      );
      await rawClient(port).next('pusher:connection_established');
    } finally {
      await realtime.close();
      await closeServer(server);
    }
  });
});

describe('embedded server limits and liveness', () => {
  it('limits the channels per connection and the size of a message', async () => {
    const { server, realtime, port } = await protocolServer({ maxChannelsPerConnection: 2, maxMessageBytes: 1024 });
    try {
      const raw = rawClient(port);
      await raw.next('pusher:connection_established');
      for (const id of ['a', 'b', 'c']) raw.send({ event: 'pusher:subscribe', data: { channel: `tracking-${id}` } });
      const limited = await raw.next('pusher:subscription_error');
      expect(limited.channel).toBe('tracking-c');
      expect(JSON.parse(limited.data as string)).toMatchObject({ type: 'LimitReached' });
      expect(raw.frames.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toHaveLength(2);
      raw.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(2048) } });
      expect((await raw.closed()).code).toBe(1009);
      await within(
        (async () => {
          while (realtime.connectionCount() > 0) await sleep(20);
        })(),
        'the connection to be forgotten',
      );
    } finally {
      await realtime.close();
      await closeServer(server);
    }
  });

  it('pings a silent connection and closes it (4201) when no pong comes; pusher-js answers and stays', async () => {
    const { server, realtime, port } = await protocolServer({ activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 });
    try {
      const client = pusherClient({ key: KEY, wsHost: '127.0.0.1', wsPort: port, forceTLS: false, cluster: '' });
      await stateReached(client, 'connected');
      const socketId = client.connection.socket_id;
      const raw = rawClient(port);
      await raw.next('pusher:connection_established');
      expect(await raw.next('pusher:ping', 2500)).toEqual({ event: 'pusher:ping', data: '{}' });
      expect(await raw.closed()).toEqual({ code: 4201, reason: 'Pong reply not received' });
      expect(client.connection.state).toBe('connected');
      expect(client.connection.socket_id).toBe(socketId);
      expect(realtime.connectionCount()).toBe(1);
    } finally {
      await realtime.close();
      await closeServer(server);
    }
  });

  it('closes every connection on close(): pusher-js reconnects, then reports unavailable', async () => {
    const { server, realtime, port } = await protocolServer();
    const client = pusherClient({ key: KEY, wsHost: '127.0.0.1', wsPort: port, forceTLS: false, cluster: '' });
    await stateReached(client, 'connected');
    expect(realtime.connectionCount()).toBe(1);
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    await realtime.close();
    await closeServer(server);
    expect(realtime.connectionCount()).toBe(0);
    await stateReached(client, 'unavailable');
    expect(states).toContain('connecting');
    client.disconnect();
    await stateReached(client, 'disconnected');
  });
});

describe('client configuration for each mode', () => {
  const page = { host: 'localhost:8080', secure: false };

  it('embedded: the page origin, unless PUSHER_CLIENT_* override it', () => {
    expect(loadConfig({}).realtime).toMatchObject({
      mode: 'embedded',
      key: 'comanda-local',
      activityTimeoutSeconds: 120,
    });
    expect(realtimeClientConfig(loadConfig({}).realtime, page)).toEqual({
      enabled: true,
      key: 'comanda-local',
      wsHost: 'localhost',
      wsPort: 8080,
      forceTLS: false,
      cluster: '',
    });
    expect(realtimeClientConfig(loadConfig({}).realtime, { host: '[::1]', secure: true })).toMatchObject({
      wsHost: '[::1]',
      wsPort: 443,
      forceTLS: true,
    });
    const overridden = loadConfig({
      PUSHER_CLIENT_HOST: 'ws.example.com',
      PUSHER_CLIENT_PORT: '9443',
      PUSHER_CLIENT_TLS: '1',
    });
    expect(realtimeClientConfig(overridden.realtime, page)).toMatchObject({
      wsHost: 'ws.example.com',
      wsPort: 9443,
      forceTLS: true,
    });
  });

  it('pusher: hosted Pusher by cluster, or a soketi host', () => {
    const credentials = { PUSHER_APP_ID: '42', PUSHER_KEY: 'app-key', PUSHER_SECRET: 'shh' };
    const hosted = loadConfig({ ...credentials, PUSHER_CLUSTER: 'us2' }).realtime;
    expect(hosted).toMatchObject({
      mode: 'pusher',
      appId: '42',
      key: 'app-key',
      secret: 'shh',
      cluster: 'us2',
      useTLS: true,
    });
    expect(realtimeClientConfig(hosted, page)).toEqual({
      enabled: true,
      key: 'app-key',
      wsHost: 'ws-us2.pusher.com',
      wsPort: 443,
      forceTLS: true,
      cluster: 'us2',
    });
    const soketi = loadConfig({
      ...credentials,
      PUSHER_HOST: 'soketi.internal',
      PUSHER_PORT: '6001',
      PUSHER_USE_TLS: '0',
    });
    expect(realtimeClientConfig(soketi.realtime, page)).toMatchObject({
      wsHost: 'soketi.internal',
      wsPort: 6001,
      forceTLS: false,
    });
  });

  it('off: disabled, so the pages only poll', () => {
    const off = loadConfig({ REALTIME: 'off' }).realtime;
    expect(off.mode).toBe('off');
    expect(realtimeClientConfig(off, page).enabled).toBe(false);
    expect(() => loadConfig({ REALTIME: 'pusher' })).toThrow(/PUSHER_APP_ID/);
    expect(() => loadConfig({ PUSHER_CLIENT_PORT: 'x' })).toThrow(/PUSHER_CLIENT_PORT/);
  });
});

describe('createPusherHttpPublisher', () => {
  interface Recorded {
    method: string;
    url: URL;
    headers: IncomingMessage['headers'];
    body: string;
  }
  const requests: Recorded[] = [];
  let status = 200;
  let api: Server;
  let port: number;
  const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = { ...silent, warn: (msg, fields) => warnings.push({ msg, fields }) };

  beforeAll(async () => {
    api = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          url: new URL(req.url ?? '/', 'http://localhost'),
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    api.listen(0, '127.0.0.1');
    port = await listen(api);
  });

  afterAll(() => closeServer(api));

  const publisher = () =>
    createPusherHttpPublisher({
      appId: '42',
      key: 'app-key',
      secret: 'shh',
      host: '127.0.0.1',
      port,
      useTLS: false,
      logger,
    });

  it('triggers the event through POST /apps/{appId}/events, signed with the key', async () => {
    const update = { id: 'abc', status: 'IN_STORE', rider: { name: 'Ana' } };
    await publisher().publish('tracking-abc', EVENT, update);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/apps/42/events');
    expect(request?.url.searchParams.get('auth_key')).toBe('app-key');
    expect(request?.url.searchParams.get('auth_signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(request?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request?.body ?? '{}') as { name: string; channels: string[]; data: string };
    expect(body.name).toBe(EVENT);
    expect(body.channels).toEqual(['tracking-abc']);
    expect(JSON.parse(body.data)).toEqual(update);
  });

  it('logs a failure and never throws', async () => {
    status = 500;
    await expect(publisher().publish('tracking-abc', EVENT, { id: 'abc' })).resolves.toBeUndefined();
    expect(warnings.at(-1)).toMatchObject({
      msg: 'realtime publish failed',
      fields: { channel: 'tracking-abc', status: 500 },
    });
    const unreachable = createPusherHttpPublisher({
      appId: '42',
      key: 'app-key',
      secret: 'shh',
      host: '127.0.0.1',
      port: 1,
      useTLS: false,
      logger,
    });
    await expect(unreachable.publish('tracking-abc', EVENT, { id: 'abc' })).resolves.toBeUndefined();
    expect(warnings).toHaveLength(2);
  });
});
