/**
 * The tracking map told in words, for whoever cannot see or read a map: where the order leaves
 * from, where it goes, how far apart they are, and how far the rider is from the destination.
 */
import { distanceMetres } from '../location/distance.ts';
import { formatDistanceKm } from '../money/format.ts';
import { showsRiderPosition, toPosition } from './map.ts';
import { trackingRouteMessages } from './messages.ts';

type Position = Parameters<typeof toPosition>[0];

/** Decision: closer than this the rider is "less than 100 m away", not "0,0 km". */
export const RIDER_NEAR_METRES = 100;

export interface TrackingRouteInput {
  readonly status: string | null | undefined;
  readonly branch: { readonly name: string; readonly address: string; readonly position?: Position };
  readonly destination: { readonly address: string; readonly position?: Position };
  readonly rider?: { readonly lastLocation?: Position } | null | undefined;
}

export interface TrackingRouteText {
  /** '{venue name}, {venue address}'. */
  readonly from: string;
  readonly to: string;
  /** Venue to destination in a straight line ('1,2 km'); null without both points. */
  readonly distance: string | null;
  /** The rider from the destination, or 'Sin ubicación por ahora' (no rider yet: the overlay says 'Sin repartidor'). */
  readonly rider: string;
}

export function trackingRouteText({ status, branch, destination, rider }: TrackingRouteInput): TrackingRouteText {
  const venue = toPosition(branch.position);
  const home = toPosition(destination.position);
  return {
    from: `${branch.name}, ${branch.address}`,
    to: destination.address,
    distance: venue && home ? formatDistanceKm(distanceMetres(venue, home)) : null,
    rider: riderText(status, rider, home),
  };
}

function riderText(
  status: string | null | undefined,
  rider: TrackingRouteInput['rider'],
  home: ReturnType<typeof toPosition>,
): string {
  const at = showsRiderPosition(status) ? toPosition(rider?.lastLocation) : null;
  if (!at || !home) return trackingRouteMessages.riderUnknown;
  const metres = distanceMetres(at, home);
  if (metres < RIDER_NEAR_METRES) return trackingRouteMessages.riderNear;
  return trackingRouteMessages.riderAway(formatDistanceKm(metres) ?? '');
}
