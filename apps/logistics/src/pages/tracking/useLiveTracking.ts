/**
 * Follow-up §4 "Real time": while the tracking data is loaded and live updates are on, listen on
 * 'tracking-{id}' for 'logistics-tracking-update' (bound 1 s after the channel is set up) and
 * hand each pushed tracking object to `onUpdate`. The connection is dropped on leaving.
 */
import {
  logisticsCalls,
  type OrderAccessQuery,
  TRACKING_EVENT,
  type TrackingOutput,
  TrackingSchema,
  trackingChannel,
} from '@comanda/api';
import { useApi } from '@comanda/api/react';
import {
  shouldSubscribeToTracking,
  TRACKING_SUBSCRIPTION_DELAY_MS,
  type TrackingDataState,
  trackingMessages,
} from '@comanda/domain/tracking';
import type Pusher from 'pusher-js';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { liveUpdates, useLiveUpdates } from '../../state/live-updates.ts';
import { connectRealtime } from './realtime.ts';

export function useLiveTracking(options: {
  readonly dataState: TrackingDataState;
  readonly trackingId: string | undefined;
  /** The order's access token, which the private channel's authorisation asks for. */
  readonly access: OrderAccessQuery;
  readonly onUpdate: (tracking: TrackingOutput) => void;
  /** Runs once the event is bound: refetch what may have changed before. */
  readonly onListening: () => void;
}): boolean {
  const { dataState, trackingId } = options;
  const live = useLiveUpdates();
  const [client, setClient] = useState<Pusher | null>(null);
  const handlers = useRef(options);
  handlers.current = options;
  // A request for pusher-js, not a state of the page: the client's call, whose errors pusher-js hears.
  const { call } = useApi();
  const authorize = useRef(call);
  authorize.current = call;

  useEffect(() => {
    const controller = new AbortController();
    let pusher: Pusher | null = null;
    connectRealtime(controller.signal, (socketId, channelName) =>
      authorize.current(logisticsCalls.authorizeTrackingChannel, {
        query: handlers.current.access,
        body: { socketId, channelName },
      }),
    )
      .then((connected) => {
        if (!connected) return;
        pusher = connected;
        pusher.connection.bind('state_change', ({ current }: { current: string }) => {
          if (current === 'failed' || current === 'unavailable') console.error(trackingMessages.log.connectionFailed);
          liveUpdates.onConnectionState(current);
        });
        setClient(pusher);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(trackingMessages.log.connectionFailed, error);
      });
    return () => {
      controller.abort();
      pusher?.disconnect();
      liveUpdates.reset();
      setClient(null);
    };
  }, []);

  const subscribed = Boolean(client) && shouldSubscribeToTracking(dataState, live, trackingId);
  useEffect(() => {
    if (!client || !subscribed || !trackingId) return;
    const name = trackingChannel(trackingId);
    const channel = client.subscribe(name);
    const timer = setTimeout(() => {
      channel.bind(TRACKING_EVENT, (data: unknown) => {
        const parsed = v.safeParse(TrackingSchema, data);
        if (parsed.success) handlers.current.onUpdate(parsed.output);
        else console.error('tracking update ignored: unexpected payload');
      });
      handlers.current.onListening();
    }, TRACKING_SUBSCRIPTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      channel.unbind(TRACKING_EVENT);
      client.unsubscribe(name);
    };
  }, [client, subscribed, trackingId]);

  return live;
}
