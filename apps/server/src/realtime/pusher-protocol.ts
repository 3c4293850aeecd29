/**
 * The embedded real-time server: the Pusher Channels protocol (version 7) over a WebSocket on the
 * same HTTP server as the API, at `/app/{key}`, so pusher-js in the browser connects to the page's
 * own host and port with no other service to run (architecture: "Real-time tracking").
 *
 * Public channels and private channels are served: a private channel (the apps use
 * `private-tracking-{id}`) only with the API's signature of the connection's socket id and the
 * channel (`channel-auth.ts`). Presence channels, client events and user sign-in are refused. Each
 * client (address) may hold a bounded number of connections. The protocol, in short:
 * - server → `pusher:connection_established` `{socket_id, activity_timeout}` on connect;
 * - client → `pusher:subscribe` `{channel, auth?}`; server → `pusher_internal:subscription_succeeded`;
 * - client → `pusher:unsubscribe` `{channel}` (no answer);
 * - either side → `pusher:ping`, the other → `pusher:pong`;
 * - server → `{event, channel, data}` for each published event, `data` a JSON string;
 * - errors: `pusher:error` `{code, message}`, and the close codes 4000-4099 (do not reconnect),
 *   4100-4199 (reconnect with back-off), 4200-4299 (reconnect now).
 */
import { randomInt } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { Logger } from '../http/logger.ts';
import { isSignedChannel } from './channel-auth.ts';
import type { RealtimePublisher } from './publisher.ts';

/** Seconds to wait for the pong of a server ping before the connection counts as dead. */
export const DEFAULT_PONG_TIMEOUT_SECONDS = 30;
/** Largest message a client may send (Pusher's limit for a client event). */
export const DEFAULT_MAX_MESSAGE_BYTES = 10 * 1024;
/** Channels one connection may subscribe to at once (a tracking page needs one). */
export const DEFAULT_MAX_CHANNELS_PER_CONNECTION = 10;
/** Open connections the server accepts; more are refused with 4004. */
export const DEFAULT_MAX_CONNECTIONS = 10_000;
/**
 * Open connections one client (address) may hold; more are refused with 4004. Generous, because
 * phones behind a carrier's NAT share an address; with 10 channels each, a client holds at most
 * 500 subscriptions, and only to channels it was authorised on or that carry nothing private.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 50;
/** Unsent bytes a connection may pile up (a client that does not read) before it is closed. */
export const DEFAULT_MAX_BUFFERED_BYTES = 1024 * 1024;
/** The protocol versions this server speaks (pusher-js 8 sends 7). */
const SUPPORTED_PROTOCOLS = new Set([5, 6, 7]);
/** Pusher's rule for a channel name. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
/** How long a closing connection may take to finish the close handshake before it is cut. */
const CLOSE_GRACE_MS = 1000;

/** Close codes of the protocol used here. */
export const PusherCloseCode = {
  applicationDoesNotExist: 4001,
  overConnectionQuota: 4004,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
} as const;

export interface PusherProtocolOptions {
  /** The application key: the only accepted path is `/app/{key}`. */
  readonly key: string;
  /** Sent to the client in the handshake; the server pings a connection silent for this long. */
  readonly activityTimeoutSeconds: number;
  readonly logger: Logger;
  readonly pongTimeoutSeconds?: number;
  readonly maxMessageBytes?: number;
  readonly maxChannelsPerConnection?: number;
  readonly maxConnections?: number;
  readonly maxConnectionsPerClient?: number;
  readonly maxBufferedBytes?: number;
  /** Signs private channel subscriptions (`channel-auth.ts`); without it private channels are refused. */
  readonly channelAuthSecret?: string;
  /** Who a connection is, for the per-client cap (default: the socket's remote address). */
  readonly clientOf?: (request: IncomingMessage) => string;
  /** Told how many subscribers each published event was sent to (metrics). */
  readonly onDelivered?: (count: number) => void;
}

export interface PusherProtocolServer {
  readonly publisher: RealtimePublisher;
  /** Closes every connection (code 4200, so clients reconnect to the next server) and stops accepting. */
  close(): Promise<void>;
  /**
   * While this instance cannot deliver every event (its fan-out listener is down): closes every
   * connection with 4200, so a client reconnects to another instance or falls back to polling, and
   * refuses new ones (503) until `resume()`.
   */
  suspend(reason: string): void;
  resume(): void;
  connectionCount(): number;
}

