/**
 * Tracking data and live updates (follow-up §4 "Tracking", §9).
 */
import { isTerminalShipmentStatus } from '../shipments/status.ts';

export type TrackingDataState = 'idle' | 'loaded';
export type TrackingDataEvent = 'FETCH_SUCCEEDED' | 'FETCH_FAILED' | 'REFRESH';

/** idle → loaded after the first successful fetch; refresh resets to idle (then refetches); a failure changes nothing. */
export const TRACKING_DATA_TRANSITIONS: Readonly<
  Record<TrackingDataState, Readonly<Record<TrackingDataEvent, TrackingDataState>>>
> = {
  idle: { FETCH_SUCCEEDED: 'loaded', FETCH_FAILED: 'idle', REFRESH: 'idle' },
  loaded: { FETCH_SUCCEEDED: 'loaded', FETCH_FAILED: 'loaded', REFRESH: 'idle' },
};

export const trackingDataTransition = (state: TrackingDataState, event: TrackingDataEvent): TrackingDataState =>
  TRACKING_DATA_TRANSITIONS[state][event];

/** Pusher-style connection states. */
export type ConnectionState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** The global live-updates flag: on when connected; off when failed, disconnected or unavailable; otherwise unchanged. */
export function liveUpdatesEnabled(current: boolean, connection: ConnectionState | string): boolean {
  if (connection === 'connected') return true;
  if (connection === 'failed' || connection === 'disconnected' || connection === 'unavailable') return false;
  return current;
}

export const trackingChannelName = (id: string | number): string => `tracking-${id}`;
/** Decision: the name of the tracking update event on the channel; its payload is the whole tracking object. */
export const TRACKING_UPDATE_EVENT = 'logistics-tracking-update';
/** The subscription starts this long after the channel is set up. */
export const TRACKING_SUBSCRIPTION_DELAY_MS = 1000;
/** Decision: with live updates off the page polls the tracking object this often. */
export const TRACKING_POLL_INTERVAL_MS = 15_000;

/** Subscribe while the data is loaded, live updates are on and the tracking object has an id. */
export const shouldSubscribeToTracking = (
  state: TrackingDataState,
  live: boolean,
  id: string | number | null | undefined,
): boolean => state === 'loaded' && live && id !== null && id !== undefined && id !== '';

/** Poll instead while the data is loaded and live updates are off. */
export const shouldPollTracking = (state: TrackingDataState, live: boolean): boolean => state === 'loaded' && !live;

interface TrackingCodeHolder {
  readonly shipmentId: string;
  readonly status: string;
  readonly securityCode?: string;
}

/**
 * A pushed tracking object carries no delivery code (the page reads it over its authorised HTTP
 * read). It replaces what the page shows, keeping the code it knows while the push is about the
 * same shipment, still open; a closed shipment has no code, and a new shipment (a rider's cancel
 * put the order back up) has a new one, which `needsRead` asks for.
 */
export function applyTrackingPush<T extends TrackingCodeHolder>(
  known: T | null,
  pushed: T,
): { readonly tracking: T; readonly needsRead: boolean } {
  const sameShipment = known !== null && known.shipmentId === pushed.shipmentId;
  if (!sameShipment) return { tracking: pushed, needsRead: !isTerminalShipmentStatus(pushed.status) };
  const code = isTerminalShipmentStatus(pushed.status) ? undefined : (pushed.securityCode ?? known.securityCode);
  const { securityCode: _pushedCode, ...rest } = pushed;
  return { tracking: (code === undefined ? rest : { ...rest, securityCode: code }) as T, needsRead: false };
}
