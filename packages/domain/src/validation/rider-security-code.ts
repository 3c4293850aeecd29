/**
 * A rider's security code. Apart from account.ts, which needs libphonenumber-js: the contract's
 * schemas use this rule, and every page of the rider app and the tracking page load them.
 */

/**
 * Decision (trust review): a four-digit code falls to a few thousand guesses, so a rider who
 * registers now chooses at least this many digits. Riders registered before keep their code.
 */
export const RIDER_SECURITY_CODE_MIN_DIGITS = 6;
/**
 * Decision: what a new rider whose code is shorter is told, in follow-up §8's tone. Here, not only in
 * messages.ts, so that the contract's schemas carry this text and not every form's.
 */
export const riderSecurityCodeTooShortMessage = `El código de seguridad debe tener al menos ${RIDER_SECURITY_CODE_MIN_DIGITS} números`;
/** The longest security code accepted. */
export const RIDER_SECURITY_CODE_MAX_LENGTH = 32;

/** A security code a new rider may choose: digits only, at least `RIDER_SECURITY_CODE_MIN_DIGITS`. */
export function isNewRiderSecurityCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  const trimmed = code.trim();
  return (
    /^\d+$/.test(trimmed) &&
    trimmed.length >= RIDER_SECURITY_CODE_MIN_DIGITS &&
    trimmed.length <= RIDER_SECURITY_CODE_MAX_LENGTH
  );
}
