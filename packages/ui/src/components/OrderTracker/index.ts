export { ORDER_TRACKER_LABEL, OrderTracker, type OrderTrackerProps } from './OrderTracker.tsx';
