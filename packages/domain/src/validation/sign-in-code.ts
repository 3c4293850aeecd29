/**
 * The diner proves the phone before the account opens: a one-time code goes to it by message,
 * and only that code opens the diner's session. The spec shows the sign in by phone alone; these
 * are our decisions (docs/security.md, "Diner identity and points").
 */
import { validationMessages } from './messages.ts';
import { invalid, type ValidationResult, valid } from './result.ts';

/** Digits in a one-time sign-in code. */
export const SIGN_IN_CODE_LENGTH = 6;
/** A code is good for this long after it was sent. */
export const SIGN_IN_CODE_TTL_SECONDS = 5 * 60;
/** Wrong entries a code survives; the next one burns it. */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;
/** A diner's session lasts this long unless the diner signs out. */
export const DINER_SESSION_DAYS = 30;

/** The message the phone receives. */
export function signInCodeMessage(code: string, branchName: string): string {
  return `${code} es tu código para ingresar en ${branchName}. Vence en ${SIGN_IN_CODE_TTL_SECONDS / 60} minutos. No lo compartas.`;
}

/** Just digits, the length a code has: anything else is refused before the server is asked. */
export function validateSignInCode(code: unknown): ValidationResult {
  if (typeof code !== 'string' || code.trim() === '') return invalid(validationMessages.signIn.codeRequired);
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(code.trim())
    ? valid
    : invalid(validationMessages.signIn.codeInvalid);
}
