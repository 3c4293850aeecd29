/**
 * Validation results are data, never exceptions: a form shows `message`, a test compares it.
 * `field` names the input the message belongs under; without it the message is about the whole form.
 */
export type ValidationResult<Field extends string = string> =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly field?: Field };

export const valid: ValidationResult<never> = { ok: true };

export function invalid<Field extends string = never>(message: string, field?: Field): ValidationResult<Field> {
  return field === undefined ? { ok: false, message } : { ok: false, message, field };
}

/** Blank after trimming, or not a string at all (a corrupt value counts as missing). */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}
