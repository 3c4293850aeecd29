import 'leaflet/dist/leaflet.css';
import {
  MAP_FIT_MAX_ZOOM,
  MAP_FIT_PADDING_PX,
  MAP_INITIAL_ZOOM,
  MARKER_ICON_SIZE,
  type MapBand,
  type MapMarker,
  type MarkerType,
  mapCenter,
  mapFitPadding,
} from '@comanda/domain/tracking';
import { divIcon, latLngBounds } from 'leaflet';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { TRACKING_MAP_LABEL, trackingMarkerLabels } from './markerLabels.ts';
import * as styles from './TrackingMap.css.ts';

export interface TrackingMapProps {
  /** The domain's `trackingMarkers(...)`: rider (when meaningful), branch and destination. */
  readonly markers: readonly MapMarker[];
  /** A Leaflet tile URL template; stories pass a data URL so they need no network. */
  readonly tileUrl: string;
  readonly attribution?: string;
  /** The zoom the map opens at (the spec's 5 by default); also the zoom `mapCenter` offsets for. */
  readonly zoom?: number;
  /** Laid over the map (e.g. `TrackingOverlay`). */
  readonly children?: ReactNode;
}

const markerGlyphs: Record<MarkerType, string> = {
  rider:
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><circle cx="6" cy="17" r="3"/><circle cx="18" cy="17" r="3"/><path d="M6 17l4-7h5l3 7M10 10l-1-3H6"/></svg>',
  branch:
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M4 10l2-6h12l2 6M5 10v10h14V10M9 20v-5h6v5"/></svg>',
  destination:
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M4 11l8-7 8 7M6 9v11h12V9"/></svg>',
};

function markerIcon(type: MarkerType) {
  const [width, height] = MARKER_ICON_SIZE;
  const label = trackingMarkerLabels[type];
  return divIcon({
    className: styles.icon,
    iconSize: [width, height],
    iconAnchor: [width / 2, height / 2],
    html: `<span role="img" aria-label="${label}" class="${styles.marker({ type })}" data-type="${type}">${markerGlyphs[type]}</span>`,
  });
}

/**
 * How much of the map the overlay's panels cover: the first from the top, the last (when there is
 * another) from the bottom.
 */
function coveredBand(map: HTMLElement, layer: HTMLElement | null): MapBand {
  const panels = Array.from(layer?.firstElementChild?.children ?? []);
  const area = map.getBoundingClientRect();
  const first = panels[0]?.getBoundingClientRect();
  const last = panels.length > 1 ? panels[panels.length - 1]?.getBoundingClientRect() : undefined;
  return {
    top: first ? Math.max(0, first.bottom - area.top) : 0,
    bottom: last ? Math.max(0, area.bottom - last.top) : 0,
  };
}

/**
 * Shows every marker at once: the map is fitted to them, between the overlay's panels, whenever a
 * marker moves. Without animation: Leaflet would finish it on a timer that outlives the map.
 */
function FitMarkers({
  markers,
  overlay,
}: {
  readonly markers: readonly MapMarker[];
  readonly overlay: RefObject<HTMLDivElement | null>;
}) {
  const map = useMap();
  const positions = markers.map((marker) => `${marker.position.lat},${marker.position.lng}`).join(';');
  useEffect(() => {
    if (!positions) return;
    const points = positions.split(';').map((pair) => pair.split(',').map(Number) as [number, number]);
    const container = map.getContainer();
    const padding = mapFitPadding(container.clientHeight, coveredBand(container, overlay.current));
    map.fitBounds(latLngBounds(points), {
      paddingTopLeft: [MAP_FIT_PADDING_PX, padding.top],
      paddingBottomRight: [MAP_FIT_PADDING_PX, padding.bottom],
      maxZoom: MAP_FIT_MAX_ZOOM,
      animate: false,
    });
  }, [map, positions, overlay]);
  return null;
}

/**
 * The customer tracking map (Leaflet): zoom controls hidden, 36×36 markers for the rider, the
 * branch and the destination; it opens at the domain's `mapCenter` and is then fitted to the
 * markers. Import it lazily
 * (`LazyTrackingMap`) so Leaflet loads only on the pages that show a map.
 */
export function TrackingMap({ markers, tileUrl, attribution, zoom = MAP_INITIAL_ZOOM, children }: TrackingMapProps) {
  const center = mapCenter(markers, zoom);
  const overlay = useRef<HTMLDivElement>(null);
  const icons = useMemo(
    () => ({ rider: markerIcon('rider'), branch: markerIcon('branch'), destination: markerIcon('destination') }),
    [],
  );
  return (
    <section className={styles.root} aria-label={TRACKING_MAP_LABEL} data-slot="tracking-map">
      <MapContainer
        className={styles.map}
        center={[center.lat, center.lng]}
        zoom={zoom}
        zoomControl={false}
        zoomAnimation={false}
      >
        <TileLayer url={tileUrl} {...(attribution ? { attribution } : {})} />
        <FitMarkers markers={markers} overlay={overlay} />
        {markers.map((marker) => (
          <Marker
            key={marker.type}
            position={[marker.position.lat, marker.position.lng]}
            icon={icons[marker.type]}
            title={trackingMarkerLabels[marker.type]}
            interactive={false}
            keyboard={false}
          />
        ))}
      </MapContainer>
      <div ref={overlay} className={styles.overlayLayer}>
        {children}
      </div>
    </section>
  );
}

export default TrackingMap;
