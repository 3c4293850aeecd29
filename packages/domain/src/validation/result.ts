/** Validation results are data, never exceptions: a form shows `message`, a test compares it. */
export type ValidationResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export const valid: ValidationResult = { ok: true };

export function invalid(message: string): ValidationResult {
  return { ok: false, message };
}

/** Blank after trimming, or not a string at all (a corrupt value counts as missing). */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}
