import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

const CRISP_ID = '3f2b8a10-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const directive = (csp: string, name: string) => new RegExp(`${name} ([^;]*)`).exec(csp)?.[1] ?? '';

describe(`a branch's support chat and analytics endpoint on ${databaseKind}`, () => {
  let server: TestServer;
  let palermoLook: Record<string, unknown>;
  const setPalermo = async (extra: Record<string, unknown>) =>
    server.db
      .update(t.branches)
      .set({ look: { ...palermoLook, ...extra } })
      .where(eq(t.branches.id, 'br-palermo'));
  const palermoBranch = async () => {
    const response = await server.request('/api/diner/palermo-centro');
    return ((await response.json()) as { branch: Record<string, unknown> }).branch;
  };
  const palermoCsp = async () =>
    (await server.request('/menu/palermo-centro')).headers.get('content-security-policy') ?? '';

  beforeAll(async () => {
    server = await startTestServer();
    const [row] = await server.db.select().from(t.branches).where(eq(t.branches.id, 'br-palermo'));
    palermoLook = row?.look as Record<string, unknown>;
  });
  afterAll(() => server.close());

  it('Belgrano has the built-in chat, served from this origin: no outside source in its policy', async () => {
    const response = await server.request('/api/diner/belgrano');
    expect(((await response.json()) as { branch: { supportChat?: unknown } }).branch.supportChat).toEqual({
      provider: 'comanda',
    });
    const csp = (await server.request('/menu/belgrano')).headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('crisp');
  });

  it('a branch with Crisp gets it in its branch and Crisp’s origins in its pages’ policy only', async () => {
    await setPalermo({ supportChat: { provider: 'crisp', accountId: CRISP_ID } });
    expect((await palermoBranch()).supportChat).toEqual({ provider: 'crisp', accountId: CRISP_ID });
    const csp = await palermoCsp();
    expect(directive(csp, 'script-src')).toContain('https://client.crisp.chat');
    expect(directive(csp, 'style-src')).toContain('https://client.crisp.chat');
    expect(directive(csp, 'frame-src')).toContain('https://game.crisp.chat');
    const other = (await server.request('/menu/belgrano')).headers.get('content-security-policy') ?? '';
    expect(other).not.toContain('crisp');
  });

  it.each([
    [{ provider: 'crisp', accountId: '"><script>alert(1)</script>' }],
    [{ provider: 'intercom', accountId: CRISP_ID }],
  ])('a chat setting it does not know (%j) reaches neither the branch nor the policy', async (supportChat) => {
    await setPalermo({ supportChat });
    expect((await palermoBranch()).supportChat).toBeUndefined();
    expect(await palermoCsp()).not.toContain('crisp');
  });

  it('an https analytics endpoint is sent with the branch and allowed to connect; anything else is dropped', async () => {
    await setPalermo({ analyticsEndpoint: 'https://collect.example.com/v1/events' });
    expect((await palermoBranch()).analyticsEndpoint).toBe('https://collect.example.com/v1/events');
    expect(directive(await palermoCsp(), 'connect-src')).toContain('https://collect.example.com');
    await setPalermo({ analyticsEndpoint: 'http://collect.example.com/v1/events' });
    expect((await palermoBranch()).analyticsEndpoint).toBeUndefined();
    expect(await palermoCsp()).not.toContain('collect.example.com');
  });
});
