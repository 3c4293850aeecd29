/// <reference lib="webworker" />
/**
 * The rider app's service worker (vite-plugin-pwa injectManifest with Workbox, as the
 * storefront's):
 *
 * - the app shell is precached so the app opens offline during a shift; pages are network-first
 *   with the shell as the offline answer (the customer's tracking page: network only);
 * - the rider's reads (who the rider is, the branch, the shipments and stacks) are network-first:
 *   online the server's answer is used, offline the last one, so the shipment in progress opens
 *   in a basement with the steps kept on the phone applied over it (src/steps). They are dropped
 *   when the shift ends. No write is ever cached;
 * - Background Sync: the rider's kept steps are sent when the browser sees the network return,
 *   even with no rider page open (where the browser has it; the page retries by itself too).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { KEPT_STEPS, sendKeptSteps } from '../steps/kept-steps.ts';
import { isRiderRead, RIDER_READS_CACHE, RIDER_READS_EARLIER } from './rider-reads.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/logistics/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const pages = new NetworkFirst({
  cacheName: 'logistics-pages',
  plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 60 * 60 })],
});

/**
 * The customer's tracking page is live, and its document carries the order's state (the server
 * answers the page's first reads in it): never kept, so offline it opens from the shell and says
 * it cannot load rather than showing an old state as the current one.
 */
const isTrackingPage = (url: URL) => url.pathname.startsWith('/logistics/tracking/');

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/logistics/'),
  async (options) => {
    try {
      if (isTrackingPage(options.url)) return await fetch(options.request);
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

const riderReads = new NetworkFirst({
  cacheName: RIDER_READS_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 24 * 60 * 60 })],
});

registerRoute(({ url }) => url.origin === self.location.origin && isRiderRead(url.pathname), riderReads, 'GET');

/**
 * The first visit's reads went to the network before this worker took over: the page sends their
 * URLs (src/pwa/rider-reads.ts) and the worker reads and keeps the rider's ones it has not kept,
 * so the shipment opened on that visit is there offline.
 */
async function keepMissing(event: ExtendableMessageEvent, urls: readonly URL[]): Promise<void> {
  const cache = await caches.open(RIDER_READS_CACHE);
  for (const url of urls) {
    if (await cache.match(url.href)) continue;
    await riderReads.handle({ event, request: new Request(url.href) }).catch(() => undefined);
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== RIDER_READS_EARLIER || !Array.isArray(message.urls)) return;
  const reads = message.urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin && isRiderRead(url.pathname));
  event.waitUntil(keepMissing(event, reads));
});

/** Background Sync's event (not in every TypeScript lib yet). */
type SyncEvent = ExtendableEvent & { readonly tag: string };

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === KEPT_STEPS) sync.waitUntil(sendKeptSteps());
});
