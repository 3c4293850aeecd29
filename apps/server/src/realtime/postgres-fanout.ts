/**
 * Live events across server instances through PostgreSQL `LISTEN`/`NOTIFY` (architecture: "more
 * than one server instance"). Publishing sends the event as a notification on the project's
 * channel; every instance, the publishing one included, listens on one connection of its own and
 * delivers what it hears to its own subscribers. So every instance delivers every event, once,
 * and all in the order PostgreSQL committed the notifications (one instance's events on one
 * channel are sent one after the other, so that is the order they were published in).
 *
 * An event over the notification limit (8000 bytes) is stored in `realtime_payloads` and the
 * notification carries its id; listeners read it back. A lost listener connection is reported
 * (`onListeningChange`) and reconnected with back-off; what was sent meanwhile is not replayed.
 */
import { lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import { realtimePayloads } from '../db/schema.ts';
import type { Logger } from '../http/logger.ts';
import type { RealtimePublisher } from './publisher.ts';

/** The PostgreSQL notification channel every instance listens on. */
export const REALTIME_NOTIFY_CHANNEL = 'comanda_realtime';
/** PostgreSQL refuses a notification payload of this many bytes or more. */
export const NOTIFY_PAYLOAD_LIMIT_BYTES = 8000;
/** The listener's connection, as `pg_stat_activity` names it. */
export const LISTENER_APPLICATION_NAME = 'comanda-realtime-listener';
/** Waits before each reconnection attempt of the listener; the last one repeats. */
export const LISTENER_RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000] as const;
/** Stored payloads are read within milliseconds; they are deleted after this long. */
export const STORED_PAYLOAD_RETENTION_MS = 5 * 60_000;
const CLEANUP_INTERVAL_MS = 60_000;

/** What travels in a notification: the event itself, or the id of its stored body. */
type Notice =
  | { readonly c: string; readonly e: string; readonly d: unknown }
  | { readonly c: string; readonly e: string; readonly r: number };

/** The notification text for an event, or null when it is too large to travel inline. */
export function inlineNotice(channel: string, event: string, data: unknown): string | null {
  const text = JSON.stringify({ c: channel, e: event, d: data ?? null } satisfies Notice);
  return Buffer.byteLength(text) < NOTIFY_PAYLOAD_LIMIT_BYTES ? text : null;
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Record<'c' | 'e' | 'r', unknown>> & { d?: unknown };
    if (typeof notice.c !== 'string' || typeof notice.e !== 'string') return null;
    if ('d' in notice) return { c: notice.c, e: notice.e, d: notice.d };
    return typeof notice.r === 'number' ? { c: notice.c, e: notice.e, r: notice.r } : null;
  } catch {
    return null;
  }
}

export interface PostgresFanoutOptions {
  /** The database URL: the listener opens its own connection there. */
  readonly url: string;
  /** Where notifications are sent from (any pooled connection). */
  readonly db: Database;
  /** Delivers an event to this instance's own subscribers. */
  readonly deliver: (channel: string, event: string, data: unknown) => Promise<void>;
  readonly logger: Logger;
  /** Told each time the listener is established or lost. */
  readonly onListeningChange?: (listening: boolean) => void;
  readonly reconnectDelaysMs?: readonly number[];
}

export interface PostgresFanout {
  readonly publisher: RealtimePublisher;
  /** Whether this instance hears the events published by every instance right now. */
  isListening(): boolean;
  /** Resolves once the listener is first established. */
  readonly listening: Promise<void>;
  /** The PostgreSQL backend of the listener's connection while it is established (`pg_stat_activity.pid`). */
  listenerBackendPid(): number | null;
  close(): Promise<void>;
}

/** One promise chain per key: work on a key waits for the previous work on it. */
function keyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return (key: string, work: () => Promise<void>): Promise<void> => {
    const next = (tails.get(key) ?? Promise.resolve()).then(work);
    tails.set(key, next);
    void next.finally(() => {
      if (tails.get(key) === next) tails.delete(key);
    });
    return next;
  };
}

function createNotifier(db: Database, logger: Logger): RealtimePublisher {
  const inOrder = keyedQueue();
  const notify = async (channel: string, event: string, data: unknown) => {
    try {
      const inline = inlineNotice(channel, event, data);
      if (inline !== null) {
        await db.execute(sql`select pg_notify(${REALTIME_NOTIFY_CHANNEL}, ${inline})`);
        return;
      }
      await db.execute(sql`
        with stored as (insert into realtime_payloads (body) values (${JSON.stringify(data ?? null)}) returning id)
        select pg_notify(${REALTIME_NOTIFY_CHANNEL}, json_build_object('c', ${channel}::text, 'e', ${event}::text, 'r', id)::text)
        from stored`);
    } catch (error) {
      logger.warn('realtime publish failed', { channel, event, error: (error as Error).message });
    }
  };
  return { publish: (channel, event, data) => inOrder(channel, () => notify(channel, event, data)) };
}

