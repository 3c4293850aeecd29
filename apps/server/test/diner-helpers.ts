/**
 * A diner signs in as a person does: asks for a code, reads it where the sandbox shows it (the
 * staff's `pnpm staff messages`), types it. Answers the `Cookie` header of the session.
 */
import { type ApiCallers, apiCallers } from './harness.ts';

export const STAFF_HEADERS = { Authorization: 'Bearer dev-staff-token' };

/** The latest sign-in code the sandbox kept for `phone` (E.164). */
export async function latestSandboxCode(server: ApiCallers, phone: string): Promise<string> {
  const response = await server.request(`/api/staff/messages?phone=${encodeURIComponent(phone)}`, {
    headers: STAFF_HEADERS,
  });
  if (!response.ok) throw new Error(`staff messages answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  const code = /^(\d+) es tu código/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code was sent to ${phone}`);
  return code;
}

export async function requestSignInCode(server: ApiCallers, phone: string, branchId: string): Promise<Response> {
  return server.send('POST', '/api/diner/signin/code', { phone, branchId });
}

export async function verifySignIn(server: ApiCallers, phone: string, branchId: string, code: string) {
  return server.send('POST', '/api/diner/signin/verify', { phone, branchId, code });
}

/** The `comanda_diner=…` pair of a response's Set-Cookie. */
export function sessionCookieOf(response: Response): string {
  const pair = /comanda_diner=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!pair) throw new Error('no diner session cookie was set');
  return pair;
}

/** Signs `phone` in at `branchId` with the code the sandbox shows; answers `{ Cookie }` headers. */
export async function signInDiner(server: ApiCallers, phone: string, branchId: string): Promise<{ Cookie: string }> {
  const sent = await requestSignInCode(server, phone, branchId);
  if (sent.status !== 200) throw new Error(`sign-in code answered ${sent.status}: ${await sent.text()}`);
  const verified = await verifySignIn(server, phone, branchId, await latestSandboxCode(server, phone));
  if (verified.status !== 200) throw new Error(`sign-in answered ${verified.status}: ${await verified.text()}`);
  return { Cookie: sessionCookieOf(verified) };
}

/** The same API, every request carrying `headers` (a diner's session cookie). */
export function withHeaders(server: ApiCallers, headers: Record<string, string>): ApiCallers {
  return apiCallers('', (input, init) =>
    server.request(String(input), {
      ...init,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers },
    }),
  );
}

/** A diner signed in at `branchId`: the API as their browser calls it. */
export async function asDiner(server: ApiCallers, phone: string, branchId: string): Promise<ApiCallers> {
  return withHeaders(server, await signInDiner(server, phone, branchId));
}
