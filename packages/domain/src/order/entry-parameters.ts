/**
 * What a link into a menu says about the visit (diner §2 "Query parameters read: campaignId,
 * abandoned, phone (cleaned before storing), name, menu (repeatable), a source parameter").
 * `abandoned` (with `phone`) asks for a cart recovery: see `cart/abandoned.ts`.
 *
 * Decisions (the spec names the parameters, not what each one feeds):
 * - `source` becomes the order's `source` (default `ORDER_SOURCE_DEFAULT`, sent as `as-sent.ts` says);
 * - `campaignId` becomes the order's `acquisitionChannel`, so a campaign's orders can be counted;
 * - `phone` (cleaned) and `name` pre-fill 'Mis datos' when no diner is signed in;
 * - `menu` values are kept in the order they came, for the analytics of the visit.
 */

/** The order's `source` when the link names none (diner §3 "Order as sent"). */
export const ORDER_SOURCE_DEFAULT = 'DIRECT';

export const entryQueryParams = {
  campaignId: 'campaignId',
  source: 'source',
  phone: 'phone',
  name: 'name',
  menu: 'menu',
} as const;

/** Field limits of the order as sent (`source` 40, `acquisitionChannel` 80, a name 60). */
const LIMITS = { source: 40, campaignId: 80, name: 60, phone: 20, menu: 60, menus: 20 } as const;

export interface EntryParameters {
  readonly campaignId: string | null;
  readonly source: string | null;
  /** Digits with an optional leading '+': what a phone input accepts. */
  readonly phone: string | null;
  readonly name: string | null;
  readonly menus: readonly string[];
}

/** The part of `URLSearchParams` read here. */
export interface QueryReader {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** Control characters never belong in a name or an id typed into a link. */
const CONTROL = /\p{Cc}/gu;

function text(value: string | null, limit: number): string | null {
  const cleaned = value?.replace(CONTROL, '').trim() ?? '';
  return cleaned === '' || cleaned.length > limit ? null : cleaned;
}

/** Diner §2 "phone (cleaned before storing)": spaces, dashes, dots and brackets go; '+' stays first. */
export function cleanEntryPhone(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > LIMITS.phone) return null;
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

export function readEntryParameters(query: QueryReader): EntryParameters {
  const menus = query
    .getAll(entryQueryParams.menu)
    .map((menu) => text(menu, LIMITS.menu))
    .filter((menu): menu is string => menu !== null);
  return {
    campaignId: text(query.get(entryQueryParams.campaignId), LIMITS.campaignId),
    source: text(query.get(entryQueryParams.source), LIMITS.source),
    phone: cleanEntryPhone(query.get(entryQueryParams.phone)),
    name: text(query.get(entryQueryParams.name), LIMITS.name),
    menus: [...new Set(menus)].slice(0, LIMITS.menus),
  };
}

/** True when the link carried nothing worth remembering. */
export function isEmptyEntry(entry: EntryParameters): boolean {
  return !entry.campaignId && !entry.source && !entry.phone && !entry.name && entry.menus.length === 0;
}

/** The attribution fields of the order as sent. */
export function orderAttribution(entry: EntryParameters | null): {
  readonly source: string;
  readonly acquisitionChannel?: string;
} {
  return {
    source: entry?.source ?? ORDER_SOURCE_DEFAULT,
    ...(entry?.campaignId ? { acquisitionChannel: entry.campaignId } : {}),
  };
}

/**
 * The query string the follow-up page opens with after a submit (diner §2 "Submit goes to
 * ../{alias}/order/{orderId}, with optional query string"). Decision: the visit's attribution,
 * `campaignId` and `source`, so the page that confirms the order (and its analytics) still names
 * the campaign the diner came from; never `phone` or `name`, which would put a person's data in an
 * address that is shared, bookmarked and logged.
 */
export function followUpAttribution(entry: EntryParameters | null): Readonly<Record<string, string>> {
  return {
    ...(entry?.campaignId ? { [entryQueryParams.campaignId]: entry.campaignId } : {}),
    ...(entry?.source ? { [entryQueryParams.source]: entry.source } : {}),
  };
}
