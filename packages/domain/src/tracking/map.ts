/**
 * Tracking map rules (follow-up §2, §4 "Tracking", §9): markers, centre and zoom.
 */
import type { ShipmentStatus } from '../shipments/status.ts';

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export const MARKER_TYPES = ['rider', 'branch', 'destination'] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

export interface MapMarker {
  readonly type: MarkerType;
  readonly position: LatLng;
}

/** Marker icon size in pixels, [width, height]. */
export const MARKER_ICON_SIZE = [36, 36] as const;
export const MAP_INITIAL_ZOOM = 5;

/**
 * Decision: the rider's last position means something only while the rider is on the way to the
 * venue, at it, or on the way to the customer. Before acceptance there is no rider; after the
 * delivery the position no longer matters.
 */
export const RIDER_POSITION_STATUSES = [
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
  'ON_ROUTE_TO_DROPOFF',
] as const satisfies readonly ShipmentStatus[];

export const showsRiderPosition = (status: string | null | undefined): boolean =>
  typeof status === 'string' && (RIDER_POSITION_STATUSES as readonly string[]).includes(status);

type MaybePosition =
  | { readonly lat?: number | string | null; readonly lng?: number | string | null }
  | null
  | undefined;

/** A usable position: both coordinates present, finite, non-zero and within range. Strings from the wire are read as numbers. */
export function toPosition(value: MaybePosition): LatLng | null {
  if (!value) return null;
  const lat = Number(value.lat ?? Number.NaN);
  const lng = Number(value.lng ?? Number.NaN);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat === 0 || lng === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Markers in the order rider, branch, destination; missing or zero positions are dropped. */
export function trackingMarkers(input: {
  readonly status: string | null | undefined;
  readonly rider?: MaybePosition;
  readonly branch?: MaybePosition;
  readonly destination?: MaybePosition;
}): MapMarker[] {
  const candidates: [MarkerType, MaybePosition][] = [
    ['rider', showsRiderPosition(input.status) ? input.rider : null],
    ['branch', input.branch],
    ['destination', input.destination],
  ];
  return candidates.flatMap(([type, raw]) => {
    const position = toPosition(raw);
    return position ? [{ type, position }] : [];
  });
}

/**
 * Decision: the northward offset, in degrees of latitude, at zoom 14. Scaled by 2^(14 − zoom) it
 * keeps the same share of the screen at every zoom from 7 up (about 0.004° ≈ 450 m at zoom 14,
 * roughly a tenth of a phone screen's height, so the markers sit below the overlay's header).
 * Below zoom 7 the base value itself is used (the spec's rule), a negligible nudge.
 */
export const MAP_CENTER_OFFSET_BASE = 0.004;
export const MAP_CENTER_OFFSET_MIN_ZOOM = 7;
export const MAP_CENTER_OFFSET_REFERENCE_ZOOM = 14;

export function mapCenterOffset(zoom: number): number {
  if (zoom < MAP_CENTER_OFFSET_MIN_ZOOM) return MAP_CENTER_OFFSET_BASE;
  return MAP_CENTER_OFFSET_BASE * 2 ** (MAP_CENTER_OFFSET_REFERENCE_ZOOM - zoom);
}

/** Decision: with no marker at all the map shows Buenos Aires (the product's default country). */
export const DEFAULT_MAP_CENTER: LatLng = { lat: -34.6037, lng: -58.3816 };

/**
 * The map centre: the rider's position if there is a rider marker, otherwise the average of the
 * markers moved north by `mapCenterOffset(zoom)` (latitude capped at ±90).
 */
export function mapCenter(markers: readonly MapMarker[], zoom: number = MAP_INITIAL_ZOOM): LatLng {
  const rider = markers.find((m) => m.type === 'rider');
  if (rider) return rider.position;
  if (markers.length === 0) return DEFAULT_MAP_CENTER;
  const lat = markers.reduce((sum, m) => sum + m.position.lat, 0) / markers.length;
  const lng = markers.reduce((sum, m) => sum + m.position.lng, 0) / markers.length;
  return { lat: Math.min(90, lat + mapCenterOffset(zoom)), lng };
}

/**
 * Decision: once the map is on screen it is fitted to its markers, so the rider, the venue and the
 * destination show together; the spec's centre and zoom 5 are where it opens. The markers keep
 * this many pixels from the edges of the part of the map no overlay covers.
 */
export const MAP_FIT_PADDING_PX = 40;
/** Decision: the closest the fit zooms in (a street and its corners), also for a single marker. */
export const MAP_FIT_MAX_ZOOM = 16;

/** The part of the map's height left uncovered by the overlay's top and bottom panels, in pixels. */
export interface MapBand {
  readonly top: number;
  readonly bottom: number;
}

/**
 * The fit's padding, [top, bottom], from the overlay's panels: the markers sit in the band between
 * them. When the band is too short to hold a marker, the panels are ignored (the map at least
 * shows every marker).
 */
export function mapFitPadding(mapHeight: number, covered: MapBand): { readonly top: number; readonly bottom: number } {
  const top = covered.top + MAP_FIT_PADDING_PX;
  const bottom = covered.bottom + MAP_FIT_PADDING_PX;
  if (mapHeight - top - bottom < MARKER_ICON_SIZE[1]) return { top: MAP_FIT_PADDING_PX, bottom: MAP_FIT_PADDING_PX };
  return { top, bottom };
}
