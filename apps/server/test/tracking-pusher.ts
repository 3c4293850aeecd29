/**
 * pusher-js as the tracking page sets it up: its private tracking channel authorised through
 * `POST /api/realtime/tracking-auth` with the order's access token.
 */
import { createApiClient, logisticsCalls } from '@comanda/api';
import Pusher, { type Options } from 'pusher-js';

export interface PusherTarget {
  readonly key: string;
  readonly wsHost: string;
  readonly wsPort: number;
  readonly forceTLS?: boolean;
  readonly cluster?: string;
}

export function trackingPusher(target: PusherTarget, api: { readonly baseUrl: string; readonly accessToken: string }) {
  const client = createApiClient(logisticsCalls, { baseUrl: api.baseUrl });
  const options: Options = {
    cluster: target.cluster ?? '',
    wsHost: target.wsHost,
    wsPort: target.wsPort,
    wssPort: target.wsPort,
    forceTLS: target.forceTLS ?? false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        client.authorizeTrackingChannel({ query: { access: api.accessToken }, body: { socketId, channelName } }).then(
          (answer) => callback(null, answer),
          (error: unknown) => callback(error as Error, null),
        );
      },
    },
  };
  return new Pusher(target.key, options);
}
