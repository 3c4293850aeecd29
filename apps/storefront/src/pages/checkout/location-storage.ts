/**
 * The diner's location (diner §3 "User location (persisted locally)"), saved under
 * `storageKeys.location`. Storage is somebody else's data: each field is checked on the way in.
 */
import type { UserLocation } from '@comanda/domain';
import { readStorage, storageKeys, writeStorage } from '../../state/storage.ts';

const textFields = [
  'fullAddress',
  'street',
  'number',
  'city',
  'locality',
  'province',
  'country',
  'postalCode',
  'betweenStreets',
  'details',
] as const;

export function readStoredLocation(): UserLocation | null {
  const raw = readStorage(storageKeys.location);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const location: Record<string, unknown> = { fromLocalStorage: true };
  for (const field of textFields) if (typeof record[field] === 'string') location[field] = record[field];
  for (const field of ['lat', 'lng'] as const) {
    const n = record[field];
    if (typeof n === 'number' && Number.isFinite(n)) location[field] = n;
  }
  if (typeof record.geocoded === 'boolean') location.geocoded = record.geocoded;
  return location as UserLocation;
}

export function writeStoredLocation(location: UserLocation): void {
  writeStorage(storageKeys.location, JSON.stringify({ ...location, fromLocalStorage: undefined }));
}

export const hasCoordinates = (
  location: UserLocation | null | undefined,
): location is UserLocation & { lat: number; lng: number } =>
  typeof location?.lat === 'number' &&
  Number.isFinite(location.lat) &&
  typeof location?.lng === 'number' &&
  Number.isFinite(location.lng);
