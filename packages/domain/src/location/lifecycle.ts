/**
 * The diner's location through its life (diner §3 "User location (persisted locally)", §4
 * "Location: set from geocoded place or manual entry, saved, restored, partially changed,
 * reset", §5 "Stored location is complete when city, postal code and locality exist or it was
 * geocoded"). Pure: the app keeps the value where it likes (the storefront: localStorage).
 */
import type { LatLng } from '../tracking/map.ts';
import { isStoredLocationComplete, type UserLocation } from '../validation/address.ts';
import { isBlank } from '../validation/result.ts';

export type PositionedLocation = UserLocation & { readonly lat: number; readonly lng: number };

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A point a delivery can be quoted for. */
export function hasPosition(location: UserLocation | null | undefined): location is PositionedLocation {
  return isCoordinate(location?.lat, 90) && isCoordinate(location?.lng, 180);
}

/** What a place says about where it is, besides its street: filled in when the diner left them empty. */
const areaFields = ['city', 'locality', 'province', 'postalCode', 'country'] as const;
/** What names the door: changing one of these by hand makes the old position wrong. */
const addressFields = ['fullAddress', 'street', 'number'] as const;
const textFields = [...addressFields, ...areaFields, 'betweenStreets', 'details'] as const;

/**
 * Set from a geocoded place (a suggestion picked, a typed address found, the device's point read
 * back): the place's address and position; what the diner wrote about the door (cross streets,
 * clarifications) stays.
 */
export function locationFromPlace(current: UserLocation | null | undefined, place: UserLocation): UserLocation {
  return {
    ...current,
    ...place,
    betweenStreets: place.betweenStreets ?? current?.betweenStreets ?? null,
    details: place.details ?? current?.details ?? null,
    geocoded: true,
    fromLocalStorage: false,
  };
}

/**
 * Set from a point the diner confirmed on the map: the position is the pin's and the address
 * the diner wrote stays as written. The place found at the pin, if any, fills the area fields
 * (city, postal code…) the diner left empty, never the street.
 */
export function locationAtPoint(
  current: UserLocation | null | undefined,
  point: LatLng,
  placeThere?: UserLocation | null,
): UserLocation {
  const filled: Partial<Record<(typeof areaFields)[number], string>> = {};
  for (const field of areaFields) {
    const found = placeThere?.[field];
    if (isBlank(current?.[field]) && typeof found === 'string' && !isBlank(found)) filled[field] = found;
  }
  return { ...current, ...filled, lat: point.lat, lng: point.lng, geocoded: true, fromLocalStorage: false };
}

/**
 * Partially changed by hand (manual entry): the fields given replace the old ones. A new street,
 * number or address text no longer matches the old point, so the position is dropped and the
 * location is no longer geocoded; cross streets or clarifications keep it.
 */
export function changeLocation(current: UserLocation | null | undefined, change: Partial<UserLocation>): UserLocation {
  const moved = addressFields.some((field) => field in change && (change[field] ?? '') !== (current?.[field] ?? ''));
  return {
    ...current,
    ...change,
    ...(moved ? { lat: null, lng: null, geocoded: false } : {}),
    fromLocalStorage: false,
  };
}

/** Saved: the JSON kept between visits (without `fromLocalStorage`, which only a restore sets). */
export function serializeLocation(location: UserLocation): string {
  const { fromLocalStorage: _restoredFlag, ...kept } = location;
  return JSON.stringify(kept);
}

/**
 * Restored: what was saved, each field checked (storage is somebody else's data), marked
 * `fromLocalStorage`. Anything unreadable, or a location without an address, restores as none.
 */
export function restoreLocation(raw: string | null | undefined): UserLocation | null {
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
  if (isCoordinate(record.lat, 90) && isCoordinate(record.lng, 180)) {
    location.lat = record.lat;
    location.lng = record.lng;
  }
  if (typeof record.geocoded === 'boolean') location.geocoded = record.geocoded;
  const restored = location as UserLocation;
  return isBlank(restored.fullAddress) && isBlank(restored.street) ? null : restored;
}

/**
 * Whether to ask the diner where they are (again): nothing stored, or a stored location that is
 * not complete by the spec's rule (§5).
 */
export const shouldAskForLocation = (location: UserLocation | null | undefined): boolean =>
  !isStoredLocationComplete(location);
