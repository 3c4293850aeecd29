/** The diner's own data in the checkout's 'Mis datos' (diner §5 and §9). */

/**
 * Diner §9 "email check at 100+ characters". Decision: an email of 100 or more characters is
 * invalid, and so is a shorter one that does not look like an address; both give
 * 'Ingrese un email valido'. (Reading it as "only emails of 100+ characters are checked" would
 * let every short malformed email through, which no form means to do.)
 */
export const EMAIL_INVALID_FROM_LENGTH = 100;

/** Deliberately loose (one '@', a dot in the domain, no spaces): the mail server is the real check. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isValidEmail(email: unknown): boolean {
  if (typeof email !== 'string') return false;
  const trimmed = email.trim();
  return trimmed.length < EMAIL_INVALID_FROM_LENGTH && emailPattern.test(trimmed);
}

/** Diner §9 "Document 7 to 11 characters". */
export const DOCUMENT_MIN_LENGTH = 7;
export const DOCUMENT_MAX_LENGTH = 11;

/** The document input drops dots, commas, plus and minus signs as they are typed (diner §5). */
export function sanitizeDocumentInput(input: unknown): string {
  return typeof input === 'string' ? input.replace(/[.,+-]/g, '') : '';
}

/** 7 to 11 characters once sanitised (surrounding spaces ignored). */
export function isValidDocument(document: unknown): boolean {
  const length = sanitizeDocumentInput(document).trim().length;
  return length >= DOCUMENT_MIN_LENGTH && length <= DOCUMENT_MAX_LENGTH;
}
