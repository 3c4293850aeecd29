/**
 * One-time sign-in codes (docs/security.md, "Diner identity and points"): a code goes to the
 * phone by message; it is good for a few minutes, for a few entries, once, and only the latest
 * one sent to a phone counts. Only a hash of it is stored.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SIGN_IN_CODE_NOT_SENT_MESSAGE,
  SIGN_IN_CODE_TTL_SECONDS,
  signInCodeMessage,
} from '@comanda/domain/validation';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { sameSecret, sha256 } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import type { Messenger } from '../messaging/messenger.ts';

const hashOf = (id: string, code: string) => sha256(`${id}:${code}`);

/** Sends a new code to `phone`; the codes sent before it stop counting. */
export async function sendSignInCode(
  db: Executor,
  messenger: Messenger,
  diner: { branchId: string; branchName: string; phone: string },
  now: Date,
): Promise<void> {
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const id = randomUUID();
  await db
    .update(t.dinerSignInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.dinerSignInCodes.branchId, diner.branchId),
        eq(t.dinerSignInCodes.phone, diner.phone),
        isNull(t.dinerSignInCodes.usedAt),
      ),
    );
  await db.insert(t.dinerSignInCodes).values({
    id,
    branchId: diner.branchId,
    phone: diner.phone,
    codeHash: hashOf(id, code),
    expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  try {
    await messenger.send(diner.phone, signInCodeMessage(code, diner.branchName));
  } catch (error) {
    await db.delete(t.dinerSignInCodes).where(eq(t.dinerSignInCodes.id, id));
    throw new HttpError(503, 'message_not_sent', SIGN_IN_CODE_NOT_SENT_MESSAGE, { cause: String(error) });
  }
}

/**
 * Whether `code` is the live code of `phone` at the branch. Every entry spends one attempt
 * before it is compared (atomically, so parallel guesses cannot exceed the limit); the right one
 * is then used up.
 */
export async function verifySignInCode(
  db: Executor,
  diner: { branchId: string; phone: string; code: string },
  now: Date,
): Promise<boolean> {
  const [latest] = await db
    .select({ id: t.dinerSignInCodes.id })
    .from(t.dinerSignInCodes)
    .where(
      and(
        eq(t.dinerSignInCodes.branchId, diner.branchId),
        eq(t.dinerSignInCodes.phone, diner.phone),
        isNull(t.dinerSignInCodes.usedAt),
        gt(t.dinerSignInCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(t.dinerSignInCodes.createdAt))
    .limit(1);
  if (!latest) return false;
  const [attempt] = await db
    .update(t.dinerSignInCodes)
    .set({ attempts: sql`${t.dinerSignInCodes.attempts} + 1` })
    .where(
      and(
        eq(t.dinerSignInCodes.id, latest.id),
        isNull(t.dinerSignInCodes.usedAt),
        lt(t.dinerSignInCodes.attempts, SIGN_IN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: t.dinerSignInCodes.codeHash });
  if (!attempt || !sameSecret(hashOf(latest.id, diner.code), attempt.codeHash)) return false;
  const [used] = await db
    .update(t.dinerSignInCodes)
    .set({ usedAt: now })
    .where(and(eq(t.dinerSignInCodes.id, latest.id), isNull(t.dinerSignInCodes.usedAt)))
    .returning({ id: t.dinerSignInCodes.id });
  return used !== undefined;
}
