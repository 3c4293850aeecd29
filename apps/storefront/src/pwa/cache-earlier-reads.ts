import { documentAnswerUrls } from '@comanda/api';

/** The message that asks the service worker (src/pwa/sw.ts) to read and keep URLs the page read before it took over. */
export const CACHE_EARLIER_READS = 'cache-earlier-reads';

/**
 * Runs when a first service worker takes control of the page: the page's reads so far went to the
 * network, not through the worker, so it sends their URLs for the worker to cache the catalogue
 * ones (the worker filters). Re-reading them from the page instead would parse and render the
 * whole menu again while the diner is starting to use it. The reads the page's document answered
 * (no request at all) are sent too.
 */
export function cacheEarlierReads(): void {
  const urls = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...documentAnswerUrls().map((url) => new URL(url, window.location.origin).href),
  ];
  navigator.serviceWorker.controller?.postMessage({ type: CACHE_EARLIER_READS, urls });
}
