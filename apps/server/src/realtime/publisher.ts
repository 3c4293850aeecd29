/**
 * How the server announces a change to the browsers watching it (architecture: "Real-time
 * tracking"). The embedded implementation speaks the Pusher Channels protocol on the server's own
 * port; the hosted one publishes through the Pusher HTTP API. Both answer this interface.
 */
export interface RealtimePublisher {
  /** Sends `data` as `event` to every subscriber of `channel`. Never throws: a lost push is recovered by polling. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

/** What the browser needs to connect with pusher-js (served by a config endpoint). */
export interface RealtimeClientConfig {
  readonly key: string;
  readonly wsHost: string;
  readonly wsPort: number;
  readonly forceTLS: boolean;
  readonly cluster: string;
  readonly enabled: boolean;
}

/** For tests and for a server started without realtime: records what would have been sent. */
export function createRecordingPublisher() {
  const sent: { channel: string; event: string; data: unknown }[] = [];
  const publisher: RealtimePublisher = {
    async publish(channel, event, data) {
      sent.push({ channel, event, data });
    },
  };
  return { publisher, sent };
}