interface Connection {
  readonly socket: WebSocket;
  readonly socketId: string;
  readonly client: string;
  readonly channels: Set<string>;
  /** When the client last sent anything. */
  lastSeen: number;
  /** When the server sent a ping still unanswered. */
  pingSentAt: number | null;
}

interface PusherMessage {
  readonly event: string;
  readonly channel?: string;
  readonly data?: unknown;
}

function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

function parseMessage(raw: RawData): PusherMessage | null {
  try {
    const parsed: unknown = JSON.parse(raw.toString());
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { event, channel, data } = parsed as Record<string, unknown>;
    if (typeof event !== 'string') return null;
    // Some clients send `data` as a JSON string, as the server does.
    let decoded = data;
    if (typeof data === 'string') {
      try {
        decoded = JSON.parse(data);
      } catch {
        decoded = data;
      }
    }
    return { event, ...(typeof channel === 'string' ? { channel } : {}), data: decoded };
  } catch {
    return null;
  }
}

function channelOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const channel = (data as { channel?: unknown }).channel;
  return typeof channel === 'string' ? channel : null;
}

const authOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { auth?: unknown }).auth : undefined;

const remoteAddressOf = (request: IncomingMessage): string => request.socket.remoteAddress ?? 'unknown';

/** Answers an upgrade request that is not ours with a plain HTTP error. */
function refuseUpgrade(socket: Duplex, status: 404 | 503, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** The limits of `PusherProtocolOptions` with their defaults applied, in milliseconds where timed. */
function limitsOf(options: PusherProtocolOptions) {
  return {
    activityMs: options.activityTimeoutSeconds * 1000,
    pongMs: (options.pongTimeoutSeconds ?? DEFAULT_PONG_TIMEOUT_SECONDS) * 1000,
    maxChannels: options.maxChannelsPerConnection ?? DEFAULT_MAX_CHANNELS_PER_CONNECTION,
    maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    maxPerClient: options.maxConnectionsPerClient ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT,
    maxBuffered: options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
  };
}

/** What one attached server holds: its options, its open connections and their subscriptions. */
interface ServerState {
  readonly options: PusherProtocolOptions;
  readonly limits: ReturnType<typeof limitsOf>;
  /** Every open connection; a closing one is removed at once. */
  readonly connections: Set<Connection>;
  /** Subscribers by channel name. */
  readonly channels: Map<string, Set<Connection>>;
  /** Open connections by client. */
  readonly perClient: Map<string, number>;
  /** Sockets upgraded but not (or no longer) registered, so `close()` can still cut them. */
  readonly sockets: Set<WebSocket>;
  closed: boolean;
  suspended: boolean;
}

function countClient(state: ServerState, client: string, change: 1 | -1): void {
  const next = (state.perClient.get(client) ?? 0) + change;
  if (next > 0) state.perClient.set(client, next);
  else state.perClient.delete(client);
}

function send(connection: Connection | WebSocket, message: PusherMessage): void {
  const socket = connection instanceof WebSocket ? connection : connection.socket;
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function unsubscribe(state: ServerState, connection: Connection, channel: string): void {
  if (!connection.channels.delete(channel)) return;
  const subscribers = state.channels.get(channel);
  subscribers?.delete(connection);
  if (subscribers?.size === 0) state.channels.delete(channel);
}

/** Forgets the connection and closes its socket; cut if the close handshake does not finish. */
function drop(state: ServerState, connection: Connection, code: number, reason: string): void {
  if (state.connections.delete(connection)) {
    countClient(state, connection.client, -1);
    for (const channel of [...connection.channels]) unsubscribe(state, connection, channel);
  }
  closeSocket(connection.socket, code, reason);
}

function closeSocket(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
    socket.close(code, reason);
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  }
}

/** Refuses a connection the protocol's way: a `pusher:error` then the same close code. */
function refuse(socket: WebSocket, code: number, message: string): void {
  send(socket, { event: 'pusher:error', data: { code, message } });
  closeSocket(socket, code, message);
}

interface SubscriptionRefusal {
  readonly type: string;
  readonly error: string;
  readonly status: number;
}

const invalidChannel: SubscriptionRefusal = { type: 'InvalidChannel', error: 'Invalid channel name', status: 400 };

function subscriptionError(connection: Connection, channel: string | null, refusal: SubscriptionRefusal): void {
  const { type, error, status } = refusal;
  send(connection, {
    event: 'pusher:subscription_error',
    ...(channel === null ? {} : { channel }),
    data: JSON.stringify({ type, error, status }),
  });
}

/** Why the connection may not subscribe to the channel, as the subscription error's fields; null when it may. */
function subscriptionRefusal(
  state: ServerState,
  connection: Connection,
  channel: string | null,
  data: unknown,
): SubscriptionRefusal | null {
  if (channel === null || !CHANNEL_NAME.test(channel)) return invalidChannel;
  if (channel.startsWith('presence-'))
    return { type: 'AuthError', error: 'Presence channels are not served', status: 403 };
  const { key, channelAuthSecret: secret } = state.options;
  if (
    channel.startsWith('private-') &&
    !(secret && isSignedChannel(key, secret, connection.socketId, channel, authOf(data)))
  )
    return { type: 'AuthError', error: 'Invalid signature', status: 401 };
  const { maxChannels } = state.limits;
  if (!connection.channels.has(channel) && connection.channels.size >= maxChannels)
    return { type: 'LimitReached', error: `At most ${maxChannels} channels per connection`, status: 429 };
  return null;
}

function subscribe(state: ServerState, connection: Connection, data: unknown) {
  const channel = channelOf(data);
  const refusal = subscriptionRefusal(state, connection, channel, data);
  if (refusal || channel === null) return subscriptionError(connection, channel, refusal ?? invalidChannel);
  if (!connection.channels.has(channel)) {
    connection.channels.add(channel);
    let subscribers = state.channels.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      state.channels.set(channel, subscribers);
    }
    subscribers.add(connection);
  }
  send(connection, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
}

function onMessage(state: ServerState, connection: Connection, raw: RawData, isBinary: boolean): void {
  connection.lastSeen = Date.now();
  connection.pingSentAt = null;
  const message = isBinary ? null : parseMessage(raw);
  if (!message) {
    send(connection, { event: 'pusher:error', data: { code: null, message: 'Invalid message' } });
    return;
  }
  switch (message.event) {
    case 'pusher:ping':
      send(connection, { event: 'pusher:pong', data: '{}' });
      return;
    case 'pusher:pong':
      return;
    case 'pusher:subscribe':
      subscribe(state, connection, message.data);
      return;
    case 'pusher:unsubscribe': {
      const channel = channelOf(message.data);
      if (channel !== null) unsubscribe(state, connection, channel);
      return;
    }
    default:
      send(connection, {
        event: 'pusher:error',
        data: {
          code: null,
          message: message.event.startsWith('client-')
            ? 'Client events are not enabled'
            : `Unsupported event: ${message.event.slice(0, 64)}`,
        },
      });
  }
}

/** Why a new connection is refused, as its close code and message; null when it is accepted. */
function connectionRefusal(state: ServerState, path: { key: string; protocol: string | null }, client: string) {
  if (path.key !== state.options.key)
    return { code: PusherCloseCode.applicationDoesNotExist, message: 'Application does not exist' };
  if (path.protocol === null) return { code: PusherCloseCode.noProtocol, message: 'No protocol version supplied' };
  if (!SUPPORTED_PROTOCOLS.has(Number(path.protocol)))
    return { code: PusherCloseCode.unsupportedProtocol, message: 'Unsupported protocol version' };
  if (state.connections.size >= state.limits.maxConnections)
    return { code: PusherCloseCode.overConnectionQuota, message: 'Application is over connection quota' };
  if ((state.perClient.get(client) ?? 0) >= state.limits.maxPerClient)
    return { code: PusherCloseCode.overConnectionQuota, message: 'Too many connections from this client' };
  return null;
}

function onConnection(
  state: ServerState,
  socket: WebSocket,
  path: { key: string; protocol: string | null },
  client: string,
) {
  state.sockets.add(socket);
  socket.on('close', () => state.sockets.delete(socket));
  // A socket error (a frame above maxPayload, a reset) is followed by 'close'; log it only.
  socket.on('error', (error) => state.options.logger.debug('realtime socket error', { error: error.message }));
  if (state.closed || state.suspended) return closeSocket(socket, PusherCloseCode.reconnectNow, 'Server unavailable');
  const refusal = connectionRefusal(state, path, client);
  if (refusal) return refuse(socket, refusal.code, refusal.message);

  countClient(state, client, 1);
  const connection: Connection = {
    socket,
    socketId: newSocketId(),
    client,
    channels: new Set(),
    lastSeen: Date.now(),
    pingSentAt: null,
  };
  state.connections.add(connection);
  socket.on('message', (raw, isBinary) => onMessage(state, connection, raw, isBinary));
  socket.on('close', () => drop(state, connection, 1000, ''));
  send(connection, {
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: connection.socketId, activity_timeout: state.options.activityTimeoutSeconds }),
  });
}

