/**
 * The diner's location (diner §3 "User location (persisted locally)", §4 "Location: set …, saved,
 * restored, partially changed, reset"): the domain's rules over `storageKeys.location`, shared by
 * every page (the store selector, the menu's fees, the checkout) and followed across tabs.
 */
import { restoreLocation, serializeLocation } from '@comanda/domain/location';
import type { UserLocation } from '@comanda/domain/validation';
import { useEffect, useMemo } from 'react';
import { setLogScope } from './log-scope.ts';
import { storageKeys, useStoredValue, writeStorage } from './storage.ts';

export function saveLocation(location: UserLocation): void {
  writeStorage(storageKeys.location, serializeLocation(location));
}

/** The saved location, restored (null on the server's render and in the hydration of its screen). */
export function useDinerLocation(): UserLocation | null {
  const raw = useStoredValue(storageKeys.location);
  const location = useMemo(() => restoreLocation(raw), [raw]);
  // A failure logged from here on carries where the diner is (diner §7 lat, lng, fullAddress...).
  useEffect(() => {
    setLogScope({
      lat: location?.lat ?? undefined,
      lng: location?.lng ?? undefined,
      fullAddress: location?.fullAddress ?? undefined,
      addressFromLocalStorage: location ? Boolean(location.fromLocalStorage) : undefined,
    });
  }, [location]);
  return location;
}
