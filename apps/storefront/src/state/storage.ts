/**
 * localStorage that never breaks the page: unavailable storage (private mode, quota) reads as
 * empty and writes are dropped; what a key holds is checked by its reader, never trusted.
 */
export const storageKeys = {
  cart: 'comanda:cart',
  location: 'comanda:location',
  phonePrefix: 'comanda:phone-prefix',
  session: 'comanda:session',
  closedModalSeen: 'comanda:closed-modal-seen',
} as const;

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or blocked: the cart still works for this visit.
  }
}
