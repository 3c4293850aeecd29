import { isApiError, parseError } from '@comanda/api';

/** The HTTP status of a failed call (0 for network or contract failures, and for no error). */
export const errorStatus = (error: unknown): number => (error ? parseError(error).status : 0);

/** The machine code of an error answer (`{ code: 'EXPIRED_BY_OTHER' }` on a lost race), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
