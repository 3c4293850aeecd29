/**
 * The delivery code at the drop-off (follow-up §2 tracking page: 'El repartidor confirmará la
 * entrega del pedido con la clave de entrega'). The rider types the 4 digits the customer shows;
 * a delivery without the right one is refused. Wrong codes are counted per shipment: after
 * `DELIVERY_CODE_MAX_ATTEMPTS` the rider calls the venue, whose staff may confirm the delivery
 * without the code, giving a reason. The return leg ('Regreso al local') needs no code.
 */
import { isValidDeliveryCode } from '../tracking/view.ts';

/** Decision: wrong delivery codes a rider may type for one shipment before the venue must step in. */
export const DELIVERY_CODE_MAX_ATTEMPTS = 5;

/** Decision: the wording of the code entry; the spec names only 'Clave de entrega'. */
export const deliveryCodeMessages = {
  label: 'Clave de entrega',
  hint: 'Pide al cliente la clave de 4 números que ve en su seguimiento',
  missing: 'Ingresa la clave de entrega de 4 números que te da el cliente',
  wrong: 'La clave de entrega no es correcta',
  attemptsLeft: (left: number) => (left === 1 ? 'Te queda 1 intento' : `Te quedan ${left} intentos`),
  locked: 'Superaste los intentos de la clave de entrega. Llama al local para que confirme la entrega.',
  waived: 'El local confirmó la entrega sin clave',
} as const;

export interface DeliveryCodeGuard {
  /** Wrong codes the rider may still type for this shipment. */
  readonly attemptsLeft: number;
  /** Staff confirmed the delivery may go on without the code. */
  readonly waived: boolean;
}

export const deliveryCodeAttemptsLeft = (failures: number): number =>
  Math.max(0, DELIVERY_CODE_MAX_ATTEMPTS - failures);

/** The guard of a shipment with this many wrong codes typed so far. */
export const deliveryCodeGuard = (failures: number, waived: boolean): DeliveryCodeGuard => ({
  attemptsLeft: deliveryCodeAttemptsLeft(failures),
  waived,
});

/** Only the move to DELIVERED asks for the code, and not once staff waived it. */
export const needsDeliveryCode = (target: string, guard: Pick<DeliveryCodeGuard, 'waived'>): boolean =>
  target === 'DELIVERED' && !guard.waived;

/** What the rider's drop-off step shows: the code entry, the call-the-venue notice, or nothing to type. */
export const deliveryCodeStates = ['entry', 'locked', 'waived'] as const;
export type DeliveryCodeEntryState = (typeof deliveryCodeStates)[number];

export function deliveryCodeEntryState(guard: DeliveryCodeGuard): DeliveryCodeEntryState {
  if (guard.waived) return 'waived';
  return guard.attemptsLeft <= 0 ? 'locked' : 'entry';
}

export type DeliveryCodeRefusal = 'MISSING' | 'WRONG' | 'LOCKED';
export type DeliveryCodeCheck = { readonly ok: true } | { readonly ok: false; readonly reason: DeliveryCodeRefusal };

/**
 * Whether a move to `target` with the typed code may go on. A missing or malformed code is not a
 * wrong attempt (nothing is counted); a locked shipment refuses even the right code.
 */
export function checkDeliveryCode(input: {
  readonly target: string;
  readonly expected: string;
  readonly typed: string | null | undefined;
  readonly guard: DeliveryCodeGuard;
}): DeliveryCodeCheck {
  if (!needsDeliveryCode(input.target, input.guard)) return { ok: true };
  if (deliveryCodeEntryState(input.guard) === 'locked') return { ok: false, reason: 'LOCKED' };
  const typed = input.typed?.trim() ?? '';
  if (!isValidDeliveryCode(typed)) return { ok: false, reason: 'MISSING' };
  return typed === input.expected ? { ok: true } : { ok: false, reason: 'WRONG' };
}

/** The message of a refused code; `attemptsLeft` is counted after this attempt. */
export function deliveryCodeRefusalMessage(reason: DeliveryCodeRefusal, attemptsLeft: number): string {
  if (reason === 'MISSING') return deliveryCodeMessages.missing;
  if (reason === 'LOCKED' || attemptsLeft === 0) return deliveryCodeMessages.locked;
  return `${deliveryCodeMessages.wrong}. ${deliveryCodeMessages.attemptsLeft(attemptsLeft)}.`;
}

/** Keeps the digits a rider types, at most four (a paste of '12 34' becomes '1234'). */
export const typedDeliveryCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, 4);
