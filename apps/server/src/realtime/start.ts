/** Chooses the publisher the configuration asks for (see `RealtimeConfig`). */
import type { EventEmitter } from 'node:events';
import type { RealtimeConfig } from '../config.ts';
import type { Database, DatabaseTarget } from '../db/client.ts';
import type { Logger } from '../http/logger.ts';
import { clientAddress } from '../http/middleware.ts';
import { createPostgresFanout } from './postgres-fanout.ts';
import type { RealtimePublisher } from './publisher.ts';
import { createPusherHttpPublisher } from './pusher-http.ts';
import { attachPusherProtocol } from './pusher-protocol.ts';

export interface RealtimeHandle {
  readonly publisher: RealtimePublisher;
  /** One line for the start-up banner. */
  readonly description: string;
  /** False while events published by other instances would not reach this one's subscribers. */
  isDelivering(): boolean;
  /** Open WebSocket connections on this instance (0 unless embedded). */
  connectionCount(): number;
  close(): Promise<void>;
}

export interface RealtimeDependencies {
  /** The server `serve()` returned: the embedded mode answers its upgrade requests. */
  readonly httpServer: EventEmitter;
  readonly logger: Logger;
  readonly database: { readonly target: DatabaseTarget; readonly db: Database };
  /** Told how many of this instance's subscribers each event reached. */
  readonly onDelivered?: (count: number) => void;
  /** Signs private channel subscriptions (`channelAuthSecret`). */
  readonly channelAuthSecret?: string;
  /** Proxies trusted to append to X-Forwarded-For (TRUST_PROXY): who a connection counts as. */
  readonly trustProxyHops?: number;
}

export function startRealtime(config: RealtimeConfig, dependencies: RealtimeDependencies): RealtimeHandle {
  switch (config.mode) {
    case 'embedded':
      return startEmbedded(config, dependencies);
    case 'pusher':
      return {
        publisher: createPusherHttpPublisher({
          appId: config.appId ?? '',
          key: config.key,
          secret: config.secret ?? '',
          host: config.host,
          port: config.port,
          useTLS: config.useTLS,
          cluster: config.cluster,
          logger: dependencies.logger,
        }),
        description: `Pusher HTTP API (${config.host ? `${config.host}${config.port ? `:${config.port}` : ''}` : `cluster ${config.cluster ?? 'mt1'}`})`,
        isDelivering: () => true,
        connectionCount: () => 0,
        close: async () => {},
      };
    case 'off':
      // Not the recording publisher: a long-running server would keep every event.
      return {
        publisher: { publish: async () => {} },
        description: 'off (pages poll)',
        isDelivering: () => true,
        connectionCount: () => 0,
        close: async () => {},
      };
  }
}

/**
 * The embedded Pusher-protocol server. On PostgreSQL, other instances may share the database, so
 * events go through it to every instance (`createPostgresFanout`); on PGlite, one process owns
 * the database and its events are delivered directly.
 */
function startEmbedded(
  config: RealtimeConfig,
  { httpServer, logger, database, onDelivered, channelAuthSecret, trustProxyHops = 0 }: RealtimeDependencies,
): RealtimeHandle {
  const embedded = attachPusherProtocol(httpServer, {
    key: config.key,
    activityTimeoutSeconds: config.activityTimeoutSeconds,
    logger,
    clientOf: (request) =>
      clientAddress(firstHeader(request.headers['x-forwarded-for']), request.socket.remoteAddress, trustProxyHops),
    ...(channelAuthSecret ? { channelAuthSecret } : {}),
    ...(onDelivered ? { onDelivered } : {}),
  });
  const description = `embedded Pusher protocol at /app/${config.key}`;
  const local = { publisher: embedded.publisher, connectionCount: embedded.connectionCount };
  if (database.target.kind !== 'postgres')
    return { ...local, description, isDelivering: () => true, close: embedded.close };
  const fanout = createPostgresFanout({
    url: database.target.url,
    db: database.db,
    deliver: embedded.publisher.publish,
    logger,
    onListeningChange: (listening) =>
      listening ? embedded.resume() : embedded.suspend('Realtime is reconnecting to the database'),
  });
  // Until the listener is up, a subscriber here would miss what other instances publish.
  embedded.suspend('Realtime is starting');
  return {
    ...local,
    publisher: fanout.publisher,
    description: `${description}, fanned out between instances through PostgreSQL LISTEN/NOTIFY`,
    isDelivering: fanout.isListening,
    async close() {
      await fanout.close();
      await embedded.close();
    },
  };
}

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
