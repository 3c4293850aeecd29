/**
 * The push connection of the tracking page: GET /api/realtime/config tells pusher-js where the
 * server's Pusher-protocol endpoint is (the embedded one, soketi or hosted Pusher).
 */
import { takeDocumentAnswer } from '@comanda/api';
import Pusher from 'pusher-js';
import * as v from 'valibot';

const REALTIME_CONFIG = '/api/realtime/config';

const RealtimeConfigSchema = v.object({
  enabled: v.boolean(),
  key: v.string(),
  wsHost: v.string(),
  wsPort: v.number(),
  forceTLS: v.boolean(),
  cluster: v.string(),
});

/** Null when the server pushes nothing (`REALTIME=off`): the page polls. */
export async function connectRealtime(signal: AbortSignal): Promise<Pusher | null> {
  const config = v.parse(
    RealtimeConfigSchema,
    takeDocumentAnswer(REALTIME_CONFIG)?.answer ?? (await readConfig(signal)),
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
  });
}

/** The configuration from the API, when the page's document did not answer it (apps/server document-answers.ts). */
async function readConfig(signal: AbortSignal): Promise<unknown> {
  const response = await fetch(REALTIME_CONFIG, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`realtime config answered ${response.status}`);
  return await response.json();
}
