/**
 * The rider's steps kept on the phone and sent in order. Every step, with signal or without, is
 * written to IndexedDB with its idempotency key before its request leaves, and leaves the store
 * only once the server has answered it for good: it survives a reload, a closed tab (also with
 * its request on the way) and a stretch without signal. The page (its own retry) and the
 * service worker (Background Sync, src/pwa/sw.ts) both send through here: a Web Lock keeps one
 * sender at a time, and the key makes a second copy of a step harmless anyway (the server applies
 * it once).
 *
 * No React here: the service worker imports it.
 */
import { buildPath, IDEMPOTENCY_KEY_HEADER, logisticsCalls, type ShipmentUpdateInput } from '@comanda/api';
import {
  isFinalStepAnswer,
  isPendingStep,
  type PendingStep,
  type RefusedStep,
  refusedStepMessage,
  stepRefusal,
} from '@comanda/domain/shipments';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { RIDER_READS_CACHE } from '../pwa/rider-reads.ts';

/** The Background Sync tag, and the name of the lock and of the channel that says the store changed. */
export const KEPT_STEPS = 'rider-steps';

export interface KeptStep extends PendingStep {
  /** Whose step it is: a phone shared between shifts shows and sends each rider's own. */
  readonly riderId: string;
  /** The update call's body, as the live step would have sent it. */
  readonly body: ShipmentUpdateInput;
  /** The store's order of arrival. */
  readonly seq?: number;
}

export interface KeptRefusal extends RefusedStep {
  readonly riderId: string;
  /** The server's answer, for the page that is waiting on this very step. */
  readonly httpStatus: number;
  readonly answer: { readonly code?: unknown; readonly message?: unknown; readonly reason?: unknown } | null;
}

interface StepsSchema extends DBSchema {
  pending: { key: number; value: KeptStep };
  refused: { key: string; value: KeptRefusal };
}

let opened: Promise<IDBPDatabase<StepsSchema>> | undefined;
const database = () => {
  opened ??= openDB<StepsSchema>('comanda-rider-steps', 1, {
    upgrade(db) {
      db.createObjectStore('pending', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('refused', { keyPath: 'key' });
    },
  });
  return opened;
};

/** Tells every open rider page (and the worker's) that the kept steps changed. */
function announceChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(KEPT_STEPS);
  channel.postMessage('changed');
  channel.close();
}

export async function keepStep(step: KeptStep): Promise<void> {
  await (await database()).add('pending', step);
  announceChange();
}

/** The rider's steps not answered yet, in the order they were taken. */
export async function keptSteps(riderId: string): Promise<KeptStep[]> {
  const all = await (await database()).getAll('pending');
  return all.filter((step) => step.riderId === riderId && isPendingStep(step));
}

export async function refusedSteps(riderId: string): Promise<KeptRefusal[]> {
  return (await (await database()).getAll('refused')).filter((step) => step.riderId === riderId);
}

/** The rider read why a step was refused (or the page said it itself). */
export async function dismissRefused(key: string): Promise<void> {
  await (await database()).delete('refused', key);
  announceChange();
}

export type SendOutcome =
  | { readonly key: string; readonly result: 'sent' }
  /** Not answered for good: `httpStatus` 0 when the network did not carry it. */
  | { readonly key: string; readonly result: 'kept'; readonly httpStatus: number }
  | { readonly key: string; readonly result: 'refused'; readonly refusal: KeptRefusal }
  /** The server failed to make the step the rider is waiting on: dropped, the rider tries again. */
  | { readonly key: string; readonly result: 'failed'; readonly httpStatus: number };

/** What became of one step: answered (sent, refused with why, failed) or still kept. */
export type StepAnswer = 'sent' | 'kept' | 'failed' | KeptRefusal;

const pathOf = (step: KeptStep) =>
  buildPath(step.kind === 'stack' ? logisticsCalls.updateShipmentStack.path : logisticsCalls.updateShipment.path, {
    id: step.targetId,
  });

