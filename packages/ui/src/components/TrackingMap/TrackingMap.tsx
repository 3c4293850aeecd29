import 'leaflet/dist/leaflet.css';
import { MAP_INITIAL_ZOOM, MARKER_ICON_SIZE, type MapMarker, type MarkerType, mapCenter } from '@comanda/domain';
import { divIcon } from 'leaflet';
import { type ReactNode, useEffect, useMemo } from 'react';
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

/** Follows new data: the map re-centres when the computed centre moves. */
function FollowCenter({ lat, lng }: { readonly lat: number; readonly lng: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

/**
 * The customer tracking map (Leaflet): zoom controls hidden, 36×36 markers for the rider, the
 * branch and the destination, centred by the domain's `mapCenter`. Import it lazily
 * (`LazyTrackingMap`) so Leaflet loads only on the pages that show a map.
 */
export function TrackingMap({ markers, tileUrl, attribution, zoom = MAP_INITIAL_ZOOM, children }: TrackingMapProps) {
  const center = mapCenter(markers, zoom);
  const icons = useMemo(
    () => ({ rider: markerIcon('rider'), branch: markerIcon('branch'), destination: markerIcon('destination') }),
    [],
  );
  return (
    <section className={styles.root} aria-label={TRACKING_MAP_LABEL} data-slot="tracking-map">
      <MapContainer className={styles.map} center={[center.lat, center.lng]} zoom={zoom} zoomControl={false}>
        <TileLayer url={tileUrl} {...(attribution ? { attribution } : {})} />
        <FollowCenter lat={center.lat} lng={center.lng} />
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
      {children}
    </section>
  );
}

export default TrackingMap;
