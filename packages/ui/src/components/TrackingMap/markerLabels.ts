import type { MarkerType } from '@comanda/domain/tracking';

/** Decision: the accessible name of each map marker (the spec names the three types, not their words). */
export const trackingMarkerLabels: Readonly<Record<MarkerType, string>> = {
  rider: 'Repartidor',
  branch: 'Local',
  destination: 'Destino',
};

/** Decision: the map's accessible name. */
export const TRACKING_MAP_LABEL = 'Mapa del envío';
