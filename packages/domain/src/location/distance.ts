/**
 * How far a store is from the diner (diner §2 "Branch-contact selector", §3 BranchContact
 * "distance in metres", §9 "distance in km one decimal"): the straight line between the two
 * points, in whole metres, and the stores nearest first.
 */
import { haversineKm } from '../tracking/eta.ts';
import type { LatLng } from '../tracking/map.ts';

const METRES_PER_KM = 1000;

/** The great-circle distance from `a` to `b` in whole metres. */
export const distanceMetres = (a: LatLng, b: LatLng): number => Math.round(haversineKm(a, b) * METRES_PER_KM);

export interface DistancedPlace {
  readonly name: string;
  /** Metres from the diner; absent when the diner's point is unknown. */
  readonly distance?: number | undefined;
}

/**
 * Nearest first; places without a distance after those with one; equal distances (or none) by
 * name, so the order never depends on the database's.
 */
export function nearestFirst(a: DistancedPlace, b: DistancedPlace): number {
  const far = Number.POSITIVE_INFINITY;
  return (a.distance ?? far) - (b.distance ?? far) || a.name.localeCompare(b.name, 'es');
}
