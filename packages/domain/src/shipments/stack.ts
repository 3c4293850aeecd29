/**
 * Multi-delivery stacks (follow-up §4 "Rider flow"): ordering, choosing the next drop-off, when a
 * stack reloads, whether it can still be updated, and what the slider does next.
 */
import { type RiderStep, riderStep, shipmentTransition } from './machine.ts';
import { isDeliveredShipmentStatus, isPreDropoffShipmentStatus, isUpdatableShipmentStatus } from './rider-flow.ts';
import { isCanceledShipmentStatus, isTerminalShipmentStatus, type ShipmentStatus } from './status.ts';

export interface StackedShipmentLike {
  readonly id: string;
  readonly status: string;
  readonly stackingOrder: number;
  readonly returnShipment?: boolean;
}

export interface StackLike<S extends StackedShipmentLike = StackedShipmentLike> {
  readonly id: string;
  readonly status: string;
  readonly shipments: readonly S[];
}

/** Sort group: delivered (or delivered and returned) first, canceled last, the rest in between. */
function sortGroup(status: string): 0 | 1 | 2 {
  if (isDeliveredShipmentStatus(status)) return 0;
  if (isCanceledShipmentStatus(status)) return 2;
  return 1;
}

/** Delivered first, canceled last, the rest (and each group inside) by stackingOrder. Stable; never mutates. */
export function sortStackShipments<S extends StackedShipmentLike>(shipments: readonly S[]): S[] {
  return shipments
    .map((shipment, index) => ({ shipment, index }))
    .sort(
      (a, b) =>
        sortGroup(a.shipment.status) - sortGroup(b.shipment.status) ||
        a.shipment.stackingOrder - b.shipment.stackingOrder ||
        a.index - b.index,
    )
    .map(({ shipment }) => shipment);
}

/**
 * The current position of a sorted stack: the first slot that is neither delivered nor canceled,
 * i.e. right after the delivered shipments. -1 when every shipment is delivered or canceled.
 */
export function currentStackPosition(sorted: readonly StackedShipmentLike[]): number {
  return sorted.findIndex((s) => sortGroup(s.status) === 1);
}

/** The shipment at the current position of the stack (the next drop-off), if any. */
export function currentStackShipment<S extends StackedShipmentLike>(shipments: readonly S[]): S | undefined {
  const sorted = sortStackShipments(shipments);
  return sorted[currentStackPosition(sorted)];
}

/**
 * Choosing a shipment in a stack moves it to the current position: it becomes the next drop-off
 * and the other open shipments keep their relative order behind it. The open shipments are
 * renumbered with the stackingOrder values they already had, so sorting again keeps the choice.
 * Choosing a delivered, canceled or unknown shipment changes nothing. Returns the sorted stack.
 */
export function chooseStackShipment<S extends StackedShipmentLike>(shipments: readonly S[], shipmentId: string): S[] {
  const sorted = sortStackShipments(shipments);
  const chosen = sorted.find((s) => s.id === shipmentId);
  if (!chosen || sortGroup(chosen.status) !== 1) return sorted;
  const open = sorted.filter((s) => sortGroup(s.status) === 1);
  const orders = open.map((s) => s.stackingOrder).sort((a, b) => a - b);
  const reordered = [chosen, ...open.filter((s) => s !== chosen)].map((s, i) => ({
    ...s,
    stackingOrder: orders[i] ?? s.stackingOrder,
  }));
  return [
    ...sorted.filter((s) => sortGroup(s.status) === 0),
    ...reordered,
    ...sorted.filter((s) => sortGroup(s.status) === 2),
  ];
}

/** When every shipment of a (non-empty) stack is delivered or canceled, the stack reloads. */
export function shouldReloadStack(shipments: readonly Pick<StackedShipmentLike, 'status'>[]): boolean {
  return shipments.length > 0 && shipments.every((s) => sortGroup(s.status) !== 1);
}

/**
 * The status a stack closes with once all its shipments are done: canceled when every shipment
 * was canceled, delivered otherwise (what the server sets when the last drop-off is made).
 */
