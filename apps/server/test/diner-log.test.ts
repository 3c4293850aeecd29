import { DINER_LOG_MAX_LENGTH } from '@comanda/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import type { Logger } from '../src/http/logger.ts';
import { rowCount } from './fixtures.ts';
import { BASE_URL, databaseKind, startTestServer, type TestServer } from './harness.ts';

describe(`diner log on ${databaseKind}`, () => {
  let server: TestServer;
  const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];
  let post: (body: string) => Promise<Response>;
  beforeAll(async () => {
    server = await startTestServer();
    // The same database behind an app whose logger the test reads.
    const ignore = () => {};
    const logger: Logger = {
      debug: ignore,
      info: ignore,
      error: ignore,
      warn: (msg, fields) => warnings.push({ msg, fields }),
    };
    const app = createApp({ config: loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent' }), db: server.db, logger });
    post = async (body) =>
      app.request(`${BASE_URL}/api/diner/log`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        body,
      });
  });
  afterAll(() => server.close());

  it('keeps the plain-text report, logs it as a warning and answers 204', async () => {
    const report = `Error cargando el menú ${JSON.stringify({ bcId: 'bc-palermo-centro', component: 'Menu', stack: 'at x' })}`;
    const response = await post(report);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const rows = await server.db.select().from(t.dinerLogs);
    expect(rows.map((row) => row.body)).toEqual([report]);
    expect(warnings).toEqual([{ msg: 'diner log', fields: expect.objectContaining({ body: report }) }]);
  });

  it('is what the typed client sends', async () => {
    expect(await server.client.logDinerError({ body: 'Pixel falló' })).toBeUndefined();
    expect(await rowCount(server.db, t.dinerLogs)).toBe(2);
  });

  it('refuses a report over the limit and keeps nothing of an empty one', async () => {
    const before = await rowCount(server.db, t.dinerLogs);
    const tooLong = await post('x'.repeat(DINER_LOG_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: 'invalid_request' });
    expect((await post('   ')).status).toBe(204);
    expect(await rowCount(server.db, t.dinerLogs)).toBe(before);
  });
});
