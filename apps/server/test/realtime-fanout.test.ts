/**
 * The fan-out between instances through PostgreSQL LISTEN/NOTIFY, with two fan-outs standing for
 * two instances on one fresh database: every event reaches both, once and in order, a payload over
 * the notification limit included; a listener whose connection is killed is reported (readiness
 * answers 503), reconnects, and hears events again. PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { createLogger } from '../src/http/logger.ts';
import {
  createPostgresFanout,
  inlineNotice,
  NOTIFY_PAYLOAD_LIMIT_BYTES,
  type PostgresFanout,
} from '../src/realtime/postgres-fanout.ts';
import { BASE_URL, freshPostgres } from './harness.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const silent = createLogger('silent');

interface Delivered {
  channel: string;
  event: string;
  data: unknown;
}

describe('a notification payload', () => {
  it('travels inline under the 8000-byte limit, and by id from there', () => {
    const small = inlineNotice('tracking-1', 'update', { status: 'IN_STORE' });
    expect(JSON.parse(small ?? '')).toEqual({ c: 'tracking-1', e: 'update', d: { status: 'IN_STORE' } });
    // Multi-byte text counts in bytes, not characters.
    const text = 'ñ'.repeat(NOTIFY_PAYLOAD_LIMIT_BYTES / 2);
    expect(inlineNotice('tracking-1', 'update', { text })).toBeNull();
  });
});

describe.runIf(postgresUrl)('fan-out between instances through PostgreSQL', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let url: string;
  const fanouts: PostgresFanout[] = [];
  const received: Delivered[][] = [[], []];
  const listeningChanges: boolean[] = [];

  const instance = (index: 0 | 1) => {
    const fanout = createPostgresFanout({
      url,
      db: database.db,
      deliver: async (channel, event, data) => {
        received[index]?.push({ channel, event, data });
      },
      logger: silent,
      reconnectDelaysMs: [400],
      ...(index === 1 ? { onListeningChange: (listening: boolean) => listeningChanges.push(listening) } : {}),
    });
    fanouts.push(fanout);
    return fanout;
  };

  beforeAll(async () => {
    const fresh = await freshPostgres(postgresUrl as string);
    drop = fresh.drop;
    if (fresh.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = fresh.target.url;
    database = await openDatabase(fresh.target);
    instance(0);
    instance(1);
    await Promise.all(fanouts.map((fanout) => fanout.listening));
  });
  afterAll(async () => {
    await Promise.all(fanouts.map((fanout) => fanout.close()));
    await database.close();
    await drop();
  });

  it('delivers every event to both instances, once, in the order published, a large one included', async () => {
    const [first] = fanouts as [PostgresFanout, PostgresFanout];
    const large = { id: 'order-1', route: 'x'.repeat(20_000) };
    const events = [
      { channel: 'tracking-a', event: 'update', data: { step: 1 } },
      { channel: 'tracking-a', event: 'update', data: large },
      { channel: 'tracking-a', event: 'update', data: { step: 3 } },
      { channel: 'tracking-b', event: 'update', data: { step: 1 } },
    ];
    // Published without waiting, as concurrent requests would: one channel's order still holds.
    await Promise.all(events.map(({ channel, event, data }) => first.publisher.publish(channel, event, data)));
    await expect.poll(() => received.map((list) => list.length), { timeout: 2000 }).toEqual([4, 4]);
    for (const list of received) {
      expect(list.filter((e) => e.channel === 'tracking-a')).toEqual(events.filter((e) => e.channel === 'tracking-a'));
      expect(list.filter((e) => e.channel === 'tracking-b')).toEqual(events.filter((e) => e.channel === 'tracking-b'));
    }
    // Nothing arrives twice, however long one waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.map((list) => list.length)).toEqual([4, 4]);
    const stored = (await database.db.execute(sql`select count(*)::int as n from realtime_payloads`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stored.rows[0]?.n).toBe(1);
  });

  it('reports a killed listener (readiness 503), reconnects, and hears events again', async () => {
    const [first, second] = fanouts as [PostgresFanout, PostgresFanout];
    const app = createApp({
      config: loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', STOREFRONT_DIR: '/nonexistent' }),
      db: database.db,
      logger: silent,
      status: { realtimeDelivering: second.isListening, draining: () => false },
    });
    const ready = () => app.request(`${BASE_URL}/api/ready`);
    expect((await ready()).status).toBe(200);

    const pid = second.listenerBackendPid();
    expect(pid).toEqual(expect.any(Number));
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => second.isListening(), { timeout: 2000 }).toBe(false);
    const down = await ready();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'up', realtime: 'down', shutdown: 'no' },
    });

    await expect.poll(() => second.isListening(), { timeout: 5000 }).toBe(true);
    expect(second.listenerBackendPid()).not.toBe(pid);
    expect(listeningChanges).toEqual([true, false, true]);
    expect((await ready()).status).toBe(200);
    const before = received[1]?.length ?? 0;
    await first.publisher.publish('tracking-a', 'update', { step: 'after the reconnection' });
    await expect
      .poll(() => received[1]?.slice(before))
      .toEqual([{ channel: 'tracking-a', event: 'update', data: { step: 'after the reconnection' } }]);
  });
});
