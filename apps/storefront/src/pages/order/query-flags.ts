/** The follow-up page's query flags (follow-up §2), read from the URL. */
import { ORDER_FOLLOW_UP_QUERY_FLAGS } from '@comanda/domain/order';

export const flags = ORDER_FOLLOW_UP_QUERY_FLAGS;

/** A flag is on when present, unless it says 'false' or '0' (`?showPWA`, `?showPWA=true`). */
export function isFlagOn(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  return value !== null && value !== 'false' && value !== '0';
}

/** The current address without the given query parameters (for `history.replaceState` or a reload). */
export function urlWithout(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
