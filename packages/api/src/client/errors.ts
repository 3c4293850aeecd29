/**
 * The shared error parser of diner §8 ("error stored via a shared parser"): whatever failed
 * (network, 4xx with an issue list, 5xx, a response that breaks the contract) becomes one
 * `ApiError` with a status and a Spanish message a person can read.
 */
import * as v from 'valibot';
import { ApiErrorBodySchema } from '../schemas/common.ts';

export const GENERIC_ERROR_MESSAGE = 'Hubo un error, vuélvalo a intentar en unos minutos';
/** A failure nobody foresaw (a 500, a page that threw): the server's answer and the apps' error screens. */
export const UNEXPECTED_ERROR_MESSAGE = 'Hubo un error inesperado. Intente nuevamente en unos minutos.';
export const NETWORK_ERROR_MESSAGE = 'No pudimos conectarnos. Revisá tu conexión e intentá de nuevo.';
export const CONTRACT_ERROR_MESSAGE = 'Recibimos una respuesta inesperada del servidor.';

export type ApiErrorKind = 'http' | 'network' | 'contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 for network and contract failures. */
    readonly status: number,
    message: string,
    /** The parsed error body, or the raw body text, for callers that reconcile (409 on create order). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds the error of a non-2xx answer from its body, whatever shape it came in. */
export function errorFromResponse(status: number, bodyText: string): ApiError {
  let body: unknown = bodyText;
  try {
    body = JSON.parse(bodyText);
  } catch {
    // A proxy's HTML page or plain text: keep it as text.
  }
  const parsed = v.safeParse(ApiErrorBodySchema, body);
  const message = parsed.success ? parsed.output.message : GENERIC_ERROR_MESSAGE;
  return new ApiError('http', status, message, body);
}

/** The one place that turns any thrown value into something to show. */
export function parseError(error: unknown): { status: number; message: string; kind: ApiErrorKind } {
  if (isApiError(error)) return { status: error.status, message: error.message, kind: error.kind };
  return { status: 0, message: GENERIC_ERROR_MESSAGE, kind: 'network' };
}
