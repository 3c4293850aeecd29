/**
 * The phone side of abandoned carts (diner §2 "abandoned, phone"): which phone a recovery link
 * asks for, and which phone a cart is kept under. Kept apart from `abandoned.ts` because it
 * needs libphonenumber-js (≈ 48 KB gzip), which the menu loads only for a recovery link.
 */
import { toE164 } from '../validation/phone.ts';
import { asksForRecovery, type RecoveryQuery } from './abandoned.ts';
import type { CartItem } from './types.ts';

/**
 * The E.164 phone whose abandoned cart the link asks to recover, or null when the link asks for
 * none or its phone is not valid for the branch's country (the phone is cleaned first).
 */
export function recoveryPhone(query: RecoveryQuery, country: string): string | null {
  if (!asksForRecovery(query.abandoned)) return null;
  return toE164(query.phone, country);
}

/**
 * A cart is kept as abandoned only when it has lines and the diner gave a valid phone: the
 * answer is that phone in E.164, or null when there is nothing to keep.
 */
export function abandonedCartPhone(items: readonly CartItem[], phone: unknown, country: string): string | null {
  return items.length > 0 ? toE164(phone, country) : null;
}
