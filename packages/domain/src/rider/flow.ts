/**
 * What happens around a rider's status update, and the redirect page (follow-up §2, §4).
 */
import { type HeldShipmentLike, isLostByRider } from '../shipments/access.ts';
import { SHIPMENT_ERROR_CODES, shipmentMessages } from '../shipments/messages.ts';
import { riderMessages } from './messages.ts';
import { VIBRATION_FAILURE, VIBRATION_SUCCESS } from './slider.ts';

export type RiderUpdateOutcome =
  | { readonly ok: true; readonly toast: string; readonly vibration: readonly number[] }
  | {
      readonly ok: false;
      readonly code: typeof SHIPMENT_ERROR_CODES.EXPIRED_BY_OTHER;
      /** What the rider reads; never the code. */
      readonly message: string;
      readonly vibration: readonly number[];
    };

/**
 * After any update the shipment is reloaded: when it can no longer be shown to the rider (another
 * rider holds it, or it is gone) the outcome is EXPIRED_BY_OTHER with a failure vibration,
 * otherwise a success toast and a success vibration.
 */
export function riderUpdateOutcome(reloaded: HeldShipmentLike | null | undefined, riderId: string): RiderUpdateOutcome {
  if (!reloaded || isLostByRider(reloaded, riderId)) {
    return {
      ok: false,
      code: SHIPMENT_ERROR_CODES.EXPIRED_BY_OTHER,
      message: shipmentMessages.expiredByOther,
      vibration: VIBRATION_FAILURE,
    };
  }
  return { ok: true, toast: riderMessages.shipmentUpdated, vibration: VIBRATION_SUCCESS };
}

export const SHIPMENT_TYPES = ['simple', 'stack'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

export function isShipmentType(value: unknown): value is ShipmentType {
  return value === 'simple' || value === 'stack';
}

export const riderShipmentListPath = (alias: string): string => `/logistics/${encodeURIComponent(alias)}/shipments`;

export const riderShipmentDetailPath = (alias: string, type: ShipmentType, shipmentId: string): string =>
  `${riderShipmentListPath(alias)}/${type}/${encodeURIComponent(shipmentId)}`;

export interface ShipmentInProgress {
  readonly id?: string | number | null;
  /** Decision: a shipment in progress without a type is a simple shipment. */
  readonly type?: ShipmentType | null;
}

/** The redirect page rule: with a shipment in progress go to its detail, otherwise to the list. */
export function riderRedirectTarget(alias: string, inProgress: ShipmentInProgress | null | undefined): string {
  const id = inProgress?.id;
  if (id === undefined || id === null || id === '') return riderShipmentListPath(alias);
  return riderShipmentDetailPath(alias, inProgress?.type ?? 'simple', String(id));
}

export type RedirectPageState = 'idle' | 'loading' | 'loaded';
export type RedirectPageEvent = 'FETCH' | 'RECEIVED' | 'FAILED';

/**
 * Redirect page: idle → loading on fetch → loaded when the lookup answers. Decision: a failed
 * lookup also ends loaded, as "no shipment in progress", so the rider lands on the list.
 */
export const REDIRECT_PAGE_TRANSITIONS: Readonly<
  Record<RedirectPageState, Partial<Record<RedirectPageEvent, RedirectPageState>>>
> = {
  idle: { FETCH: 'loading' },
  loading: { RECEIVED: 'loaded', FAILED: 'loaded' },
  loaded: {},
};

export function redirectPageTransition(state: RedirectPageState, event: RedirectPageEvent): RedirectPageState {
  return REDIRECT_PAGE_TRANSITIONS[state][event] ?? state;
}

export const cancelButtonLabel = (type: ShipmentType): string =>
  type === 'stack' ? shipmentMessages.cancelStack : shipmentMessages.cancelSimple;
