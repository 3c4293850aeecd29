// Only the lazy component and types here: importing this index must not load Leaflet.
export { LazyTrackingMap, TrackingMapPlaceholder } from './LazyTrackingMap.tsx';
export { TRACKING_MAP_LABEL, trackingMarkerLabels } from './markerLabels.ts';
export type { TrackingMapProps } from './TrackingMap.tsx';
