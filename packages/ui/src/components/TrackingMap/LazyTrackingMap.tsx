import { lazy } from 'react';

/** `TrackingMap` loaded on first render: Leaflet and its CSS stay out of pages without a map. Wrap it in `Suspense`. */
export const LazyTrackingMap = lazy(() => import('./TrackingMap.tsx'));
