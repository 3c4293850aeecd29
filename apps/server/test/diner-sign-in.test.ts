/**
 * The diner proves the phone with a one-time code before a session opens (docs/security.md,
 * "Diner identity and points"): codes are short-lived, few, single-use and limited per phone and
 * per client; the session is an HttpOnly cookie for one phone at one branch.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoCustomer } from '@comanda/api/demo';
import { SIGN_IN_CODE_MAX_ATTEMPTS, validationMessages } from '@comanda/domain/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import {
  latestSandboxCode,
  requestSignInCode,
  STAFF_HEADERS,
  sessionCookieOf,
  signInDiner,
  verifySignIn,
} from './diner-helpers.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

const lucia = demoCustomer.phone;
const palermo = 'br-palermo';
const belgrano = 'br-belgrano';
/** Valid Argentine mobiles nobody in the demo has; each test uses its own (limits are per phone). */
const phone = (n: number) => `+54911666${String(n).padStart(5, '0')}`;

const wrongCodeOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`diner sign-in with a one-time code on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const sessionAt = async (branchId: string, headers: Record<string, string> = {}) =>
    (await server.request(`/api/diner/signin/session?branchId=${branchId}`, { headers })).json();

  it('opens a session only with the code the phone received, in an HttpOnly cookie on /api', async () => {
    const sent = await requestSignInCode(server, lucia, palermo);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ sent: true, expiresInSeconds: 300, codeLength: 6 });
    // Asking for a code reveals nothing and opens nothing.
    expect(sent.headers.get('set-cookie')).toBeNull();

    const verified = await verifySignIn(server, lucia, palermo, await latestSandboxCode(server, lucia));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ customer: { phone: lucia, name: 'Lucía Fernández' } });
    const cookie = verified.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^comanda_diner=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/api/);
    // The test server is not localhost: the cookie only travels over HTTPS.
    expect(cookie).toMatch(/; Secure/);

    const headers = { Cookie: sessionCookieOf(verified) };
    expect(await sessionAt(palermo, headers)).toMatchObject({ customer: { phone: lucia, loyaltyPointsBalance: 1200 } });
    // One branch's session is nobody at another branch.
    expect(await sessionAt(belgrano, headers)).toEqual({});
    expect(await sessionAt(palermo)).toEqual({});
  });

  it('refuses a wrong code, a used code, and a code sent before the latest', async () => {
    const diner = phone(1);
    await requestSignInCode(server, diner, palermo);
    const first = await latestSandboxCode(server, diner);
    const wrong = await verifySignIn(server, diner, palermo, wrongCodeOf(first));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_code', message: validationMessages.signIn.codeInvalid });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    await requestSignInCode(server, diner, palermo);
    const second = await latestSandboxCode(server, diner);
    if (second !== first) expect((await verifySignIn(server, diner, palermo, first)).status).toBe(401);
    expect((await verifySignIn(server, diner, palermo, second)).status).toBe(200);
    // Used once, never again.
    expect((await verifySignIn(server, diner, palermo, second)).status).toBe(401);
  });

  it('burns a code after its attempts run out, even before the right entry', async () => {
    const diner = phone(2);
    await requestSignInCode(server, diner, palermo);
    const code = await latestSandboxCode(server, diner);
    for (let i = 0; i < SIGN_IN_CODE_MAX_ATTEMPTS; i++)
      expect((await verifySignIn(server, diner, palermo, wrongCodeOf(code))).status).toBe(401);
    expect((await verifySignIn(server, diner, palermo, code)).status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const diner = phone(3);
    await requestSignInCode(server, diner, palermo);
    await server.db
      .update(t.dinerSignInCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.dinerSignInCodes.phone, diner));
    expect((await verifySignIn(server, diner, palermo, await latestSandboxCode(server, diner))).status).toBe(401);
  });

  it('a code of one branch does not open a session at another', async () => {
    const diner = phone(4);
    await requestSignInCode(server, diner, palermo);
    expect((await verifySignIn(server, diner, belgrano, await latestSandboxCode(server, diner))).status).toBe(401);
  });

  it('keeps only a hash of the code', async () => {
    const diner = phone(5);
    await requestSignInCode(server, diner, palermo);
    const code = await latestSandboxCode(server, diner);
    const [row] = await server.db.select().from(t.dinerSignInCodes).where(eq(t.dinerSignInCodes.phone, diner));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  it('signing out revokes the session: the same cookie opens nothing afterwards', async () => {
    const headers = await signInDiner(server, phone(6), palermo);
    expect(await sessionAt(palermo, headers)).toMatchObject({ customer: { phone: phone(6) } });
    const out = await server.request('/api/diner/signout', { method: 'POST', headers });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^comanda_diner=;/);
    expect(await sessionAt(palermo, headers)).toEqual({});
  });

  it('a made-up or tampered cookie is no session', async () => {
    expect(await sessionAt(palermo, { Cookie: `comanda_diner=${'A'.repeat(43)}` })).toEqual({});
    expect(await sessionAt(palermo, { Cookie: `comanda_diner=${'A'.repeat(5000)}` })).toEqual({});
  });

  it('answers a phone that is not a number in Spanish and sends nothing', async () => {
    const response = await requestSignInCode(server, '123', palermo);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: validationMessages.signIn.phoneInvalid });
  });

  it('shows the sandbox messages to the staff only', async () => {
    await requestSignInCode(server, phone(7), palermo);
    const path = `/api/staff/messages?phone=${encodeURIComponent(phone(7))}`;
    expect((await server.request(path)).status).toBe(401);
    expect((await server.request(path, { headers: { Authorization: 'Bearer guess' } })).status).toBe(403);
    const { messages } = (await (await server.request(path, { headers: STAFF_HEADERS })).json()) as {
      messages: { body: string }[];
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toMatch(/^\d{6} es tu código para ingresar en .+\. Vence en 5 minutos\./);
  });
});

describe(`sign-in limits on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_SIGN_IN: '100/60s',
      RATE_LIMIT_SIGN_IN_CODE_PER_PHONE: '3/600s',
      RATE_LIMIT_SIGN_IN_VERIFY: '4/60s',
    });
  });
  afterAll(() => server.close());

  it('sends a phone a few codes per window, then answers 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestSignInCode(server, phone(20), palermo)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another phone is not held back by the first one's limit.
    expect((await requestSignInCode(server, phone(21), palermo)).status).toBe(200);
  });

  it('limits code entries per client across phones (guessing codes of many diners)', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await verifySignIn(server, phone(30 + i), palermo, '000000')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

describe(`an HTTP messaging provider on ${databaseKind}`, () => {
  const received: { auth: string | undefined; body: unknown }[] = [];
  let fail = false;
  const provider = createServer(async (request: IncomingMessage, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
    response.writeHead(fail ? 502 : 202).end();
  });
  let server: TestServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    server = await startTestServer({ MESSAGING_URL: `http://127.0.0.1:${port}/send`, MESSAGING_TOKEN: 'sms-secret' });
  });
  afterAll(async () => {
    await server.close();
    provider.close();
  });

  it('hands the code to the provider, and the staff see nothing of it', async () => {
    expect((await requestSignInCode(server, phone(40), palermo)).status).toBe(200);
    expect(received.at(-1)).toEqual({
      auth: 'Bearer sms-secret',
      body: { to: phone(40), body: expect.stringMatching(/^\d{6} es tu código/) },
    });
    const sent = received.at(-1)?.body as { body: string } | undefined;
    const code = /^(\d{6})/.exec(sent?.body ?? '')?.[1] ?? '';
    expect((await verifySignIn(server, phone(40), palermo, code)).status).toBe(200);
    const staff = await server.request(`/api/staff/messages?phone=${encodeURIComponent(phone(40))}`, {
      headers: STAFF_HEADERS,
    });
    expect(staff.status).toBe(404);
  });

  it('says in Spanish when the provider refuses, and leaves no code behind', async () => {
    fail = true;
    const response = await requestSignInCode(server, phone(41), palermo);
    fail = false;
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'message_not_sent' });
    const rows = await server.db
      .select()
      .from(t.dinerSignInCodes)
      .where(eq(t.dinerSignInCodes.phone, phone(41)));
    expect(rows).toEqual([]);
  });
});
