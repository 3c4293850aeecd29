import { ORDER_ACCESS_PARAM } from '@comanda/api';

/** The follow-up page of an order, with its access token when the diner has it and the page's query flags. */
export function followUpPath(
  alias: string,
  code: string,
  accessToken?: string,
  flags: Readonly<Record<string, string>> = {},
): string {
  const path = `/menu/${encodeURIComponent(alias)}/order/${encodeURIComponent(code)}`;
  const query = new URLSearchParams({ ...(accessToken ? { [ORDER_ACCESS_PARAM]: accessToken } : {}), ...flags });
  return query.size > 0 ? `${path}?${query}` : path;
}
