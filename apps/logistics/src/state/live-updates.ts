/**
 * Follow-up §4 "Real time": the global live-updates flag, on while the push connection is
 * connected (the domain's `liveUpdatesEnabled`). Read with `useLiveUpdates()`.
 */
import { type ConnectionState, liveUpdatesEnabled } from '@comanda/domain/tracking';
import { useSyncExternalStore } from 'react';

let live = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === live) return;
  live = next;
  for (const listener of listeners) listener();
}

export const liveUpdates = {
  onConnectionState: (state: ConnectionState | string) => set(liveUpdatesEnabled(live, state)),
  /** The connection was dropped on purpose (leaving the page). */
  reset: () => set(false),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLiveUpdates = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  );
