import { lazy } from 'react';

/**
 * `TrackingRoute` loaded apart: it lies below the map, so its code (and the distance rules) need
 * not arrive before the order's state. Wrap it in `Suspense`.
 */
export const LazyTrackingRoute = lazy(() =>
  import('./TrackingRoute.tsx').then(({ TrackingRoute }) => ({ default: TrackingRoute })),
);
