/**
 * localStorage that never breaks the page: unavailable storage (private mode, quota) reads as
 * empty and writes are dropped.
 */
export const storageKeys = {
  /** Follow-up §2: the delivery-code modal opens once per order. */
  deliveryCodeSeen: (alias: string, orderCode: string) => `comanda:delivery-code-seen:${alias}:${orderCode}`,
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
    // Storage full or blocked: at worst the modal shows again on the next visit.
  }
}
