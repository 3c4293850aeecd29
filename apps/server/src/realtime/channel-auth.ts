/**
 * Private channel authorisation, the Pusher way: the API signs `{socketId}:{channelName}` with
 * HMAC-SHA256 for a caller it trusts with the channel, and answers `{key}:{signature in hex}`;
 * pusher-js sends that with its `pusher:subscribe`, and the Pusher-protocol server (hosted Pusher,
 * soketi or the embedded one) subscribes only a connection whose signature matches.
 *
 * With hosted Pusher or soketi the secret is PUSHER_SECRET. The embedded server's is drawn once
 * and kept in the database (`server_secrets`), so every instance signs and checks with the same one
 * and no configuration is needed.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RealtimeConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

const EMBEDDED_SECRET_NAME = 'realtime-channel-auth';

const signature = (secret: string, socketId: string, channel: string) =>
  createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');

/** What the auth endpoint answers pusher-js: `{key}:{signature}`. */
export const signChannel = (key: string, secret: string, socketId: string, channel: string): string =>
  `${key}:${signature(secret, socketId, channel)}`;

/** Whether `auth` is this server's signature of `socketId` on `channel` (compared in constant time). */
export function isSignedChannel(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const embeddedSecrets = new WeakMap<object, Promise<string>>();

async function readOrDrawEmbeddedSecret(db: Executor): Promise<string> {
  // The first instance draws it; a concurrent one's insert does nothing and both read the winner.
  await db
    .insert(t.serverSecrets)
    .values({ name: EMBEDDED_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: t.serverSecrets.name });
  const [row] = await db
    .select({ value: t.serverSecrets.value })
    .from(t.serverSecrets)
    .where(eq(t.serverSecrets.name, EMBEDDED_SECRET_NAME))
    .limit(1);
  if (!row) throw new Error('the realtime channel secret could not be stored');
  return row.value;
}

/** The secret that signs channel authorisations: PUSHER_SECRET, or the embedded server's (read once per database). */
export function channelAuthSecret(db: Executor, config: RealtimeConfig): Promise<string> {
  if (config.mode === 'pusher' && config.secret) return Promise.resolve(config.secret);
  let secret = embeddedSecrets.get(db);
  if (!secret) {
    secret = readOrDrawEmbeddedSecret(db);
    secret.catch(() => embeddedSecrets.delete(db));
    embeddedSecrets.set(db, secret);
  }
  return secret;
}
