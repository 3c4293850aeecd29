/**
 * The cart as pure reducer-style functions (diner §3–4, follow-up §5): each takes a state and
 * returns a new one. A refused change returns the unchanged state with a message, never throws.
 */
import { isSameLine, maxQuantityOf, quantityOf, withQuantity } from './lines.ts';
import { cartMessages } from './messages.ts';
import type { CartItem } from './types.ts';

export interface CartState {
  readonly items: readonly CartItem[];
  /** Id of the chosen order mode. */
  readonly mode?: string;
  /** Id of the chosen payment type. */
  readonly paymentType?: string;
  /** The basket plays its add animation (a UI flag, not saved with the snapshot). */
  readonly animation: boolean;
}

// The spec's "quantity-by-referenceId map" is derived from items (`quantitiesByReferenceId`)
// rather than stored, so it can never disagree with them.

export const emptyCartState: CartState = { items: [], animation: false };

export type CartUpdate =
  | { readonly ok: true; readonly state: CartState }
  | { readonly ok: false; readonly state: CartState; readonly message: string };

const accepted = (state: CartState): CartUpdate => ({ ok: true, state });

function exceedsMaximum(state: CartState, item: CartItem, unitsAfter: number): CartUpdate | null {
  const maximum = maxQuantityOf(item);
  return unitsAfter > maximum ? { ok: false, state, message: cartMessages.maxQuantityReached(maximum) } : null;
}

/**
 * Adds a line, merging into an equal line (see `isSameLine`) by adding quantities. Refused with
 * 'Has alcanzado el máximo de unidades ({n}) para este producto' when the product's units in the
 * whole cart would pass its maximum. A quantity below 1 adds nothing.
 */
export function addItem(state: CartState, item: CartItem): CartUpdate {
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) return accepted(state);
  const refused = exceedsMaximum(state, item, quantityOf(state.items, item.referenceId) + item.quantity);
  if (refused) return refused;
  const index = state.items.findIndex((line) => isSameLine(line, item));
  const items =
    index === -1
      ? [...state.items, item]
      : state.items.map((line, i) => (i === index ? withQuantity(line, line.quantity + item.quantity) : line));
  return accepted({ ...state, items, animation: true });
}

/**
 * Sets the quantity of the line at `index`; 0 (or less) removes it. Raising it past the
 * product's maximum is refused with the maximum message. Fractions are cut to whole units.
 */
export function changeQuantity(state: CartState, index: number, quantity: number): CartUpdate {
  const line = state.items[index];
  if (!line || Number.isNaN(quantity)) return accepted(state);
  const units = Math.trunc(quantity);
  if (units <= 0) return accepted(deleteItem(state, index));
  if (units > line.quantity) {
    const refused = exceedsMaximum(state, line, quantityOf(state.items, line.referenceId) - line.quantity + units);
    if (refused) return refused;
  }
  return accepted({ ...state, items: state.items.map((item, i) => (i === index ? withQuantity(item, units) : item)) });
}

export function deleteItem(state: CartState, index: number): CartState {
  return { ...state, items: state.items.filter((_, i) => i !== index) };
}

/** Removes every item; mode and payment stay. */
export function emptyCart(state: CartState): CartState {
  return { ...state, items: [] };
}

/** Replaces the items (a recovered or re-ordered cart); lines without a positive quantity are dropped. */
export function fillCart(state: CartState, items: readonly CartItem[]): CartState {
  return { ...state, items: items.filter((item) => Number.isSafeInteger(item.quantity) && item.quantity > 0) };
}

/** Back to an empty cart with no mode and no payment. */
export function resetCart(): CartState {
  return emptyCartState;
}

export function endAnimation(state: CartState): CartState {
  return state.animation ? { ...state, animation: false } : state;
}

export function setPaymentType(state: CartState, paymentType: string | undefined): CartState {
  return { ...state, paymentType };
}

/**
 * Diner §4: changing the order mode empties the cart when the new mode's menu hash differs
 * from the current one, and resets the payment to the new mode's default.
 */
export function changeMode(
  state: CartState,
  change: { readonly mode: string; readonly sameMenu: boolean; readonly defaultPaymentType?: string },
): CartState {
  return {
    ...state,
    items: change.sameMenu ? state.items : [],
    mode: change.mode,
    paymentType: change.defaultPaymentType,
  };
}
