/**
 * The orders this browser placed (diner §2 'PEDIDO EN CURSO' for a diner who did not sign in):
 * each one's store, code and access token (the secret of its follow-up link, docs/security.md),
 * kept for the recent-order window and no longer.
 */
import { RECENT_ORDER_WINDOW_MS } from '@comanda/domain/schedule';
import { useMemo } from 'react';
import * as v from 'valibot';
import { readStorage, storageKeys, useStoredValue, writeStorage } from './storage.ts';

const PlacedOrderSchema = v.object({
  alias: v.string(),
  code: v.string(),
  accessToken: v.optional(v.string()),
  placedAt: v.number(),
});
export type PlacedOrder = v.InferOutput<typeof PlacedOrderSchema>;

/** Decision: a handful is enough to find the one in progress; older ones are dropped first. */
const KEPT = 10;

function parse(stored: string | null, now: number): PlacedOrder[] {
  if (!stored) return [];
  try {
    const parsed = v.safeParse(v.array(PlacedOrderSchema), JSON.parse(stored));
    return parsed.success ? parsed.output.filter((order) => now - order.placedAt <= RECENT_ORDER_WINDOW_MS) : [];
  } catch {
    return [];
  }
}

export function rememberPlacedOrder(order: PlacedOrder): void {
  const kept = parse(readStorage(storageKeys.placedOrders), order.placedAt).filter(
    (earlier) => earlier.code !== order.code,
  );
  writeStorage(storageKeys.placedOrders, JSON.stringify([order, ...kept].slice(0, KEPT)));
}

/** The newest order this browser placed at the store `alias` within the window before `now`. */
export function useLatestPlacedOrder(alias: string, now: number): PlacedOrder | null {
  const stored = useStoredValue(storageKeys.placedOrders);
  return useMemo(() => parse(stored, now).find((order) => order.alias === alias) ?? null, [stored, now, alias]);
}

/**
 * The access tokens of the orders this browser placed at the store `alias` within the window: what
 * it shows the server to be given back the name and addresses it sent (docs/security.md).
 */
export function placedOrderTokens(alias: string, now: number): string[] {
  return parse(readStorage(storageKeys.placedOrders), now)
    .filter((order) => order.alias === alias && order.accessToken !== undefined)
    .map((order) => order.accessToken as string);
}

/** The access token this browser keeps for its order `code` at the store `alias`, if it placed it within the window. */
export function placedOrderToken(alias: string, code: string, now: number): string | null {
  return (
    parse(readStorage(storageKeys.placedOrders), now).find((order) => order.alias === alias && order.code === code)
      ?.accessToken ?? null
  );
}
