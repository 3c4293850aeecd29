/// <reference lib="webworker" />
/**
 * The storefront's service worker (built by vite-plugin-pwa's injectManifest with Workbox):
 *
 * - the app shell (index.html, every JS/CSS chunk, fonts, icons) is precached at install, so the
 *   app opens offline;
 * - pages are network-first: online, the server's answer is used (each branch's page carries its
 *   own CSP, see apps/server/src/http/marketing-csp.ts); offline, the last copy of that page, else
 *   the shell;
 * - the catalogue reads (alias, branch contact, order modes, menu, discounts, customizations,
 *   indicators, images) are network-first too, so the last menu seen is there offline;
 * - nothing else is cached: writes (POST, PUT, DELETE) never, and neither are reads with personal
 *   data (orders, customers, loyalty) nor the third-party analytics.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CACHE_EARLIER_READS } from './cache-earlier-reads.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version takes over at once: the shell is content-hashed, so an open page keeps working.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const pages = new NetworkFirst({
  cacheName: 'storefront-pages',
  plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});

/** Storefront pages only: the rider app and Storybook have their own scope and files. */
const isStorefrontPage = (url: URL) => !/^\/(api|logistics|storybook)(\/|$)/.test(url.pathname);

/**
 * An order's follow-up and survey are live, and their documents carry the order's state (the
 * server answers the page's first reads in them): never kept, so offline they open from the shell
 * and say they cannot load rather than showing an old state as the current one.
 */
const isOrderPage = (url: URL) => /^\/(menu\/[^/]+\/order|encuesta)\//.test(url.pathname);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isStorefrontPage(url),
  async (options) => {
    try {
      if (isOrderPage(options.url)) return await fetch(options.request);
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  },
);

/** GET reads of the catalogue (diner §7) that the menu needs; no order, customer or loyalty data. */
const CATALOGUE_READ =
  /^\/api\/(diner\/(?!.*\/order\/)|menucustomization\/|indicators|entityindicators\/|country\/|ordermode\/schedule\/|ordermodes\/[^/]+\/general)/;

const isCatalogueRead = (url: URL) =>
  url.origin === self.location.origin && CATALOGUE_READ.test(url.pathname) && !url.pathname.endsWith('/log');

const catalogue = new NetworkFirst({
  cacheName: 'storefront-catalogue',
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 })],
});

registerRoute(({ url }) => isCatalogueRead(url), catalogue, 'GET');

/**
 * The first visit's reads went to the network before this worker took over: the page sends their
 * URLs (src/pwa/cache-earlier-reads.ts) and the worker reads and keeps the catalogue ones itself,
 * so the last menu seen is there offline without the page parsing or rendering anything again.
 */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== CACHE_EARLIER_READS || !Array.isArray(message.urls)) return;
  const reads = message.urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, self.location.origin))
    .filter(isCatalogueRead);
  event.waitUntil(Promise.allSettled(reads.map((url) => catalogue.handle({ event, request: new Request(url.href) }))));
});