export function completedStackStatus(shipments: readonly Pick<StackedShipmentLike, 'status'>[]): ShipmentStatus {
  return shipments.length > 0 && shipments.every((s) => isCanceledShipmentStatus(s.status))
    ? 'DRIVER_CANCELED'
    : 'DELIVERED';
}

/**
 * What a stack becomes once its shipments say so, or null when it stays as it is: an open stack
 * (offered or on its way) whose shipments are all delivered or canceled closes with
 * `completedStackStatus` (an offered stack whose orders were all canceled is withdrawn); a
 * delivered stack whose return shipments are all back is RETURNED. Only moves the machine allows.
 */
export function settledStackStatus(stack: StackLike): ShipmentStatus | null {
  let target: ShipmentStatus | null = null;
  if (!isTerminalShipmentStatus(stack.status) && shouldReloadStack(stack.shipments))
    target = completedStackStatus(stack.shipments);
  else if (
    stack.status === 'DELIVERED' &&
    stack.shipments.some((s) => s.status === 'RETURNED') &&
    !isStackUpdatable(stack)
  )
    target = 'RETURNED';
  if (!target) return null;
  // A stack closes canceled only because all its orders were; it carries return shipments.
  const context = { returnShipment: true, orderCanceled: target === 'DRIVER_CANCELED' };
  return shipmentTransition(stack.status, target, context).ok ? target : null;
}

const isPendingReturn = (s: StackedShipmentLike): boolean =>
  Boolean(s.returnShipment) && s.status !== 'RETURNED' && !isCanceledShipmentStatus(s.status);

/**
 * A stack is updatable while its status is active; a stack with return shipments stays updatable
 * until all of them are returned or driver-canceled. Decision: a canceled stack is never updatable.
 */
export function isStackUpdatable(stack: StackLike): boolean {
  if (isUpdatableShipmentStatus(stack.status)) return true;
  if (isCanceledShipmentStatus(stack.status)) return false;
  return stack.shipments.some(isPendingReturn);
}

export type StackStep =
  /** The whole stack advances (pre-drop-off): PUT /api/stacking/{id}. */
  | (RiderStep & { readonly kind: 'stack'; readonly stackId: string })
  /** The shipment at the current position is delivered. */
  | (RiderStep & { readonly kind: 'deliver'; readonly shipmentId: string })
  /** For return stacks: the delivered return shipments are set to returned. */
  | (RiderStep & { readonly kind: 'return'; readonly shipmentIds: readonly string[] });

const STACK_FORWARD = {
  LOOKING_FOR_DRIVER: 'ON_ROUTE_TO_PICKUP',
  ON_ROUTE_TO_PICKUP: 'IN_STORE',
  IN_STORE: 'ON_ROUTE_TO_DROPOFF',
} as const;

/** What the slider does next on a stack's detail, or null when nothing is left. */
export function nextStackStep(stack: StackLike): StackStep | null {
  if (isPreDropoffShipmentStatus(stack.status)) {
    return {
      kind: 'stack',
      stackId: stack.id,
      ...riderStep(STACK_FORWARD[stack.status as keyof typeof STACK_FORWARD]),
    };
  }
  if (stack.status === 'ON_ROUTE_TO_DROPOFF') {
    const current = currentStackShipment(stack.shipments);
    if (current) return { kind: 'deliver', shipmentId: current.id, ...riderStep('DELIVERED') };
  }
  const returns = stack.shipments.filter((s) => s.returnShipment && s.status === 'DELIVERED').map((s) => s.id);
  if (returns.length > 0 && !isCanceledShipmentStatus(stack.status)) {
    return { kind: 'return', shipmentIds: returns, ...riderStep('RETURNED') };
  }
  return null;
}

/**
 * Letters for the addresses of a shipment detail: A, B, … Z, then AA, AB, … (spreadsheet style).
 * Decision: the pick-up (branch) address is A and the drop-offs follow in stack order.
 * A corrupt index (negative, fractional, not a number) has no letter: ''.
 */
export function addressLetter(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) return '';
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export function withAddressLetters<A>(addresses: readonly A[]): { readonly letter: string; readonly address: A }[] {
  return addresses.map((address, i) => ({ letter: addressLetter(i), address }));
}
