/** `mockCall` puts one call in the state a story needs: error, slow, or loading forever. */
import './node-polyfills.ts';
import { setupServer } from 'msw/node';
import { afterEach, expect, it } from 'vitest';
import { createCaller } from '../client/client.ts';
import * as dinerCalls from '../contract/diner-calls.ts';
import { mockCall } from './handlers.ts';

const call = createCaller({ baseUrl: 'http://storybook.test' });
const input = { params: { companyId: 'co-sabores' } };
let stop: (() => void) | undefined;
afterEach(() => stop?.());

function serve(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  server.listen();
  stop = () => server.close();
}

it('answers the error state with its status and Spanish message', async () => {
  serve(mockCall(dinerCalls.getCompany, { state: 'error', status: 503, message: 'Servicio no disponible' }));
  await expect(call(dinerCalls.getCompany, input)).rejects.toMatchObject({
    status: 503,
    message: 'Servicio no disponible',
  });
});

it('answers the slow state after its delay', async () => {
  serve(
    mockCall(dinerCalls.getCompany, { state: 'slow', ms: 80, body: { id: 'co-x', name: 'Lenta', alias: 'lenta' } }),
  );
  const started = performance.now();
  await expect(call(dinerCalls.getCompany, input)).resolves.toMatchObject({ name: 'Lenta' });
  expect(performance.now() - started).toBeGreaterThanOrEqual(70);
});

it('never answers in the loading state', async () => {
  serve(mockCall(dinerCalls.getCompany, { state: 'loading' }));
  const outcome = await Promise.race([
    call(dinerCalls.getCompany, input).then(() => 'answered'),
    new Promise((r) => setTimeout(() => r('still loading'), 200)),
  ]);
  expect(outcome).toBe('still loading');
});
