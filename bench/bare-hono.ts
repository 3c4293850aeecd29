/** The baseline of bench/server.ts: a bare Hono JSON route on @hono/node-server, nothing else. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.ts';

const require = createRequire(path.join(root, 'apps/server/package.json'));
const { Hono } = (await import(require.resolve('hono'))) as typeof import('hono');
const { serve } = (await import(require.resolve('@hono/node-server'))) as typeof import('@hono/node-server');

const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
