import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_CENTER, type LatLng } from '@comanda/domain';
import { divIcon, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import * as styles from './AddressMap.css.ts';

/** Diner §9 "Map": Buenos Aires at zoom 4 until a place is chosen, then zoom 16 on it. */
export const ADDRESS_MAP_DEFAULT_ZOOM = 4;
export const ADDRESS_MAP_SELECTED_ZOOM = 16;

export const addressMapTexts = {
  label: 'Mapa',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  pin: 'Ubicación elegida',
} as const;

export interface AddressMapProps {
  /** Tile URL template ('https://tile.example/{z}/{x}/{y}.png'); a data URL in stories. */
  readonly tileUrl: string;
  /** The tile service's attribution (HTML allowed, as Leaflet takes it). */
  readonly attribution: string;
  /** The chosen place: the map centres on it at zoom 16 and shows a pin. */
  readonly position?: LatLng | null;
  /** A click on the map moves the pin there. */
  readonly onPositionChange?: (position: LatLng) => void;
  readonly label?: string;
}

const isFinitePosition = (position: LatLng | null | undefined): position is LatLng =>
  !!position && Number.isFinite(position.lat) && Number.isFinite(position.lng);

/** The address modal's map (Leaflet through react-leaflet); loaded lazily by the modal. */
export function AddressMap({
  tileUrl,
  attribution,
  position,
  onPositionChange,
  label = addressMapTexts.label,
}: AddressMapProps) {
  const chosen = isFinitePosition(position) ? position : null;
  const center = chosen ?? DEFAULT_MAP_CENTER;
  const zoom = chosen ? ADDRESS_MAP_SELECTED_ZOOM : ADDRESS_MAP_DEFAULT_ZOOM;
  const icon = useMemo(() => divIcon({ className: styles.pin, html: '', iconSize: [28, 28], iconAnchor: [4, 30] }), []);
  return (
    <section
      className={styles.region}
      aria-label={label}
      data-slot="address-map"
      data-state={chosen ? 'chosen' : 'default'}
    >
      <MapContainer className={styles.map} center={[center.lat, center.lng]} zoom={zoom} zoomControl={false}>
        <TileLayer url={tileUrl} attribution={attribution} />
        <ZoomControl position="topright" zoomInTitle={addressMapTexts.zoomIn} zoomOutTitle={addressMapTexts.zoomOut} />
        {chosen && (
          <Marker
            position={[chosen.lat, chosen.lng]}
            icon={icon}
            title={addressMapTexts.pin}
            keyboard={false}
            interactive={false}
          />
        )}
        <FollowPosition center={center} zoom={zoom} />
        {onPositionChange && <ClickToMove onPositionChange={onPositionChange} />}
      </MapContainer>
    </section>
  );
}

/** MapContainer reads `center` and `zoom` once; later changes move the view here. */
function FollowPosition({ center, zoom }: { readonly center: LatLng; readonly zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  // The dialog animates in and may resize: Leaflet must measure its box again.
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function ClickToMove({ onPositionChange }: { readonly onPositionChange: (position: LatLng) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPositionChange({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

export default AddressMap;