/**
 * The step's answer is the shipment (or stack) as the server has it now, what a read of the same
 * path answers: the service worker's kept read becomes it, so if the signal goes again before
 * the page reads it, the shipment reopens as it is on the server, not as it was before the step.
 */
async function keepAnswer(step: KeptStep, answer: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const read = new Request(new URL(pathOf(step), globalThis.location.origin).href);
  const response = new Response(answer, { headers: { 'Content-Type': 'application/json' } });
  await (await caches.open(RIDER_READS_CACHE)).put(read, response).catch(() => undefined);
}

/** Sends one step once with its key (without keeping it only where IndexedDB cannot be opened). */
export async function send(step: KeptStep): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(pathOf(step), {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: step.key },
      body: JSON.stringify(step.body),
    });
  } catch {
    return { key: step.key, result: 'kept', httpStatus: 0 };
  }
  if (response.ok) {
    await keepAnswer(step, await response.text());
    return { key: step.key, result: 'sent' };
  }
  if (!isFinalStepAnswer(response.status)) return { key: step.key, result: 'kept', httpStatus: response.status };
  const answer = (await response.json().catch(() => null)) as KeptRefusal['answer'];
  const serverMessage = typeof answer?.message === 'string' ? answer.message : '';
  const message = refusedStepMessage(stepRefusal(response.status, answer), step.label, serverMessage);
  const refusal = {
    key: step.key,
    label: step.label,
    message,
    riderId: step.riderId,
    httpStatus: response.status,
    answer,
  };
  return { key: step.key, result: 'refused', refusal };
}

/** The step leaves the store once answered; a refused one is kept with its explanation until read. */
async function settle(step: KeptStep, outcome: SendOutcome): Promise<void> {
  const tx = (await database()).transaction(['pending', 'refused'], 'readwrite');
  if (step.seq !== undefined) await tx.objectStore('pending').delete(step.seq);
  if (outcome.result === 'refused') await tx.objectStore('refused').put(outcome.refusal);
  await tx.done;
}

/**
 * Sends every kept step, oldest first, each answered before the next leaves. The first one the
 * network does not carry stops the round: the later ones wait their turn, so the order holds. A
 * server error keeps a step for the next round, except the `live` one's: its rider is waiting on
 * the slider and is told to try again, as before the phone kept steps.
 */
async function sendInOrder(live: string | undefined): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  const all = await (await database()).getAll('pending');
  for (const step of all) {
    let outcome = await send(step);
    if (outcome.result === 'kept' && outcome.httpStatus !== 0 && step.key === live)
      outcome = { key: step.key, result: 'failed', httpStatus: outcome.httpStatus };
    outcomes.push(outcome);
    if (outcome.result === 'kept') break;
    await settle(step, outcome);
  }
  return outcomes;
}

type Locks = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/**
 * Sends the kept steps of every rider of this phone (the session cookie says whose each is).
 * `live`: the key of the step the page has just kept and waits on.
 */
export async function sendKeptSteps(live?: string): Promise<SendOutcome[]> {
  const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks;
  const round = () => sendInOrder(live);
  const outcomes = locks ? await locks.request(KEPT_STEPS, round) : await round();
  if (outcomes.some((outcome) => outcome.result !== 'kept')) announceChange();
  return outcomes;
}

/**
 * What became of a step: from this round's outcome, or, when another sender (the worker, another
 * tab) sent it first, from the store: still pending, refused with why, or else applied.
 */
export async function stepAnswer(key: string, outcome: SendOutcome | undefined): Promise<StepAnswer> {
  if (outcome) return outcome.result === 'refused' ? outcome.refusal : outcome.result;
  const db = await database();
  if ((await db.getAll('pending')).some((step) => step.key === key)) return 'kept';
  return (await db.get('refused', key)) ?? 'sent';
}
