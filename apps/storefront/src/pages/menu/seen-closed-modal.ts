/** Diner §4: the closed-store notice shows once; the stores whose notice was seen are kept locally. */
import { readStorage, storageKeys, writeStorage } from '../../state/storage.ts';

function seenAliases(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.closedModalSeen) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

export function wasClosedModalSeen(alias: string): boolean {
  return seenAliases().includes(alias);
}

export function markClosedModalSeen(alias: string): void {
  const aliases = seenAliases();
  if (!aliases.includes(alias)) writeStorage(storageKeys.closedModalSeen, JSON.stringify([...aliases, alias]));
}
