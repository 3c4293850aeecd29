/// <reference lib="webworker" />
/**
 * The rider app's service worker (vite-plugin-pwa injectManifest with Workbox, as the
 * storefront's): the app shell is precached so the app opens offline during a shift; pages are
 * network-first with the shell as the offline answer (the customer's tracking page: network only). No API answer is cached: shipments and
 * riders must always be current, and writes never are.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

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
