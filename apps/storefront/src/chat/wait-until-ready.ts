import { CHAT_RETRY_ATTEMPTS, CHAT_RETRY_INTERVAL_MS } from '@comanda/domain/analytics';

/**
 * Diner §9 "chat and bot retry up to 10 times every 200 ms": true as soon as `isReady`, checking
 * once and then up to `attempts` more times, `intervalMs` apart; false when it never is.
 */
export async function waitUntilReady(
  isReady: () => boolean,
  attempts = CHAT_RETRY_ATTEMPTS,
  intervalMs = CHAT_RETRY_INTERVAL_MS,
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    if (isReady()) return true;
    if (attempt >= attempts) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
