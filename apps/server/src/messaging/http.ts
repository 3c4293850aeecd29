/**
 * A messaging provider reached over HTTP: `POST MESSAGING_URL` with `{ "to": "+54911…", "body": "…" }`
 * as JSON and `Authorization: Bearer MESSAGING_TOKEN` when one is set. Any 2xx is taken as sent;
 * anything else, or no answer within the timeout, is a failure the caller reports.
 */
import type { Messenger } from './messenger.ts';

export interface HttpMessengerOptions {
  readonly url: string;
  readonly token?: string | undefined;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

export function createHttpMessenger({
  url,
  token,
  timeoutMs,
  fetch = globalThis.fetch,
}: HttpMessengerOptions): Messenger {
  return {
    async send(to, body) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`messaging provider answered ${response.status}`);
    },
  };
}