/** The application key and protocol version of an upgrade to `/app/{key}`; null for another path. */
function upgradePath(request: IncomingMessage): { key: string; protocol: string | null } | null {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const match = /^\/app\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1]) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    key = match[1];
  }
  return { key, protocol: url.searchParams.get('protocol') };
}

/** One sweep for all connections: ping the silent ones, close the ones that never answered. */
function sweepConnections(state: ServerState): void {
  const now = Date.now();
  const { pongMs, activityMs } = state.limits;
  for (const connection of [...state.connections]) {
    if (connection.pingSentAt !== null) {
      if (now - connection.pingSentAt >= pongMs) {
        state.options.logger.debug('realtime connection dead', { socketId: connection.socketId });
        drop(state, connection, PusherCloseCode.pongNotReceived, 'Pong reply not received');
      }
    } else if (now - connection.lastSeen >= activityMs) {
      connection.pingSentAt = now;
      send(connection, { event: 'pusher:ping', data: '{}' });
    }
  }
}

/** Sends an event to the channel's subscribers; one that is not reading is closed instead. */
function publishTo(state: ServerState, channel: string, event: string, data: unknown): void {
  const subscribers = state.channels.get(channel);
  if (!subscribers || subscribers.size === 0) return;
  let message: string;
  try {
    message = JSON.stringify({ event, channel, data: JSON.stringify(data ?? null) });
  } catch (error) {
    state.options.logger.warn('realtime publish failed', { channel, event, error: (error as Error).message });
    return;
  }
  let sent = 0;
  for (const connection of [...subscribers]) {
    if (connection.socket.readyState !== WebSocket.OPEN) continue;
    if (connection.socket.bufferedAmount > state.limits.maxBuffered) {
      drop(state, connection, PusherCloseCode.overCapacity, 'Client is not reading');
      continue;
    }
    connection.socket.send(message);
    sent += 1;
  }
  state.options.onDelivered?.(sent);
}

