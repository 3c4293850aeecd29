/**
 * The rider's moves on the detail page (follow-up §4 "Rider flow", §8): the slider's next step,
 * cancel, and after every update the reload that decides between the success toast and vibration
 * and EXPIRED_BY_OTHER with the failure vibration. Without signal (or behind steps still kept on
 * the phone) a move is kept instead (src/steps/kept-steps.ts), shown at once and sent later.
 */
import type { WhoAmISchema } from '@comanda/api';
import { riderUpdateOutcome, VIBRATION_FAILURE } from '@comanda/domain/rider';
import {
  offlineStepMessages,
  pendingStepLabel,
  type RiderStep,
  SHIPMENT_CANCEL_STATUS,
  SHIPMENT_ERROR_CODES,
  type ShipmentStatus,
  type StackStep,
  shipmentMessages,
  shipmentUpdatePayload,
  shouldReloadStack,
} from '@comanda/domain/shipments';
import { navigatorVibrate, notify } from '@comanda/ui';
import { useState } from 'react';
import type * as v from 'valibot';
import { type KeptRefusal, type KeptStep, send } from '../../steps/kept-steps.ts';
import { type HeldShipment, heldState } from './detail-props.ts';

type Rider = v.InferOutput<typeof WhoAmISchema>;
type Target = {
  readonly kind: 'shipment' | 'stack';
  readonly id: string;
  readonly status: ShipmentStatus;
  readonly securityCode?: string | undefined;
};

const deliveryCodeRefusals: readonly unknown[] = [
  SHIPMENT_ERROR_CODES.DELIVERY_CODE_MISSING,
  SHIPMENT_ERROR_CODES.DELIVERY_CODE_WRONG,
  SHIPMENT_ERROR_CODES.DELIVERY_CODE_LOCKED,
];

/** Keeps a step and sends what is waiting (useKeptSteps' `take`): this step's outcome. */
type Take = (step: KeptStep) => Promise<'sent' | 'kept' | KeptRefusal>;
type Body = ReturnType<typeof shipmentUpdatePayload> & { securityCode?: string };

export function useShipmentSteps(options: {
  readonly held: HeldShipment | null;
  readonly rider: Rider | undefined;
  readonly reload: () => Promise<HeldShipment>;
  readonly take: Take;
  /** Steps are kept on the phone still: a new one waits behind them, so they reach the server in order. */
  readonly behindKept: boolean;
}) {
  const { held, rider, reload, take, behindKept } = options;
  const [updating, setUpdating] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [expired, setExpired] = useState(false);
  const [deliveryCodeError, setDeliveryCodeError] = useState<string | null>(null);

  /** A refused delivery code: the server's message by the field, the failure vibration, the attempts reloaded. */
  async function refuseCode(message: string) {
    setDeliveryCodeError(message);
    navigatorVibrate(VIBRATION_FAILURE);
    await reload().catch(() => undefined);
  }

  /** The step as the phone keeps it (or sends it live), with the key every copy of it carries. */
  function stepOf(target: Target, riderId: string, body: Body): KeptStep {
    return {
      key: crypto.randomUUID(),
      kind: target.kind,
      targetId: target.id,
      status: target.status,
      label: pendingStepLabel(target.kind, target.status),
      takenAt: new Date().toISOString(),
      riderId,
      body,
    };
  }

  async function run(target: Target): Promise<void> {
    if (!rider) return;
    const payload = shipmentUpdatePayload(target.id, target.status, rider);
    const body = target.securityCode === undefined ? payload : { ...payload, securityCode: target.securityCode };
    const kept = stepOf(target, rider.riderId, body);
    let lostRace = false;
    setDeliveryCodeError(null);
    if (behindKept || !navigator.onLine) return keep(kept);
    const answered = await send(kept);
    // The signal went on the way: kept with the same key, so if the server applied it, the copy
    // sent later is answered as applied.
    if (answered.result === 'kept' && answered.httpStatus === 0) return keep(kept);
    if (answered.result !== 'sent') {
      const code = answered.result === 'refused' ? answered.refusal.answer?.code : undefined;
      if (deliveryCodeRefusals.includes(code) && answered.result === 'refused')
        return refuseCode(String(answered.refusal.answer?.message ?? ''));
      lostRace = code === SHIPMENT_ERROR_CODES.EXPIRED_BY_OTHER;
      if (!lostRace) {
        notify.error(shipmentMessages.updateFailed);
        await reload().catch(() => undefined);
        return;
      }
    }
    let reloaded: HeldShipment;
    try {
      reloaded = await reload();
    } catch {
      notify.error(shipmentMessages.loadFailed);
      return;
    }
    const state = heldState(reloaded);
    const outcome = riderUpdateOutcome(lostRace || state.expiredByOther ? null : state, rider.riderId);
    navigatorVibrate(outcome.vibration);
    if (!outcome.ok) {
      setExpired(true);
      notify.error(outcome.message);
      return;
    }
    notify.success(outcome.toast);
    // Every drop-off of the stack done: the stack itself has closed on the server.
    if (reloaded.type === 'stack' && shouldReloadStack(reloaded.stack.shipments)) await reload().catch(() => undefined);
  }

  /**
   * Keeps the step with its idempotency key (shown at once) and sends what is waiting, in order.
   * Kept without an answer, it waits for the signal; answered now, it is said as a live step is.
   */
  async function keep(step: KeptStep): Promise<void> {
    const answered = await take(step);
    if (answered === 'kept') return notify.info(offlineStepMessages.kept);
    if (answered !== 'sent') {
      if (deliveryCodeRefusals.includes(answered.answer?.code))
        return refuseCode(String(answered.answer?.message ?? ''));
      notify.error(answered.message);
    }
    await reload().catch(() => undefined);
  }

  async function step(next: RiderStep | StackStep, securityCode?: string) {
    if (!held) return;
    setUpdating(true);
    try {
      if (held.type === 'simple')
        await run({ kind: 'shipment', id: held.shipment.id, status: next.next, securityCode });
      else if ('kind' in next && next.kind === 'deliver')
        await run({ kind: 'shipment', id: next.shipmentId, status: next.next, securityCode });
      else await run({ kind: 'stack', id: held.stack.id, status: next.next });
    } finally {
      setUpdating(false);
    }
  }

  async function cancel() {
    if (!held) return;
    setCanceling(true);
    try {
      const id = held.type === 'simple' ? held.shipment.id : held.stack.id;
      await run({ kind: held.type === 'simple' ? 'shipment' : 'stack', id, status: SHIPMENT_CANCEL_STATUS });
    } finally {
      setCanceling(false);
    }
  }

  return { step, cancel, updating, canceling, expired, deliveryCodeError };
}
