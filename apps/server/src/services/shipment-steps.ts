/**
 * Idempotent rider steps. The rider app keeps every step on the phone with a random key and may
 * send it more than once (it went without signal before the answer came back, or the service
 * worker and the page both replayed it). A step sent with an `Idempotency-Key` header is recorded
 * in the same transaction as the change it made, so a second copy is answered as applied instead
 * of being refused as an illegal move, and nothing is applied twice.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@comanda/api';
import { shipmentMessages } from '@comanda/domain/shipments';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { badRequest, conflict } from '../http/errors.ts';

/** A UUID, or any key of the same alphabet long enough not to be guessed. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export interface StepKey {
  readonly key: string;
  readonly riderId: string;
  readonly kind: 'shipment' | 'stack';
  readonly targetId: string;
  readonly status: string;
}

/** The step's key from its header, bound to who sends it and what it asks; none without the header. */
export function stepKeyOf(
  c: Context<AppEnv>,
  kind: StepKey['kind'],
  targetId: string,
  status: string,
): StepKey | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key)) throw badRequest('invalid_idempotency_key', shipmentMessages.updateFailed);
  return { key, riderId: c.var.rider.id, kind, targetId, status };
}

/**
 * Whether this very step was applied already. A key that came with another rider or another step
 * is refused: the first answer belongs to whoever sent the step, never to someone replaying its key.
 */
export async function wasApplied(db: Executor, step: StepKey): Promise<boolean> {
  const [row] = await db.select().from(t.riderSteps).where(eq(t.riderSteps.key, step.key)).limit(1);
  if (!row) return false;
  const same =
    row.riderId === step.riderId &&
    row.targetKind === step.kind &&
    row.targetId === step.targetId &&
    row.status === step.status;
  if (!same) throw conflict('idempotency_key_reused', shipmentMessages.updateFailed);
  return true;
}

/** Records an applied step, inside the transaction that applied it. */
export async function recordStep(tx: Executor, step: StepKey | undefined, now: Date): Promise<void> {
  if (!step) return;
  await tx.insert(t.riderSteps).values({
    key: step.key,
    riderId: step.riderId,
    targetKind: step.kind,
    targetId: step.targetId,
    status: step.status,
    createdAt: now,
  });
}
