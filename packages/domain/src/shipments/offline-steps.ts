/**
 * A rider's steps taken without signal (basements, lifts, tunnels). The phone keeps each step with
 * an idempotency key and sends them in order when the network returns; meanwhile the screen shows
 * the shipment as the steps leave it. This file says what a pending step changes on screen, how a
 * step the server refused on replay is explained, and the Spanish texts of both. The server still
 * decides every step with `shipmentTransition`.
 */
import { shipmentMessages } from './messages.ts';
import { isCancelableShipmentStatus } from './rider-flow.ts';
import { type StackedShipmentLike, type StackLike, settledStackStatus } from './stack.ts';
import { isShipmentStatus, type ShipmentStatus } from './status.ts';

/** A step the rider took that the server has not answered yet, as the phone keeps it. */
export interface PendingStep {
  /** The idempotency key the step is sent with (every copy of it the same). */
  readonly key: string;
  /** A shipment's own step (PUT /api/shipments/{id}, a stack's drop-offs too) or a whole stack's. */
  readonly kind: 'shipment' | 'stack';
  readonly targetId: string;
  readonly status: ShipmentStatus;
  /** What the rider did, in the rider's words: the slider's label or the cancel button's. */
  readonly label: string;
  /** When the rider took it (ISO 8601). */
  readonly takenAt: string;
}

/** Why the server refused a step sent after the rider took it. */
export type StepRefusal = 'TAKEN' | 'CANCELED' | 'DELIVERY_CODE' | 'SESSION' | 'CHANGED';

/** A refused step, kept on the phone until the rider has read why. */
export interface RefusedStep {
  readonly key: string;
  readonly label: string;
  readonly message: string;
}

export const offlineStepMessages = {
  offline: 'Sin conexión. Lo que hagas se guarda en el teléfono y se envía cuando vuelva la señal.',
  pendingTitle: 'Pendientes de envío',
  /** Under each pending step. */
  pendingHint: 'Guardado en el teléfono, se envía al volver la señal',
  /** The toast of a step kept because the network did not answer. */
  kept: 'Sin señal: el paso quedó guardado y se enviará cuando vuelva la conexión',
  refusedTitle: 'No se aplicaron',
  dismiss: 'Entendido',
  refused: {
    TAKEN: (label: string) => `${shipmentMessages.expiredByOther}: «${label}» no se aplicó.`,
    CANCELED: (label: string) => `El pedido fue cancelado: «${label}» no se aplicó.`,
    DELIVERY_CODE: (label: string, detail: string) => `«${label}» no se aplicó. ${detail}`,
    SESSION: (label: string) => `Tu turno se cerró antes de enviar «${label}»: no se aplicó.`,
    CHANGED: (label: string) => `El envío cambió mientras no tenías señal: «${label}» no se aplicó.`,
  },
} as const;

/** What the rider did, in the rider's words. */
export function pendingStepLabel(kind: PendingStep['kind'], status: ShipmentStatus): string {
  if (status === 'DRIVER_CANCELED')
    return kind === 'stack' ? shipmentMessages.cancelStack : shipmentMessages.cancelSimple;
  const labels: Readonly<Partial<Record<ShipmentStatus, string>>> = shipmentMessages.stepLabels;
  return labels[status] ?? shipmentMessages.statusLabels[status];
}

const deliveryCodeCodes: readonly string[] = ['DELIVERY_CODE_MISSING', 'DELIVERY_CODE_WRONG', 'DELIVERY_CODE_LOCKED'];

/**
 * Why a step was refused, from the server's answer: another rider holds the shipment, the order
 * was canceled, the delivery code, the shift ended, or the shipment moved on meanwhile.
 */
export function stepRefusal(
  httpStatus: number,
  body: { readonly code?: unknown; readonly reason?: unknown } | null | undefined,
): StepRefusal {
  if (httpStatus === 401 || httpStatus === 403) return 'SESSION';
  if (body?.code === 'EXPIRED_BY_OTHER') return 'TAKEN';
  if (body?.reason === 'CANCELED') return 'CANCELED';
  if (typeof body?.code === 'string' && deliveryCodeCodes.includes(body.code)) return 'DELIVERY_CODE';
  return 'CHANGED';
}

/** The Spanish explanation of a refused step; a delivery code's refusal adds the server's words. */
export function refusedStepMessage(refusal: StepRefusal, label: string, serverMessage = ''): string {
  const texts = offlineStepMessages.refused;
  return refusal === 'DELIVERY_CODE' ? texts.DELIVERY_CODE(label, serverMessage) : texts[refusal](label);
}

/**
 * Whether the server's answer means the step will never apply (drop it and say why) rather than
 * that it could not be answered now (keep it and send it again): every 4xx but a rate limit.
 */
export const isFinalStepAnswer = (httpStatus: number): boolean =>
  httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408 && httpStatus !== 429;

const stepsFor = (steps: readonly PendingStep[], kind: PendingStep['kind'], id: string) =>
  steps.filter((step) => step.kind === kind && step.targetId === id);

/** A single shipment as its pending steps leave it: the last one's status. */
export function shipmentWithPendingSteps<S extends { readonly id: string; readonly status: string }>(
  shipment: S,
  steps: readonly PendingStep[],
): S {
  const last = stepsFor(steps, 'shipment', shipment.id).at(-1);
  return last ? ({ ...shipment, status: last.status } as S) : shipment;
}

/** The members a stack step moves along with the stack (as the server moves them). */
function movesWithStack(member: StackedShipmentLike, stackStatus: string, step: PendingStep): boolean {
  if (step.status === 'ON_ROUTE_TO_PICKUP') return member.status === 'STACKING';
  if (step.status === 'DRIVER_CANCELED') return isCancelableShipmentStatus(member.status);
  if (step.status === 'RETURNED') return Boolean(member.returnShipment) && member.status === 'DELIVERED';
  return member.status === stackStatus;
}

/**
 * A stack as its pending steps leave it, in the order they were taken: a stack's step moves the
 * stack and the members that move with it, a drop-off's moves that member, and the stack closes
 * when its drop-offs say so (`settledStackStatus`).
 */
export function stackWithPendingSteps<T extends StackLike>(stack: T, steps: readonly PendingStep[]): T {
  type S = T['shipments'][number];
  let status = stack.status;
  let members: readonly S[] = stack.shipments;
  const memberIds = new Set(members.map((member) => member.id));
  for (const step of steps) {
    if (step.kind === 'stack' && step.targetId === stack.id) {
      const from = status;
      members = members.map((m) => (movesWithStack(m, from, step) ? ({ ...m, status: step.status } as S) : m));
      if (step.status !== 'RETURNED') status = step.status;
    } else if (step.kind === 'shipment' && memberIds.has(step.targetId)) {
      members = members.map((m) => (m.id === step.targetId ? ({ ...m, status: step.status } as S) : m));
    }
  }
  const settled = settledStackStatus({ id: stack.id, status, shipments: members });
  return { ...stack, status: settled ?? status, shipments: members } as T;
}

/** Whether a kept step is one the phone can still send (a step of an unknown status is dropped). */
export function isPendingStep(value: unknown): value is PendingStep {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Record<string, unknown>;
  return (
    typeof step.key === 'string' &&
    (step.kind === 'shipment' || step.kind === 'stack') &&
    typeof step.targetId === 'string' &&
    isShipmentStatus(step.status) &&
    typeof step.label === 'string' &&
    typeof step.takenAt === 'string'
  );
}
