import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Logger } from '../src/http/logger.ts';
import { BASE_URL, databaseKind, freshRateLimitWindow, startTestServer, type TestServer } from './harness.ts';

const SESSION = '0b7c6f55-3a1e-4c1d-9a2b-5d6e7f8a9b0c';
const event = { name: 'ADD_ITEM', at: 1_700_000_000_000, path: '/menu/palermo-centro', branchId: 'br-palermo' };

describe(`the analytics collector on ${databaseKind}`, () => {
  let server: TestServer;
  const lines: { msg: string; fields?: Record<string, unknown> }[] = [];
  let post: (body: unknown, headers?: Record<string, string>) => Promise<Response>;
  beforeAll(async () => {
    server = await startTestServer();
    const ignore = () => {};
    const logger: Logger = {
      debug: ignore,
      warn: ignore,
      error: ignore,
      info: (msg, fields) => lines.push({ msg, fields }),
    };
    const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', RATE_LIMIT_ANALYTICS: '3/60s' });
    const app = createApp({ config, db: server.db, logger });
    post = async (body, headers = {}) =>
      app.request(`${BASE_URL}/api/analytics/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'session-id': SESSION, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
  });
  afterAll(() => server.close());
  const logged = () => lines.filter((line) => line.msg === 'analytics event').map((line) => line.fields);

  it('logs each event with its session and drops fields the contract does not name', async () => {
    await freshRateLimitWindow(server);
    const response = await post({
      events: [
        { ...event, phone: '1155550001', items: [] },
        { ...event, name: 'ITEM_VIEW' },
      ],
    });
    expect(response.status).toBe(204);
    expect(logged()).toEqual([
      { sessionId: SESSION, ...event, items: [] },
      { sessionId: SESSION, ...event, name: 'ITEM_VIEW' },
    ]);
  });

  it('refuses a batch without a session, with a name the spec does not have, too many or too big', async () => {
    await freshRateLimitWindow(server);
    const before = logged().length;
    expect((await post({ events: [event] }, { 'session-id': 'not-a-uuid' })).status).toBe(400);
    expect((await post({ events: [{ ...event, name: 'DROP_TABLE' }] })).status).toBe(400);
    await freshRateLimitWindow(server);
    expect((await post({ events: Array.from({ length: 21 }, () => event) })).status).toBe(400);
    expect((await post({ events: [{ ...event, label: 'x'.repeat(40_000) }] })).status).toBe(413);
    expect(logged().length).toBe(before);
  });

  it('refuses another site’s pages and a client over its rate limit', async () => {
    await freshRateLimitWindow(server);
    expect((await post({ events: [event] }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ events: [event] }, { Origin: BASE_URL })).status).toBe(204);
    expect((await post({ events: [event] })).status).toBe(204);
    expect((await post({ events: [event] })).status).toBe(204);
    const limited = await post({ events: [event] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
