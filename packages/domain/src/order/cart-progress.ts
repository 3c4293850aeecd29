/**
 * The cart page's progress message about the minimum order and free delivery, and when
 * 'Continuar' shows (follow-up §2 "Cart page", §5, §9).
 *
 * Amounts are integers in minor units; `format` turns one into display text (money/format.ts).
 */
import { cartPageMessages } from '../cart/messages.ts';

export const CART_PROGRESS_COLOURS = { belowMinimum: 'orange', otherwise: 'green' } as const;
export type CartProgressColour = (typeof CART_PROGRESS_COLOURS)[keyof typeof CART_PROGRESS_COLOURS];

export type CartProgressKind = 'belowMinimum' | 'belowFreeDelivery' | 'freeDelivery' | 'minimumReached' | 'none';

export interface CartProgressInput {
  /** The order mode type; the minimum and free delivery apply only to 'DELIVERY'. */
  readonly mode: string | null | undefined;
  /** Total of the items, in minor units. */
  readonly itemsTotal: number;
  readonly itemCount: number;
  /** Minimum order amount of the mode; 0 or absent means none. */
  readonly minimum?: number | null;
  /** Items total from which delivery is free; 0 or absent means no free-delivery offer. */
  readonly freeDeliveryFrom?: number | null;
  /** The mode accepts orders ('Menú informativo' modes do not). */
  readonly orderingEnabled: boolean;
  readonly format: (amount: number) => string;
}

export interface CartProgress {
  readonly kind: CartProgressKind;
  readonly message: string | null;
  readonly colour: CartProgressColour;
  /** Share of the bar filled, 0–1: towards the minimum while below it, then towards free delivery. */
  readonly progress: number;
  /** The amount still missing for the current goal (minor units), 0 when none. */
  readonly missing: number;
  readonly minimumMet: boolean;
  readonly showContinue: boolean;
}

const ratio = (part: number, whole: number): number => Math.min(1, Math.max(0, part / whole));

/**
 * Precedence (decision): below the minimum the minimum message (orange); otherwise, when the
 * mode offers free delivery, the free-delivery message (green); otherwise '¡Llegaste al mínimo!'
 * when a minimum exists; otherwise no message.
 */
export function cartProgress(input: CartProgressInput): CartProgress {
  const delivery = input.mode === 'DELIVERY';
  const total = input.itemsTotal;
  const minimum = delivery && (input.minimum ?? 0) > 0 ? (input.minimum as number) : 0;
  const freeFrom = delivery && (input.freeDeliveryFrom ?? 0) > 0 ? (input.freeDeliveryFrom as number) : 0;
  const minimumMet = !(minimum > 0 && total < minimum);
  const showContinue = input.itemCount > 0 && minimumMet && input.orderingEnabled;
  const base = { minimumMet, showContinue };
  if (!minimumMet) {
    const missing = minimum - total;
    return {
      ...base,
      kind: 'belowMinimum',
      message: cartPageMessages.toMinimum(input.format(missing)),
      colour: CART_PROGRESS_COLOURS.belowMinimum,
      progress: ratio(total, minimum),
      missing,
    };
  }
  const green = CART_PROGRESS_COLOURS.otherwise;
  if (freeFrom > 0 && total < freeFrom) {
    const missing = freeFrom - total;
    return {
      ...base,
      kind: 'belowFreeDelivery',
      message: cartPageMessages.toFreeDelivery(input.format(missing)),
      colour: green,
      progress: ratio(total, freeFrom),
      missing,
    };
  }
  if (freeFrom > 0) {
    return {
      ...base,
      kind: 'freeDelivery',
      message: cartPageMessages.freeDelivery,
      colour: green,
      progress: 1,
      missing: 0,
    };
  }
  if (minimum > 0) {
    return {
      ...base,
      kind: 'minimumReached',
      message: cartPageMessages.minimumReached,
      colour: green,
      progress: 1,
      missing: 0,
    };
  }
  return { ...base, kind: 'none', message: null, colour: green, progress: 1, missing: 0 };
}
