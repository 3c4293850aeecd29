/**
 * The menu filtered by diet: the diner picks some of the indicators the menu's plates carry
 * (Vegetariano, Sin TACC, Picante, as the branch defines them) and sees only the plates that carry
 * every one of them, since each is a restriction the plate must meet (`passesDiet`).
 */
import type { Plate } from './types.ts';

type WithIndicators = Pick<Plate, 'indicators'>;

/** The indicators, in their list's order, that at least one of the plates carries: the filter's choices. */
export function dietChoices<I extends { readonly id: string }>(
  indicators: readonly I[],
  plates: Iterable<WithIndicators>,
): I[] {
  const carried = new Set<string>();
  for (const plate of plates) for (const id of plate.indicators ?? []) carried.add(id);
  return indicators.filter((indicator) => carried.has(indicator.id));
}

/**
 * A stored choice read back: the ids of a JSON array of strings that some plate still carries
 * (the menu may have changed since); anything else reads as no choice.
 */
export function restoreDiet(stored: string | null, plates: Iterable<WithIndicators>): string[] {
  let ids: unknown;
  try {
    ids = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(ids)) return [];
  const carried = new Set<unknown>();
  for (const plate of plates) for (const id of plate.indicators ?? []) carried.add(id);
  return [...new Set(ids)].filter((id): id is string => typeof id === 'string' && carried.has(id));
}
