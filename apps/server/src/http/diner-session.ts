/**
 * The diner's session: proof that this browser received a one-time code at a phone, for one
 * branch (diner §1, "looked up per branch"). A phone number alone is not an identity: every call
 * that shows or spends what belongs to a diner asks `hasDinerSession` or `requireDinerSession`.
 *
 * The token is 32 random bytes (base64url) in the `comanda_diner` cookie (HttpOnly,
 * SameSite=Lax, Path=/api, Secure unless the request is for localhost); the database keeps only
 * its SHA-256. Signing out revokes it.
 */
import { DINER_SESSION_DAYS, validationMessages } from '@comanda/domain/validation';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as t from '../db/schema.ts';
import { isLocalHost, sha256 } from './auth.ts';
import type { AppEnv, DinerIdentity } from './env.ts';

export type { DinerIdentity } from './env.ts';

import { HttpError } from './errors.ts';

export const DINER_COOKIE = 'comanda_diner';
const COOKIE_PATH = '/api';
const TOKEN_MAX_LENGTH = 200;

const cookieOptions = (c: Context) => ({
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: !isLocalHost(c),
  path: COOKIE_PATH,
});

/** The diner whose live session this request carries, or null; read from the database once per request. */
export async function dinerSessionOf(c: Context<AppEnv>): Promise<DinerIdentity | null> {
  const known = c.get('dinerSession');
  if (known !== undefined) return known;
  const token = getCookie(c, DINER_COOKIE);
  let identity: DinerIdentity | null = null;
  if (token && token.length <= TOKEN_MAX_LENGTH) {
    const [row] = await c.var.db
      .select({ branchId: t.dinerSessions.branchId, phone: t.dinerSessions.phone })
      .from(t.dinerSessions)
      .where(
        and(
          eq(t.dinerSessions.tokenHash, sha256(token)),
          isNull(t.dinerSessions.revokedAt),
          gt(t.dinerSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    identity = row ?? null;
  }
  c.set('dinerSession', identity);
  return identity;
}

/** Whether the request carries the session of the diner with `phone` (E.164) at `branchId`. */
export async function hasDinerSession(c: Context<AppEnv>, branchId: string, phone: string): Promise<boolean> {
  const session = await dinerSessionOf(c);
  return session !== null && session.branchId === branchId && session.phone === phone;
}

/** 401 without a diner session, 403 with another diner's (or another branch's). */
export async function requireDinerSession(c: Context<AppEnv>, branchId: string, phone: string): Promise<void> {
  const session = await dinerSessionOf(c);
  if (!session) throw new HttpError(401, 'diner_session_required', validationMessages.signIn.sessionRequired);
  if (session.branchId !== branchId || session.phone !== phone)
    throw new HttpError(403, 'not_your_account', validationMessages.signIn.sessionRequired);
}

/** Opens a session for a diner who just proved the phone, and hands the browser its cookie. */
export async function openDinerSession(c: Context<AppEnv>, identity: DinerIdentity, now: Date): Promise<void> {
  const token = crypto.getRandomValues(new Uint8Array(32));
  const value = Buffer.from(token).toString('base64url');
  const expiresAt = new Date(now.getTime() + DINER_SESSION_DAYS * 86_400_000);
  await c.var.db.insert(t.dinerSessions).values({ tokenHash: sha256(value), ...identity, createdAt: now, expiresAt });
  setCookie(c, DINER_COOKIE, value, { ...cookieOptions(c), expires: expiresAt });
  c.set('dinerSession', identity);
}

/** Revokes the request's session, if any, and clears the cookie. */
export async function closeDinerSession(c: Context<AppEnv>, now: Date): Promise<void> {
  const token = getCookie(c, DINER_COOKIE);
  if (token && token.length <= TOKEN_MAX_LENGTH) {
    await c.var.db
      .update(t.dinerSessions)
      .set({ revokedAt: now })
      .where(and(eq(t.dinerSessions.tokenHash, sha256(token)), isNull(t.dinerSessions.revokedAt)));
  }
  deleteCookie(c, DINER_COOKIE, cookieOptions(c));
  c.set('dinerSession', null);
}
