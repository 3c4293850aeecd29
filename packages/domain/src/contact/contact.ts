/**
 * Phone cleaning for the `phone` query parameter (diner §2) and the contact links of the
 * messaging app and the dialler (diner §7, follow-up §7). Phone validation and the phone form
 * input (which keeps a leading '+') are in validation/phone.ts.
 */

/** Where a contact link points when there is no phone: nowhere. */
export const NO_CONTACT_LINK = '#';

/** Only the digits: spaces, dashes, parentheses and a leading '+' go. '+54 (11) 2233-4455' → '541122334455'. */
export function cleanPhone(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D/g, '');
}

/**
 * `https://wa.me/{phone}`, with `?text={encoded}` when there is a text (the order message);
 * '#' when the phone has no digits.
 */
export function whatsAppLink(phone: string | null | undefined, text?: string): string {
  const digits = cleanPhone(phone);
  if (!digits) return NO_CONTACT_LINK;
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** `tel:{phone}`, keeping a leading '+' so an international number dials as such; '#' without a phone. */
export function telLink(phone: string | null | undefined): string {
  const digits = cleanPhone(phone);
  if (!digits) return NO_CONTACT_LINK;
  return `tel:${phone?.trim().startsWith('+') ? '+' : ''}${digits}`;
}
