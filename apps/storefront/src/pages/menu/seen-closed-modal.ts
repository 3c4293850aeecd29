/** Diner §4: the closed-store notice shows once; the stores whose notice was seen are kept locally. */
import { readStorage, storageKeys, useStoredValue, writeStorage } from '../../state/storage.ts';

function seenAliases(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this browser has seen the notice of the store at `alias` (never on the server's screen). */
export function useClosedModalSeen(alias: string): boolean {
  return seenAliases(useStoredValue(storageKeys.closedModalSeen)).includes(alias);
}

export function markClosedModalSeen(alias: string): void {
  const aliases = seenAliases(readStorage(storageKeys.closedModalSeen));
  if (!aliases.includes(alias)) writeStorage(storageKeys.closedModalSeen, JSON.stringify([...aliases, alias]));
}