/** The event's data, inline in the notice or read from the stored payload it names. */
async function bodyOf(listener: pg.Client, notice: Notice): Promise<unknown> {
  if ('d' in notice) return notice.d;
  const { rows } = await listener.query<{ body: string }>('select body from realtime_payloads where id = $1', [
    notice.r,
  ]);
  if (!rows[0]) throw new Error(`stored payload ${notice.r} is gone`);
  return JSON.parse(rows[0].body);
}

/** Delivers a notification's event to this instance's subscribers, in order per channel. */
function deliverNotification(
  listener: pg.Client,
  message: pg.Notification,
  to: Pick<PostgresFanoutOptions, 'deliver' | 'logger'> & { inOrder: ReturnType<typeof keyedQueue> },
): void {
  const { deliver, logger } = to;
  const notice = parseNotice(message.payload);
  if (!notice) {
    logger.warn('realtime notification ignored: not ours', { payload: message.payload?.slice(0, 80) });
    return;
  }
  void to.inOrder(notice.c, async () => {
    try {
      await deliver(notice.c, notice.e, await bodyOf(listener, notice));
    } catch (error) {
      logger.warn('realtime event lost', { channel: notice.c, event: notice.e, error: (error as Error).message });
    }
  });
}

/** Deletes stored payloads past their retention, every so often, until the interval is cleared. */
function cleanStoredPayloads(db: Database, logger: Logger): NodeJS.Timeout {
  const cleanup = setInterval(() => {
    const before = new Date(Date.now() - STORED_PAYLOAD_RETENTION_MS);
    db.delete(realtimePayloads)
      .where(lt(realtimePayloads.createdAt, before))
      .catch((error: Error) => logger.debug('realtime payload cleanup failed', { error: error.message }));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  return cleanup;
}

/** The client of the listener's own connection; losing it in any way is told to `lost`. */
function newListener(
  url: string,
  lost: (listener: pg.Client, error?: Error) => void,
  onNotification: (message: pg.Notification) => void,
): pg.Client {
  const listener = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
  listener.on('error', (error) => lost(listener, error));
  listener.on('end', () => lost(listener));
  listener.on('notification', onNotification);
  return listener;
}

export function createPostgresFanout(options: PostgresFanoutOptions): PostgresFanout {
  const { url, db, deliver, logger } = options;
  const delays = options.reconnectDelaysMs ?? LISTENER_RECONNECT_DELAYS_MS;
  const inOrder = keyedQueue();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let firstListening: () => void = () => {};
  const established = new Promise<void>((resolve) => {
    firstListening = resolve;
  });

  const setListening = (next: boolean) => {
    if (next === listening) return;
    listening = next;
    options.onListeningChange?.(next);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = delays[Math.min(attempt, delays.length - 1)] ?? 1000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const lost = (listener: pg.Client, error?: Error) => {
    if (client !== listener) return;
    client = null;
    listener.removeAllListeners('notification');
    void listener.end().catch(() => {});
    setListening(false);
    logger.warn('realtime listener lost; reconnecting', { error: error?.message });
    scheduleReconnect();
  };

  const connect = async () => {
    const listener = newListener(url, lost, (message) =>
      deliverNotification(listener, message, { deliver, logger, inOrder }),
    );
    client = listener;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${REALTIME_NOTIFY_CHANNEL}`);
    } catch (error) {
      lost(listener, error as Error);
      return;
    }
    if (closed || client !== listener) return;
    if (attempt > 0) logger.info('realtime listener reconnected', { attempts: attempt });
    attempt = 0;
    setListening(true);
    firstListening();
  };

  const cleanup = cleanStoredPayloads(db, logger);

  void connect();
  return {
    publisher: createNotifier(db, logger),
    isListening: () => listening,
    listening: established,
    listenerBackendPid: () => (listening ? ((client as { processID?: number } | null)?.processID ?? null) : null),
    async close() {
      closed = true;
      clearInterval(cleanup);
      clearTimeout(retryTimer);
      const listener = client;
      client = null;
      setListening(false);
      await listener?.end().catch(() => {});
    },
  };
}
