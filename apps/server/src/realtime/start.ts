/** Chooses the publisher the configuration asks for (see `RealtimeConfig`). */
import type { EventEmitter } from 'node:events';
import type { RealtimeConfig } from '../config.ts';
import type { Logger } from '../http/logger.ts';
import type { RealtimePublisher } from './publisher.ts';
import { createPusherHttpPublisher } from './pusher-http.ts';
import { attachPusherProtocol } from './pusher-protocol.ts';

export interface RealtimeHandle {
  readonly publisher: RealtimePublisher;
  /** One line for the start-up banner. */
  readonly description: string;
  close(): Promise<void>;
}

/** `httpServer` is the server `serve()` returned: the embedded mode answers its upgrade requests. */
export function startRealtime(config: RealtimeConfig, httpServer: EventEmitter, logger: Logger): RealtimeHandle {
  switch (config.mode) {
    case 'embedded': {
      const embedded = attachPusherProtocol(httpServer, {
        key: config.key,
        activityTimeoutSeconds: config.activityTimeoutSeconds,
        logger,
      });
      return {
        publisher: embedded.publisher,
        description: `embedded Pusher protocol at /app/${config.key}`,
        close: embedded.close,
      };
    }
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
          logger,
        }),
        description: `Pusher HTTP API (${config.host ? `${config.host}${config.port ? `:${config.port}` : ''}` : `cluster ${config.cluster ?? 'mt1'}`})`,
        close: async () => {},
      };
    case 'off':
      // Not the recording publisher: a long-running server would keep every event.
      return {
        publisher: { publish: async () => {} },
        description: 'off (pages poll)',
        close: async () => {},
      };
  }
}
