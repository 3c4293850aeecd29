/**
 * A simple ETA model the server uses to fill a tracking object's minETA/maxETA (follow-up §3, §4).
 *
 * Decision: the route is the straight-line (haversine) distance along the remaining path times a
 * detour factor of 1.3 (streets are not straight), ridden at an average 20 km/h (a motorbike in
 * city traffic). Before the pick-up the path goes rider → venue → customer and the pick-up itself
 * adds a handover time. The minimum ETA is that time rounded up (at least 1 minute); the maximum
 * adds a 10-minute margin.
 */
import type { LatLng } from './map.ts';

export const EARTH_RADIUS_KM = 6371;
export const ETA_AVERAGE_SPEED_KMH = 20;
export const ETA_DETOUR_FACTOR = 1.3;
export const ETA_MARGIN_MINUTES = 10;
/** Time at the venue to pick the order up, counted while the rider has not left it yet. */
export const ETA_PICKUP_MINUTES = 5;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const pathKm = (path: readonly LatLng[]): number =>
  path.slice(1).reduce((sum, point, i) => sum + haversineKm(path[i] as LatLng, point), 0);

export interface EtaEstimate {
  readonly distanceKm: number;
  readonly minEtaMinutes: number;
  readonly maxEtaMinutes: number;
}

/** ETA over a path of points, plus fixed extra minutes (a pick-up still to be made). */
export function estimateEta(path: readonly LatLng[], extraMinutes = 0): EtaEstimate {
  const distanceKm = pathKm(path);
  const rideMinutes = ((distanceKm * ETA_DETOUR_FACTOR) / ETA_AVERAGE_SPEED_KMH) * 60;
  const minEtaMinutes = Math.max(1, Math.ceil(rideMinutes + extraMinutes));
  return { distanceKm, minEtaMinutes, maxEtaMinutes: minEtaMinutes + ETA_MARGIN_MINUTES };
}

/**
 * ETA for a shipment by status: on the way to the venue the path passes through it (plus the
 * pick-up time); at the venue the pick-up time is added; on the way to the customer only the
 * last leg counts. Null when the status has no ETA or a position is missing.
 */
export function shipmentEta(input: {
  readonly status: string;
  readonly rider: LatLng | null;
  readonly branch: LatLng | null;
  readonly destination: LatLng | null;
}): EtaEstimate | null {
  const { status, rider, branch, destination } = input;
  if (!destination) return null;
  switch (status) {
    case 'ON_ROUTE_TO_PICKUP':
      return rider && branch ? estimateEta([rider, branch, destination], ETA_PICKUP_MINUTES) : null;
    case 'IN_STORE': {
      const from = branch ?? rider;
      return from ? estimateEta([from, destination], ETA_PICKUP_MINUTES) : null;
    }
    case 'ON_ROUTE_TO_DROPOFF':
      return rider ? estimateEta([rider, destination]) : null;
    default:
      return null;
  }
}

/** '{min}-{max} min', or '{min} min' when both are equal; null with no ETA. */
export function formatEtaRange(minEtaMinutes?: number | null, maxEtaMinutes?: number | null): string | null {
  const min = Number.isFinite(minEtaMinutes) ? Math.round(minEtaMinutes as number) : null;
  const max = Number.isFinite(maxEtaMinutes) ? Math.round(maxEtaMinutes as number) : null;
  if (min === null && max === null) return null;
  if (min === null || max === null || min === max) return `${min ?? max} min`;
  return `${Math.min(min, max)}-${Math.max(min, max)} min`;
}
