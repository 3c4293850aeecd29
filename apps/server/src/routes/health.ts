import { Hono } from 'hono';

/** Liveness for `npm start`, the e2e tests and load balancers. */
export const healthRoutes = new Hono().get('/health', (c) => c.json({ status: 'ok' as const }));
