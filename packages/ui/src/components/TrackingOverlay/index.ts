export { TrackingOverlay, type TrackingOverlayProps, trackingContactLabels } from './TrackingOverlay.tsx';