/** Closes every connection with 4200, waits for their close handshakes a moment, then cuts the rest. */
async function closeAll(state: ServerState, wss: WebSocketServer): Promise<void> {
  for (const connection of [...state.connections])
    drop(state, connection, PusherCloseCode.reconnectNow, 'Server shutting down');
  const pending = [...state.sockets].filter((socket) => socket.readyState !== WebSocket.CLOSED);
  await Promise.race([
    Promise.all(pending.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())))),
    new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref()),
  ]);
  for (const socket of state.sockets) socket.terminate();
  state.sockets.clear();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
}

/**
 * Serves the Pusher protocol on `httpServer`'s upgrade requests to `/app/{key}`. Other upgrade
 * paths are answered 404. Call before or after `listen`; `close()` detaches everything.
 */
export function attachPusherProtocol(httpServer: EventEmitter, options: PusherProtocolOptions): PusherProtocolServer {
  const state: ServerState = {
    options,
    limits: limitsOf(options),
    connections: new Set(),
    channels: new Map(),
    perClient: new Map(),
    sockets: new Set(),
    closed: false,
    suspended: false,
  };
  const clientOf = options.clientOf ?? remoteAddressOf;
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
  });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = upgradePath(request);
    if (!path) return refuseUpgrade(socket, 404, 'Not Found');
    if (state.closed || state.suspended) return refuseUpgrade(socket, 503, 'Service Unavailable');
    const client = clientOf(request);
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(state, ws, path, client));
  };
  httpServer.on('upgrade', onUpgrade);
  const { activityMs, pongMs } = state.limits;
  const sweep = setInterval(() => sweepConnections(state), Math.max(100, Math.min(activityMs, pongMs) / 4));
  sweep.unref();

  return {
    publisher: { publish: async (channel, event, data) => publishTo(state, channel, event, data) },
    connectionCount: () => state.connections.size,
    suspend(reason) {
      state.suspended = true;
      for (const connection of [...state.connections]) drop(state, connection, PusherCloseCode.reconnectNow, reason);
    },
    resume() {
      state.suspended = false;
    },
    async close() {
      if (state.closed) return;
      state.closed = true;
      clearInterval(sweep);
      httpServer.off('upgrade', onUpgrade);
      await closeAll(state, wss);
    },
  };
}
