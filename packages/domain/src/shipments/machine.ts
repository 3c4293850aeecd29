/**
 * The shipment state machine (follow-up §4 "Shipment status" and "Rider flow"), as a transition
 * table plus a pure `shipmentTransition(current, requested, context)`.
 *
 * Legal moves:
 * - forward one step along LOOKING_FOR_DRIVER → ON_ROUTE_TO_PICKUP → IN_STORE → ON_ROUTE_TO_DROPOFF → DELIVERED;
 * - cancel (→ DRIVER_CANCELED) only from a cancelable status; when the order itself is canceled,
 *   from any open status (an offered, stacked or pending shipment is withdrawn too);
 * - DELIVERED → RETURNED, for a return shipment only;
 * - stacks: PENDING → STACKING while a stack is assembled, LOOKING_FOR_DRIVER → STACKING when staff
 *   groups a shipment no rider has taken yet into a stack, STACKING → LOOKING_FOR_DRIVER when the
 *   stack is published, STACKING → ON_ROUTE_TO_PICKUP for a shipment inside a stack that a rider accepts;
 * - PENDING → LOOKING_FOR_DRIVER when a single shipment is published.
 */
import { shipmentMessages } from './messages.ts';
import { isCancelableShipmentStatus, SHIPMENT_CANCEL_STATUS } from './rider-flow.ts';
import { isShipmentStatus, isTerminalShipmentStatus, type ShipmentStatus } from './status.ts';

/** Non-cancel moves, by current status. Cancel and return are rules (see `shipmentTransition`). */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  PENDING: ['LOOKING_FOR_DRIVER', 'STACKING'],
  STACKING: ['LOOKING_FOR_DRIVER', 'ON_ROUTE_TO_PICKUP'],
  LOOKING_FOR_DRIVER: ['ON_ROUTE_TO_PICKUP', 'STACKING'],
  ON_ROUTE_TO_PICKUP: ['IN_STORE'],
  IN_STORE: ['ON_ROUTE_TO_DROPOFF'],
  ON_ROUTE_TO_DROPOFF: ['DELIVERED'],
  DELIVERED: [],
  DRIVER_CANCELED: [],
  RETURNED: [],
};

export interface ShipmentTransitionContext {
  /** The shipment is a return shipment: it goes back to the venue after delivery. */
  readonly returnShipment?: boolean;
  /**
   * The shipment's order was canceled (or every order of a stack): whatever the shipment was
   * doing stops, so the cancel is allowed from every open status, not only a rider's.
   */
  readonly orderCanceled?: boolean;
}

export type ShipmentTransitionRefusal =
  | 'UNKNOWN_STATUS'
  | 'SAME_STATUS'
  | 'NOT_CANCELABLE'
  | 'NOT_A_RETURN_SHIPMENT'
  | 'FROM_TERMINAL'
  | 'NOT_NEXT_STEP';

export type ShipmentTransitionResult =
  | { readonly ok: true; readonly status: ShipmentStatus }
  | { readonly ok: false; readonly reason: ShipmentTransitionRefusal };

export function shipmentTransition(
  current: string,
  requested: string,
  context: ShipmentTransitionContext = {},
): ShipmentTransitionResult {
  if (!isShipmentStatus(current) || !isShipmentStatus(requested)) return { ok: false, reason: 'UNKNOWN_STATUS' };
  if (current === requested) return { ok: false, reason: 'SAME_STATUS' };
  if (requested === SHIPMENT_CANCEL_STATUS) {
    const cancelable = context.orderCanceled ? !isTerminalShipmentStatus(current) : isCancelableShipmentStatus(current);
    return cancelable ? { ok: true, status: requested } : { ok: false, reason: 'NOT_CANCELABLE' };
  }
  if (current === 'DELIVERED' && requested === 'RETURNED') {
    return context.returnShipment ? { ok: true, status: requested } : { ok: false, reason: 'NOT_A_RETURN_SHIPMENT' };
  }
  if (isTerminalShipmentStatus(current)) return { ok: false, reason: 'FROM_TERMINAL' };
  return SHIPMENT_TRANSITIONS[current].includes(requested)
    ? { ok: true, status: requested }
    : { ok: false, reason: 'NOT_NEXT_STEP' };
}

export const canTransitionShipment = (current: string, requested: string, context?: ShipmentTransitionContext) =>
  shipmentTransition(current, requested, context).ok;

/** The statuses a rider's slider moves a shipment to, in the order the rider meets them. */
export const RIDER_STEP_TARGETS = [
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
  'ON_ROUTE_TO_DROPOFF',
  'DELIVERED',
  'RETURNED',
] as const satisfies readonly ShipmentStatus[];
export type RiderStepTarget = (typeof RIDER_STEP_TARGETS)[number];

export interface RiderStep {
  readonly next: RiderStepTarget;
  /** The button label: 'Aceptar envío', 'En el local', 'En camino al cliente', 'Entregado' or 'Regreso al local'. */
  readonly label: string;
}

export const riderStep = (next: RiderStepTarget): RiderStep => ({ next, label: shipmentMessages.stepLabels[next] });

const RIDER_FORWARD: Readonly<Partial<Record<ShipmentStatus, RiderStepTarget>>> = {
  LOOKING_FOR_DRIVER: 'ON_ROUTE_TO_PICKUP',
  ON_ROUTE_TO_PICKUP: 'IN_STORE',
  IN_STORE: 'ON_ROUTE_TO_DROPOFF',
  ON_ROUTE_TO_DROPOFF: 'DELIVERED',
};

/**
 * The next status a rider moves a single shipment to with the slider, and the button label;
 * null when the rider has nothing left to do.
 */
export function nextShipmentStep(shipment: {
  readonly status: string;
  readonly returnShipment?: boolean;
}): RiderStep | null {
  const next: RiderStepTarget | undefined =
    shipment.status === 'DELIVERED' && shipment.returnShipment
      ? 'RETURNED'
      : isShipmentStatus(shipment.status)
        ? RIDER_FORWARD[shipment.status]
        : undefined;
  return next ? riderStep(next) : null;
}
