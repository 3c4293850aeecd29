/**
 * localStorage that never breaks the page: unavailable storage (private mode, quota) reads as
 * empty and writes are dropped; what a key holds is checked by its reader, never trusted.
 */
import { useSyncExternalStore } from 'react';

export const storageKeys = {
  cart: 'comanda:cart',
  location: 'comanda:location',
  phonePrefix: 'comanda:phone-prefix',
  session: 'comanda:session',
  closedModalSeen: 'comanda:closed-modal-seen',
  placedOrders: 'comanda:placed-orders',
  /** Followed by `:{alias}`: each store remembers its own diet filter. */
  dietFilter: 'comanda:diet-filter',
} as const;

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the cart still works for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's writes.
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

/**
 * What `key` holds, for a render: nothing on the server, which cannot see it, and so nothing in the
 * hydration of the server's screen either (the same screen); the browser's value from the next
 * render on, following writes.
 */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStorage(key),
    () => null,
  );
}
