/**
 * One definition per call of the specs: method, path, the valibot schemas of its parameters,
 * query, body and response, and what the apps do when it fails. The typed client, the SWR
 * hooks, the server's validators, the MSW mocks and docs/api.md are all derived from these.
 */
import type * as v from 'valibot';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * The error catalogue (diner §8, follow-up §8), once:
 * - `fallback`: the caller gets `value` (an empty list or object) and the failure is logged;
 * - `store`: the error is parsed by the shared parser and kept for the screen to show;
 * - `log`: only logged (to POST /api/diner/log); the caller gets `undefined`.
 */
export type FailurePolicy =
  | { readonly kind: 'fallback'; readonly value: unknown }
  | { readonly kind: 'store' }
  | { readonly kind: 'log' };

/**
 * Who may call:
 * - `public`: anyone (what the answer shows may still depend on a credential; see the call's summary);
 * - `riderAccount`: a rider with a live shift token, approved by the venue or still pending;
 * - `rider`: a rider with a live shift token whom the venue approved;
 * - `order`: the diner of one order, by the order's access token (`?access=`, the secret of the links
 *   the diner is given) — an answer of 401 without it and of 403 with another order's;
 * - `staff`: staff with the staff token.
 */
export const callAuths = ['public', 'riderAccount', 'rider', 'order', 'staff'] as const;
export type CallAuth = (typeof callAuths)[number];

type Schema = v.GenericSchema;

export interface CallDefinition {
  readonly method: HttpMethod;
  /** Hono-style path: `/api/diner/:alias`. */
  readonly path: string;
  readonly summary: string;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** `text` for the plain-text diner log; JSON otherwise. */
  readonly bodyFormat?: 'json' | 'text';
  /** `null` for calls that answer 204 with no body. */
  readonly response: Schema | null;
  readonly failure: FailurePolicy;
  readonly auth: CallAuth;
  /** Where the path or the call itself is our decision because the spec does not show it. */
  readonly decision?: string;
}

/** Identity, for inference; marked free of side effects so that a call no page makes is left out of its bundle. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<const D extends CallDefinition>(definition: D): D {
  return definition;
}

type InputOf<S> = S extends Schema ? v.InferInput<S> : never;
type OutputOf<S> = S extends Schema ? v.InferOutput<S> : never;

/** What a caller passes: only the parts the call has. */
export type CallInput<D extends CallDefinition> = (D['params'] extends Schema
  ? { readonly params: InputOf<D['params']> }
  : { readonly params?: undefined }) &
  (D['query'] extends Schema ? { readonly query: InputOf<D['query']> } : { readonly query?: undefined }) &
  (D['body'] extends Schema ? { readonly body: InputOf<D['body']> } : { readonly body?: undefined }) & {
    /** A credential of a third party the call forwards (an external loyalty partner's token), sent as `Authorization: Bearer`. */
    readonly bearer?: string;
  };

/** What a call answers once parsed. */
export type CallOutput<D extends CallDefinition> = D['response'] extends Schema ? OutputOf<D['response']> : undefined;

/** Fills `:name` segments of a path, URL-encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** Query string with repeated keys for arrays (`orderModeId=1&orderModeId=2`); empty values are left out. */
export function buildQuery(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
