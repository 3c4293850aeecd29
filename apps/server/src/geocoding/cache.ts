/**
 * A small time-limited cache of geocoder answers, per process: the same address typed by many
 * diners (or by one, letter by letter) asks the service once a day. Not shared between
 * instances: a miss on another instance costs one more request, never a wrong answer.
 */
export interface AnswerCache<T> {
  get(key: string, now?: number): T | undefined;
  set(key: string, value: T, now?: number): void;
  readonly size: number;
}

export function createAnswerCache<T>(ttlMs: number, maxEntries: number): AnswerCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now) return undefined;
      // Re-inserted: a Map keeps insertion order, so the oldest used entry is first.
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, now = Date.now()) {
      if (ttlMs <= 0 || maxEntries <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
