/**
 * The phone side of a recovery link (diner §2 "abandoned, phone"): which phone it asks for. Kept
 * apart from `abandoned.ts` because it needs libphonenumber-js (≈ 48 KB gzip), which the menu
 * loads only for a recovery link.
 */
import { toE164 } from '../validation/phone.ts';
import { asksForRecovery, type RecoveryQuery } from './abandoned.ts';

/**
 * The E.164 phone whose abandoned cart the link asks to recover, or null when the link asks for
 * none or its phone is not valid for the branch's country (the phone is cleaned first).
 */
export function recoveryPhone(query: RecoveryQuery, country: string): string | null {
  if (!asksForRecovery(query.abandoned)) return null;
  return toE164(query.phone, country);
}
