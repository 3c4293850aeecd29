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

/** Seconds of silence after which either side pings (Pusher's own default). */
export const DEFAULT_ACTIVITY_TIMEOUT_SECONDS = 120;
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

/**
 * Serves the Pusher protocol on `httpServer`'s upgrade requests to `/app/{key}`. Other upgrade
 * paths are answered 404. Call before or after `listen`; `close()` detaches everything.
 */
export function attachPusherProtocol(httpServer: EventEmitter, options: PusherProtocolOptions): PusherProtocolServer {
  const { key, activityTimeoutSeconds, logger } = options;
  const activityMs = activityTimeoutSeconds * 1000;
  const pongMs = (options.pongTimeoutSeconds ?? DEFAULT_PONG_TIMEOUT_SECONDS) * 1000;
  const maxChannels = options.maxChannelsPerConnection ?? DEFAULT_MAX_CHANNELS_PER_CONNECTION;
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const maxPerClient = options.maxConnectionsPerClient ?? DEFAULT_MAX_CONNECTIONS_PER_CLIENT;
  const clientOf = options.clientOf ?? remoteAddressOf;
  const maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES,
  });
  /** Every open connection; a closing one is removed at once. */
  const connections = new Set<Connection>();
  /** Subscribers by channel name. */
  const channels = new Map<string, Set<Connection>>();
  /** Open connections by client. */
  const perClient = new Map<string, number>();
  const countClient = (client: string, change: 1 | -1) => {
    const next = (perClient.get(client) ?? 0) + change;
    if (next > 0) perClient.set(client, next);
    else perClient.delete(client);
  };
  /** Sockets upgraded but not (or no longer) registered, so `close()` can still cut them. */
  const sockets = new Set<WebSocket>();
  let closed = false;
  let suspended = false;

  const send = (connection: Connection | WebSocket, message: PusherMessage) => {
    const socket = connection instanceof WebSocket ? connection : connection.socket;
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const unsubscribe = (connection: Connection, channel: string) => {
    if (!connection.channels.delete(channel)) return;
    const subscribers = channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) channels.delete(channel);
  };

  /** Forgets the connection and closes its socket; cut if the close handshake does not finish. */
  const drop = (connection: Connection, code: number, reason: string) => {
    if (connections.delete(connection)) {
      countClient(connection.client, -1);
      for (const channel of [...connection.channels]) unsubscribe(connection, channel);
    }
    closeSocket(connection.socket, code, reason);
  };

  const closeSocket = (socket: WebSocket, code: number, reason: string) => {
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
      socket.close(code, reason);
      setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
    }
  };

  /** Refuses a connection the protocol's way: a `pusher:error` then the same close code. */
  const refuse = (socket: WebSocket, code: number, message: string) => {
    send(socket, { event: 'pusher:error', data: { code, message } });
    closeSocket(socket, code, message);
  };

  const subscriptionError = (
    connection: Connection,
    channel: string | null,
    type: string,
    error: string,
    status: number,
  ) =>
    send(connection, {
      event: 'pusher:subscription_error',
      ...(channel === null ? {} : { channel }),
      data: JSON.stringify({ type, error, status }),
    });

  const subscribe = (connection: Connection, data: unknown) => {
    const channel = channelOf(data);
    if (channel === null || !CHANNEL_NAME.test(channel)) {
      subscriptionError(connection, channel, 'InvalidChannel', 'Invalid channel name', 400);
      return;
    }
    if (channel.startsWith('presence-')) {
      subscriptionError(connection, channel, 'AuthError', 'Presence channels are not served', 403);
      return;
    }
    const secret = options.channelAuthSecret;
    if (
      channel.startsWith('private-') &&
      !(secret && isSignedChannel(key, secret, connection.socketId, channel, authOf(data)))
    ) {
      subscriptionError(connection, channel, 'AuthError', 'Invalid signature', 401);
      return;
    }
    if (!connection.channels.has(channel)) {
      if (connection.channels.size >= maxChannels) {
        subscriptionError(connection, channel, 'LimitReached', `At most ${maxChannels} channels per connection`, 429);
        return;
      }
      connection.channels.add(channel);
      let subscribers = channels.get(channel);
      if (!subscribers) {
        subscribers = new Set();
        channels.set(channel, subscribers);
      }
      subscribers.add(connection);
    }
    send(connection, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
  };

  const onMessage = (connection: Connection, raw: RawData, isBinary: boolean) => {
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
        subscribe(connection, message.data);
        return;
      case 'pusher:unsubscribe': {
        const channel = channelOf(message.data);
        if (channel !== null) unsubscribe(connection, channel);
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
  };

  const onConnection = (socket: WebSocket, path: { key: string; protocol: string | null }, client: string) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A socket error (a frame above maxPayload, a reset) is followed by 'close'; log it only.
    socket.on('error', (error) => logger.debug('realtime socket error', { error: error.message }));
    if (closed || suspended) return closeSocket(socket, PusherCloseCode.reconnectNow, 'Server unavailable');
    if (path.key !== key) return refuse(socket, PusherCloseCode.applicationDoesNotExist, 'Application does not exist');
    if (path.protocol === null) return refuse(socket, PusherCloseCode.noProtocol, 'No protocol version supplied');
    if (!SUPPORTED_PROTOCOLS.has(Number(path.protocol)))
      return refuse(socket, PusherCloseCode.unsupportedProtocol, 'Unsupported protocol version');
    if (connections.size >= maxConnections)
      return refuse(socket, PusherCloseCode.overConnectionQuota, 'Application is over connection quota');
    if ((perClient.get(client) ?? 0) >= maxPerClient)
      return refuse(socket, PusherCloseCode.overConnectionQuota, 'Too many connections from this client');

    countClient(client, 1);
    const connection: Connection = {
      socket,
      socketId: newSocketId(),
      client,
      channels: new Set(),
      lastSeen: Date.now(),
      pingSentAt: null,
    };
    connections.add(connection);
    socket.on('message', (raw, isBinary) => onMessage(connection, raw, isBinary));
    socket.on('close', () => drop(connection, 1000, ''));
    send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: connection.socketId, activity_timeout: activityTimeoutSeconds }),
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match?.[1]) return refuseUpgrade(socket, 404, 'Not Found');
    if (closed || suspended) return refuseUpgrade(socket, 503, 'Service Unavailable');
    let appKey: string;
    try {
      appKey = decodeURIComponent(match[1]);
    } catch {
      appKey = match[1];
    }
    const protocol = url.searchParams.get('protocol');
    const client = clientOf(request);
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, { key: appKey, protocol }, client));
  };
  httpServer.on('upgrade', onUpgrade);

  // One sweep for all connections: ping the silent ones, close the ones that never answered.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of [...connections]) {
        if (connection.pingSentAt !== null) {
          if (now - connection.pingSentAt >= pongMs) {
            logger.debug('realtime connection dead', { socketId: connection.socketId });
            drop(connection, PusherCloseCode.pongNotReceived, 'Pong reply not received');
          }
        } else if (now - connection.lastSeen >= activityMs) {
          connection.pingSentAt = now;
          send(connection, { event: 'pusher:ping', data: '{}' });
        }
      }
    },
    Math.max(100, Math.min(activityMs, pongMs) / 4),
  );
  sweep.unref();

  const publisher: RealtimePublisher = {
    async publish(channel, event, data) {
      const subscribers = channels.get(channel);
      if (!subscribers || subscribers.size === 0) return;
      let message: string;
      try {
        message = JSON.stringify({ event, channel, data: JSON.stringify(data ?? null) });
      } catch (error) {
        logger.warn('realtime publish failed', { channel, event, error: (error as Error).message });
        return;
      }
      let sent = 0;
      for (const connection of [...subscribers]) {
        if (connection.socket.readyState !== WebSocket.OPEN) continue;
        if (connection.socket.bufferedAmount > maxBuffered) {
          drop(connection, PusherCloseCode.overCapacity, 'Client is not reading');
          continue;
        }
        connection.socket.send(message);
        sent += 1;
      }
      options.onDelivered?.(sent);
    },
  };

  return {
    publisher,
    connectionCount: () => connections.size,
    suspend(reason) {
      suspended = true;
      for (const connection of [...connections]) drop(connection, PusherCloseCode.reconnectNow, reason);
    },
    resume() {
      suspended = false;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      httpServer.off('upgrade', onUpgrade);
      for (const connection of [...connections]) drop(connection, PusherCloseCode.reconnectNow, 'Server shutting down');
      const pending = [...sockets].filter((socket) => socket.readyState !== WebSocket.CLOSED);
      await Promise.race([
        Promise.all(pending.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())))),
        new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref()),
      ]);
      for (const socket of sockets) socket.terminate();
      sockets.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
