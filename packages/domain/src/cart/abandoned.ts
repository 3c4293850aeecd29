/**
 * Abandoned-cart recovery (diner §1, §2 "Query parameters read: … abandoned, phone", §7 carts
 * calls, §8 'Cart not found'): when a cart is kept for the venue to offer it back, and how a
 * recovery link is read and restored. The recovery link's phone is read in `abandoned-phone.ts`,
 * apart, and the kept cart's phone with the caller's numbering plans, so neither the menu nor the
 * checkout's first screen loads the phone library with these rules.
 */
import type { PhoneNumbering } from '../validation/phone-input.ts';
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

/**
 * A cart is kept as abandoned only when it has lines and the diner gave a valid phone: the
 * answer is that phone in E.164 (read with the caller's numbering plans, `phoneNumbering` of
 * validation/phone.ts), or null when there is nothing to keep.
 */
export function abandonedCartPhone(
  items: readonly CartItem[],
  phone: unknown,
  country: string,
  phones: Pick<PhoneNumbering, 'toE164'>,
): string | null {
  return items.length > 0 ? phones.toE164(phone, country) : null;
}

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
