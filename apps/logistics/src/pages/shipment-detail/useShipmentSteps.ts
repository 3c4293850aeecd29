/**
 * The rider's moves on the detail page (follow-up §4 "Rider flow", §8): the slider's next step,
 * cancel, and after every update the reload that decides between the success toast and vibration
 * and EXPIRED_BY_OTHER with the failure vibration. Every move is kept on the phone first
 * (src/steps/kept-steps.ts); one the network does not carry is shown at once and sent later.
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
import type { KeptStep, StepAnswer } from '../../steps/kept-steps.ts';
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

/** Keeps a step and sends what is waiting (useKeptSteps' `take`): what became of this step. */
type Take = (step: KeptStep) => Promise<StepAnswer>;
type Body = ReturnType<typeof shipmentUpdatePayload> & { securityCode?: string };

export function useShipmentSteps(options: {
  readonly held: HeldShipment | null;
  readonly rider: Rider | undefined;
  readonly reload: () => Promise<HeldShipment>;
  readonly take: Take;
}) {
  const { held, rider, reload, take } = options;
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

  /** The step as the phone keeps it, with the key every copy of it carries. */
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

  /**
   * Kept and sent behind any waiting steps. Unanswered, it waits for the signal; answered, the
   * reload says whether the rider holds the shipment (success toast and vibration) or lost it.
   */
  async function run(target: Target): Promise<void> {
    if (!rider) return;
    const payload = shipmentUpdatePayload(target.id, target.status, rider);
    const body = target.securityCode === undefined ? payload : { ...payload, securityCode: target.securityCode };
    setDeliveryCodeError(null);
    const answered = await take(stepOf(target, rider.riderId, body));
    if (answered === 'kept') return notify.info(offlineStepMessages.kept);
    const code = typeof answered === 'object' ? answered.answer?.code : undefined;
    if (typeof answered === 'object' && deliveryCodeRefusals.includes(code))
      return refuseCode(String(answered.answer?.message ?? ''));
    const lostRace = code === SHIPMENT_ERROR_CODES.EXPIRED_BY_OTHER;
    if (answered !== 'sent' && !lostRace) {
      notify.error(shipmentMessages.updateFailed);
      await reload().catch(() => undefined);
      return;
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
