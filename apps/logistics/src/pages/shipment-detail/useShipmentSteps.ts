/**
 * The rider's moves on the detail page (follow-up §4 "Rider flow", §8): the slider's next step,
 * cancel, and after every update the reload that decides between the success toast and vibration
 * and EXPIRED_BY_OTHER with the failure vibration.
 */
import { parseError, type WhoAmISchema } from '@comanda/api';
import { useUpdateShipment, useUpdateShipmentStack } from '@comanda/api/react';
import { riderUpdateOutcome, VIBRATION_FAILURE } from '@comanda/domain/rider';
import {
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
import { errorCode } from '../../app/errors.ts';
import { type HeldShipment, heldState } from './detail-props.ts';

type Rider = v.InferOutput<typeof WhoAmISchema>;
type Target = {
  readonly kind: 'shipment' | 'stack';
  readonly id: string;
  readonly status: ShipmentStatus;
  readonly securityCode?: string | undefined;
};

const deliveryCodeRefusals: readonly string[] = [
  SHIPMENT_ERROR_CODES.DELIVERY_CODE_MISSING,
  SHIPMENT_ERROR_CODES.DELIVERY_CODE_WRONG,
  SHIPMENT_ERROR_CODES.DELIVERY_CODE_LOCKED,
];

export function useShipmentSteps(options: {
  readonly held: HeldShipment | null;
  readonly rider: Rider | undefined;
  readonly reload: () => Promise<HeldShipment>;
}) {
  const { held, rider, reload } = options;
  const updateShipment = useUpdateShipment();
  const updateStack = useUpdateShipmentStack();
  const [updating, setUpdating] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const [expired, setExpired] = useState(false);
  const [deliveryCodeError, setDeliveryCodeError] = useState<string | null>(null);

  /** A refused delivery code: the server's message by the field, the failure vibration, the attempts reloaded. */
  async function refuseCode(error: unknown) {
    setDeliveryCodeError(parseError(error).message);
    navigatorVibrate(VIBRATION_FAILURE);
    await reload().catch(() => undefined);
  }

  async function run(target: Target): Promise<void> {
    if (!rider) return;
    const payload = shipmentUpdatePayload(target.id, target.status, rider);
    const body = target.securityCode === undefined ? payload : { ...payload, securityCode: target.securityCode };
    let lostRace = false;
    setDeliveryCodeError(null);
    try {
      if (target.kind === 'shipment') await updateShipment.trigger({ params: { id: target.id }, body });
      else await updateStack.trigger({ params: { id: target.id }, body });
    } catch (error) {
      const code = errorCode(error);
      if (code && deliveryCodeRefusals.includes(code)) return refuseCode(error);
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
