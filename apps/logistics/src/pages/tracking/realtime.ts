/**
 * The push connection of the tracking page: GET /api/realtime/config tells pusher-js where the
 * server's Pusher-protocol endpoint is (the embedded one, soketi or hosted Pusher). The tracking
 * channel is private: `authorize` asks the API to sign each subscription (pusher-js channel
 * authorisation), which it does for the holder of the order's access token only.
 */
import { REALTIME_CONFIG_PATH, takeDocumentAnswer } from '@comanda/api';
import Pusher from 'pusher-js';
import * as v from 'valibot';

const RealtimeConfigSchema = v.object({
  enabled: v.boolean(),
  key: v.string(),
  wsHost: v.string(),
  wsPort: v.number(),
  forceTLS: v.boolean(),
  cluster: v.string(),
});

/** Signs a subscription of the connection `socketId` to `channelName`: Pusher's `{ auth }`. */
export type ChannelAuthorizer = (socketId: string, channelName: string) => Promise<{ auth: string }>;

/** Null when the server pushes nothing (`REALTIME=off`): the page polls. */
export async function connectRealtime(signal: AbortSignal, authorize: ChannelAuthorizer): Promise<Pusher | null> {
  const config = v.parse(
    RealtimeConfigSchema,
    takeDocumentAnswer(REALTIME_CONFIG_PATH)?.answer ?? (await readConfig(signal)),
  );
  if (!config.enabled) return null;
  return new Pusher(config.key, {
    cluster: config.cluster,
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    // pusher-js uses wssPort with TLS: the server answers one port for both.
    wssPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    channelAuthorization: {
      // Through the typed API client rather than pusher-js's own form POST.
      endpoint: '',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(socketId, channelName).then(
          (answer) => callback(null, answer),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
        );
      },
    },
  });
}

/** The configuration from the API, when the page's document did not answer it (apps/server document-answers.ts). */
async function readConfig(signal: AbortSignal): Promise<unknown> {
  const response = await fetch(REALTIME_CONFIG_PATH, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`realtime config answered ${response.status}`);
  return await response.json();
}
