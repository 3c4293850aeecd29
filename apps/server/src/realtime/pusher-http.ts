/**
 * Publishing through the Pusher HTTP API with the official `pusher` SDK: for hosted Pusher
 * Channels (by cluster) or a soketi cluster (by host and port). Browsers then connect to that
 * service, not to this server.
 */
import Pusher from 'pusher';
import type { Logger } from '../http/logger.ts';
import type { RealtimePublisher } from './publisher.ts';

/** A trigger slower than this is abandoned (and logged): pages recover by polling. */
export const PUSHER_HTTP_TIMEOUT_MS = 5000;

export interface PusherHttpOptions {
  readonly appId: string;
  readonly key: string;
  readonly secret: string;
  /** API host (soketi); without it, hosted Pusher's host for `cluster`. */
  readonly host?: string;
  readonly port?: number;
  readonly useTLS?: boolean;
  readonly cluster?: string;
  readonly timeoutMs?: number;
  /** Where failures are reported; silent without one. */
  readonly logger?: Logger;
}

export function createPusherHttpPublisher(options: PusherHttpOptions): RealtimePublisher {
  const base = {
    appId: options.appId,
    key: options.key,
    secret: options.secret,
    useTLS: options.useTLS ?? true,
    timeout: options.timeoutMs ?? PUSHER_HTTP_TIMEOUT_MS,
  };
  const pusher = new Pusher(
    options.host
      ? { ...base, host: options.host, ...(options.port === undefined ? {} : { port: String(options.port) }) }
      : { ...base, cluster: options.cluster ?? 'mt1' },
  );
  return {
    async publish(channel, event, data) {
      try {
        // A string is sent as it is by the SDK: encode every payload, so both publishers agree.
        await pusher.trigger(channel, event, JSON.stringify(data ?? null));
      } catch (error) {
        const { message, status } = error as { message?: string; status?: number };
        options.logger?.warn('realtime publish failed', { channel, event, status, error: message ?? String(error) });
      }
    },
  };
}
