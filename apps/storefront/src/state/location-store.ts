/**
 * The diner's location (diner §3 "User location (persisted locally)", §4 "Location: set …, saved,
 * restored, partially changed, reset"): the domain's rules over `storageKeys.location`, shared by
 * every page (the store selector, the menu's fees, the checkout) and followed across tabs.
 */
import { restoreLocation, serializeLocation, type UserLocation } from '@comanda/domain';
import { useMemo } from 'react';
import { storageKeys, useStoredValue, writeStorage } from './storage.ts';

export function saveLocation(location: UserLocation): void {
  writeStorage(storageKeys.location, serializeLocation(location));
}

export function resetLocation(): void {
  writeStorage(storageKeys.location, null);
}

/** The saved location, restored (null on the server's render and in the hydration of its screen). */
export function useDinerLocation(): UserLocation | null {
  const raw = useStoredValue(storageKeys.location);
  return useMemo(() => restoreLocation(raw), [raw]);
}
