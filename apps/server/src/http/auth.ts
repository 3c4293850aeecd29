/**
 * Rider and staff credentials.
 *
 * - A rider token is 32 random bytes (base64url), issued when a shift starts. The database keeps
 *   only its SHA-256; ending the shift revokes it. It travels as `Authorization: Bearer <token>`
 *   or in the `comanda_rider` cookie (HttpOnly, SameSite=Lax, Path=/api, Secure unless the
 *   request is for localhost).
 * - A security code is stored as scrypt(code, 16-byte salt) and compared in constant time.
 * - A rider the venue has not approved yet may read who they are and end the shift; every call
 *   that reaches shipments answers them 403 `rider_pending`.
 * - Staff calls carry `Authorization: Bearer <STAFF_TOKEN>`: 401 without a bearer, 403 with another.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { riderMessages } from '@comanda/domain/rider';
import { shipmentMessages } from '@comanda/domain/shipments';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './errors.ts';

export const RIDER_COOKIE = 'comanda_rider';
/** Decision: a shift token lasts 16 hours unless the shift ends first. */
export const RIDER_SESSION_HOURS = 16;
const COOKIE_PATH = '/api';
const SCRYPT_KEY_LENGTH = 32;
const SCRYPT_SALT_BYTES = 16;

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, SCRYPT_KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$<salt hex>$<hash hex>`. */
export async function hashSecurityCode(code: string): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_BYTES);
  const key = await scryptAsync(code, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifySecurityCode(code: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(code, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function newRiderToken(now: Date): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RIDER_SESSION_HOURS * 3_600_000) };
}

/** A request to this machine itself: cookies there may go without `Secure` (plain-HTTP development). */
export const isLocalHost = (c: Context) => {
  const host = new URL(c.req.url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
};

export function setRiderCookie(c: Context, token: string, expiresAt: Date): void {
  setCookie(c, RIDER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: !isLocalHost(c),
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

export function clearRiderCookie(c: Context): void {
  deleteCookie(c, RIDER_COOKIE, { path: COOKIE_PATH, secure: !isLocalHost(c), httpOnly: true, sameSite: 'Lax' });
}

export function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

const unauthorized = () => new HttpError(401, 'unauthorized', shipmentMessages.accessDenied);

/** The token a rider request carries: the bearer header first, then the cookie. */
export const riderTokenOf = (c: Context): string | undefined => bearer(c) ?? getCookie(c, RIDER_COOKIE);

export async function findRiderBySession(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({ rider: t.riders })
    .from(t.riderSessions)
    .innerJoin(t.riders, eq(t.riders.id, t.riderSessions.riderId))
    .where(
      and(
        eq(t.riderSessions.tokenHash, sha256(token)),
        isNull(t.riderSessions.revokedAt),
        gt(t.riderSessions.expiresAt, now),
        eq(t.riders.active, true),
      ),
    )
    .limit(1);
  return row?.rider;
}

/** Guards a rider's own calls (who they are, their shift): 401 without a live token of a rider on shift. */
export async function authenticateRiderAccount(c: Context<AppEnv>): Promise<void> {
  const token = riderTokenOf(c);
  if (!token || token.length > 200) throw unauthorized();
  const rider = await findRiderBySession(c.var.db, token, new Date());
  if (!rider) throw unauthorized();
  c.set('rider', rider);
}

/** The 403 of a rider whose registration the venue has not approved yet. */
export const riderPending = () => new HttpError(403, 'rider_pending', riderMessages.pendingApproval);

/** Guards the calls that reach shipments: as `authenticateRiderAccount`, and 403 until the venue approved the rider. */
export async function authenticateRider(c: Context<AppEnv>): Promise<void> {
  await authenticateRiderAccount(c);
  if (!c.var.rider.approvedAt) throw riderPending();
}

/** Guards staff calls: 401 without a bearer token, 403 with a token that is not the staff token. */
export function authenticateStaff(c: Context<AppEnv>): void {
  const token = bearer(c);
  if (!token) throw new HttpError(401, 'unauthorized', 'Falta el token de staff');
  if (!sameSecret(token, c.var.config.staffToken))
    throw new HttpError(403, 'forbidden', 'El token de staff no es válido');
}

/** Compares a given secret with the expected one in constant time (their hashes, so any length). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(expected), 'hex'));
}
