/**
 * Abandoned-cart recovery (diner §1, §2 "Query parameters read: … abandoned, phone", §7 carts
 * calls, §8 'Cart not found'): when a cart is kept for the venue to offer it back, and how a
 * recovery link is read and restored. The phone checks are in `abandoned-phone.ts`, apart, so
 * a page that only reads the link does not load the phone library with them.
 */
import { type CartState, emptyCartState, fillCart } from './cart.ts';
import type { CartItem } from './types.ts';

/** Diner §2: the query parameter that asks for a recovery (with `phone`). */
export const ABANDONED_QUERY_PARAM = 'abandoned';
export const PHONE_QUERY_PARAM = 'phone';

/** Diner §8: what is logged when there is no cart to recover. */
export const RECOVERY_CART_NOT_FOUND = 'Cart not found';

/**
 * Decision: the `navigationEvent` sent with the carts calls (the spec names the field, not its
 * values): the diner reached the checkout with a phone, or the order was created.
 */
export const abandonedCartEvents = {
  checkout: 'CHECKOUT',
  orderCreated: 'ORDER_CREATED',
} as const;

/** Decision: `abandoned` asks for a recovery unless it is empty or says false ('false', '0'). */
export function asksForRecovery(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = value.trim().toLowerCase();
  return text !== 'false' && text !== '0';
}

export interface RecoveryQuery {
  readonly abandoned: string | null | undefined;
  readonly phone: string | null | undefined;
}

/**
 * The recovered cart (diner §7 recovery answers orderModeId and items): those items in that
 * mode; the payment goes back to the mode's default (none chosen).
 */
export function recoveredCart(recovery: {
  readonly orderModeId: string;
  readonly items: readonly CartItem[];
}): CartState {
  return fillCart({ ...emptyCartState, mode: recovery.orderModeId }, recovery.items);
}
