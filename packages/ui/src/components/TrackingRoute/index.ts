// Only the lazy component and types here: importing this index must not load the route's code.
export { LazyTrackingRoute } from './LazyTrackingRoute.tsx';
export type { TrackingRouteProps } from './TrackingRoute.tsx';
