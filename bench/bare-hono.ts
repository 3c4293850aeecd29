/** The baseline of bench/server.ts: a bare Hono JSON route on @hono/node-server, nothing else. */
import { serverRequire } from './lib.ts';

const { Hono } = (await import(serverRequire.resolve('hono'))) as typeof import('hono');
const { serve } = (await import(serverRequire.resolve('@hono/node-server'))) as typeof import('@hono/node-server');

const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
