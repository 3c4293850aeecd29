/**
 * Errors a handler throws on purpose carry their status and a Spanish message a person can
 * read; anything else is a 500 (or a 503 when the database is unreachable) with a generic text.
 */
import type { ApiErrorBody } from '@comanda/api';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): ApiErrorBody & Record<string, unknown> {
    return { ...this.extra, error: this.code, message: this.message };
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} no encontrado`);
export const conflict = (code: string, message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, code, message, extra);
export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, code, message, extra);
