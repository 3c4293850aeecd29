import 'leaflet/dist/leaflet.css';
import { DEFAULT_MAP_CENTER, type LatLng } from '@comanda/domain/tracking';
import { divIcon, type Marker as LeafletMarker, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import * as styles from './AddressMap.css.ts';

/** Diner §9 "Map": Buenos Aires at zoom 4 until a place is chosen, then zoom 16 on it. */
export const ADDRESS_MAP_DEFAULT_ZOOM = 4;
export const ADDRESS_MAP_SELECTED_ZOOM = 16;
/** Decision: with no place yet but a store nearby (the pin step), the map opens on its streets. */
export const ADDRESS_MAP_NEAR_ZOOM = 15;
/** Decision: an arrow key moves the pin this many screen pixels (Shift: five times as far). */
export const PIN_KEYBOARD_STEP_PX = 12;

export const addressMapTexts = {
  label: 'Mapa',
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  pin: 'Ubicación elegida',
  keyboardHint:
    'Toca el mapa o arrastra el pin para marcar tu puerta. Con el teclado: Enter en el mapa coloca el pin en su centro; con el pin enfocado, las flechas lo mueven.',
} as const;

export const addressMapTileStatuses = ['loading', 'loaded', 'unavailable'] as const;
export type AddressMapTileStatus = (typeof addressMapTileStatuses)[number];

export interface AddressMapProps {
  /** Tile URL template ('https://tile.example/{z}/{x}/{y}.png'); a data URL in stories. */
  readonly tileUrl: string;
  /** The tile service's attribution (HTML allowed, as Leaflet takes it). */
  readonly attribution: string;
  /** The chosen place: the map centres on it at zoom 16 and shows a pin. */
  readonly position?: LatLng | null;
  /** Where to look while nothing is chosen (the store the diner orders from); Buenos Aires at zoom 4 without it. */
  readonly near?: LatLng | null;
  /** The diner moved the pin: a click or tap on the map, a drag, the arrow keys, Enter on the map. */
  readonly onPositionChange?: (position: LatLng) => void;
  /** The tiles loaded, or none could (no network, a blocked tile service). */
  readonly onTileStatusChange?: (status: AddressMapTileStatus) => void;
  readonly label?: string;
}

const isFinitePosition = (position: LatLng | null | undefined): position is LatLng =>
  !!position && Number.isFinite(position.lat) && Number.isFinite(position.lng);

/** The address modal's map (Leaflet through react-leaflet); loaded lazily by the modal. */
export function AddressMap({
  tileUrl,
  attribution,
  position,
  near,
  onPositionChange,
  onTileStatusChange,
  label = addressMapTexts.label,
}: AddressMapProps) {
  const hintId = useId();
  const chosen = isFinitePosition(position) ? position : null;
  const around = isFinitePosition(near) ? near : null;
  const view = viewOf(chosen, around);
  const [tiles, setTiles] = useState<AddressMapTileStatus>('loading');
  const tileEvents = useMemo(() => {
    let loaded = false;
    return {
      tileload: () => {
        loaded = true;
        setTiles('loaded');
      },
      // One tile may fail among many; the map is unavailable while not a single one has loaded.
      tileerror: () => {
        if (!loaded) setTiles('unavailable');
      },
    };
  }, []);
  const reportTiles = useRef(onTileStatusChange);
  reportTiles.current = onTileStatusChange;
  useEffect(() => {
    reportTiles.current?.(tiles);
  }, [tiles]);

  return (
    <section
      className={styles.region}
      aria-label={label}
      data-slot="address-map"
      data-state={chosen ? 'chosen' : 'default'}
      data-tiles={tiles}
    >
      <MapContainer
        className={styles.map}
        center={[view.center.lat, view.center.lng]}
        zoom={view.zoom}
        zoomControl={false}
        // Leaflet 1.9 finishes a zoom animation on a timer that outlives the map: a dialog closed
        // mid-zoom would throw. Zooming without the animation also spares slow phones the work.
        zoomAnimation={false}
      >
        <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
        <ZoomControl position="topright" zoomInTitle={addressMapTexts.zoomIn} zoomOutTitle={addressMapTexts.zoomOut} />
        {chosen && <Pin position={chosen} hintId={hintId} onPositionChange={onPositionChange} />}
        <FollowPosition chosen={chosen} around={around} />
        {onPositionChange && <PlaceByPointer hintId={hintId} onPositionChange={onPositionChange} />}
      </MapContainer>
      <p id={hintId} hidden>
        {addressMapTexts.keyboardHint}
      </p>
    </section>
  );
}

function viewOf(chosen: LatLng | null, around: LatLng | null): { center: LatLng; zoom: number } {
  if (chosen) return { center: chosen, zoom: ADDRESS_MAP_SELECTED_ZOOM };
  if (around) return { center: around, zoom: ADDRESS_MAP_NEAR_ZOOM };
  return { center: DEFAULT_MAP_CENTER, zoom: ADDRESS_MAP_DEFAULT_ZOOM };
}

/**
 * MapContainer reads `center` and `zoom` once. A place chosen (or dropped) looks at it afresh;
 * a pin moved keeps the diner's zoom and pans only when the pin nears the edge.
 */
function FollowPosition({ chosen, around }: { readonly chosen: LatLng | null; readonly around: LatLng | null }) {
  const map = useMap();
  const lat = chosen?.lat;
  const lng = chosen?.lng;
  const nearLat = around?.lat;
  const nearLng = around?.lng;
  const shown = useRef<{ placed: boolean; near: string } | null>(null);
  useEffect(() => {
    const placed = lat !== undefined && lng !== undefined;
    const near = `${nearLat},${nearLng}`;
    const fresh = shown.current?.placed !== placed || (!placed && shown.current.near !== near);
    shown.current = { placed, near };
    if (fresh) {
      const view = viewOf(
        placed ? { lat, lng } : null,
        nearLat !== undefined && nearLng !== undefined ? { lat: nearLat, lng: nearLng } : null,
      );
      map.setView([view.center.lat, view.center.lng], view.zoom);
    } else if (placed && !map.getBounds().pad(-0.15).contains([lat, lng])) {
      map.panTo([lat, lng]);
    }
  }, [map, lat, lng, nearLat, nearLng]);
  // The dialog animates in and may resize: Leaflet must measure its box again.
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** The pin: dragged by pointer, moved by the arrow keys when focused (Leaflet makes it a focusable button). */
function Pin({
  position,
  hintId,
  onPositionChange,
}: {
  readonly position: LatLng;
  readonly hintId: string;
  readonly onPositionChange: ((position: LatLng) => void) | undefined;
}) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const icon = useMemo(() => divIcon({ className: styles.pin, html: '', iconSize: [28, 28], iconAnchor: [4, 30] }), []);
  const report = useRef(onPositionChange);
  report.current = onPositionChange;
  const movable = onPositionChange !== undefined;

  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element || !movable) return;
    element.setAttribute('aria-describedby', hintId);
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.shiftKey ? PIN_KEYBOARD_STEP_PX * 5 : PIN_KEYBOARD_STEP_PX;
      const offsets: Record<string, [number, number]> = {
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
      };
      const offset = offsets[event.key];
      if (!offset || !marker.current) return;
      // The map's own keyboard handler would pan the map instead.
      event.preventDefault();
      event.stopPropagation();
      const at = map.latLngToContainerPoint(marker.current.getLatLng()).add(offset);
      const moved = map.containerPointToLatLng(at);
      report.current?.({ lat: moved.lat, lng: moved.lng });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map, hintId, movable]);

  return (
    <Marker
      ref={marker}
      position={[position.lat, position.lng]}
      icon={icon}
      title={addressMapTexts.pin}
      keyboard={movable}
      interactive={movable}
      draggable={movable}
      eventHandlers={{
        dragend: () => {
          const at = marker.current?.getLatLng();
          if (at) report.current?.({ lat: at.lat, lng: at.lng });
        },
      }}
    />
  );
}

/** A click or tap on the map moves the pin there; Enter on the focused map puts it at the centre. */
function PlaceByPointer({
  hintId,
  onPositionChange,
}: {
  readonly hintId: string;
  readonly onPositionChange: (position: LatLng) => void;
}) {
  const map = useMapEvents({
    click: (event: LeafletMouseEvent) => onPositionChange({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  const report = useRef(onPositionChange);
  report.current = onPositionChange;
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('aria-describedby', hintId);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== container) return;
      event.preventDefault();
      const center = map.getCenter();
      report.current({ lat: center.lat, lng: center.lng });
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      container.removeAttribute('aria-describedby');
    };
  }, [map, hintId]);
  return null;
}

export default AddressMap;
