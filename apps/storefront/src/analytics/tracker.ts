/**
 * Loads the vendors' scripts for the configured ids and sends events to them. Nothing is loaded
 * and nothing is sent when no id is configured. The vendors' usual inline snippets are written
 * here as module code (queue stubs, then an external script), because the server's CSP forbids
 * inline scripts; the server allows the vendors' origins only on pages of a branch that has ids.
 */
import type { AnalyticsEvent, MarketingIds } from '@comanda/domain/analytics';
import { type AnalyticsDetail, dataLayerEntryOf, facebookCallOf, googleCallOf } from './event-mapping.ts';

export const vendorScripts = {
  facebook: 'https://connect.facebook.net/en_US/fbevents.js',
  googleTag: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
} as const;

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; push?: unknown; loaded?: boolean };

/** The globals the vendors' scripts read: `fbq`, `gtag` and `dataLayer`. */
export interface VendorGlobals {
  fbq?: Queue;
  _fbq?: Queue;
  gtag?: (...args: unknown[]) => void;
  dataLayer?: unknown[];
}

export interface TrackerEnvironment {
  readonly globals: VendorGlobals;
  /** Adds an async external script; `onError` runs when it cannot load (blocked, offline). */
  readonly loadScript: (src: string, onError: () => void) => void;
  /** Diner §8: pixel failures are logged to the backend. */
  readonly logFailure: (message: string) => void;
}

export interface Tracker {
  readonly track: (event: AnalyticsEvent, detail?: AnalyticsDetail) => void;
  readonly pageView: () => void;
}

function installFacebook(pixelId: string, env: TrackerEnvironment): void {
  const g = env.globals;
  if (!g.fbq) {
    // Meta's snippet: a function that queues calls until fbevents.js replaces `callMethod`.
    const fbq: Queue & { callMethod?: (...args: unknown[]) => void; version?: string } = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue?.push(args);
    };
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    g.fbq = fbq;
    g._fbq ??= fbq;
    env.loadScript(vendorScripts.facebook, () => env.logFailure(`Pixel ${pixelId}: fbevents.js no cargó`));
  }
  g.fbq('init', pixelId);
}

function installGoogle(ids: MarketingIds, env: TrackerEnvironment): void {
  const g = env.globals;
  g.dataLayer ??= [];
  const dataLayer = g.dataLayer;
  if (ids.googleTag) {
    // gtag.js reads the `arguments` objects queued in the data layer, as Google's snippet does.
    g.gtag ??= function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the Arguments object itself.
      dataLayer.push(arguments);
    };
    g.gtag('js', new Date());
    // Page views are sent by `pageView`, on every client-side route change.
    g.gtag('config', ids.googleTag, { send_page_view: false });
    env.loadScript(vendorScripts.googleTag(ids.googleTag), () =>
      env.logFailure(`Google tag ${ids.googleTag}: gtag.js no cargó`),
    );
  }
  if (ids.tagManager) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    env.loadScript(vendorScripts.tagManager(ids.tagManager), () =>
      env.logFailure(`Tag Manager ${ids.tagManager}: gtm.js no cargó`),
    );
  }
}

/** Installs the vendors for `ids` (once per id) and answers a tracker that reports to all of them. */
export function createTracker(ids: MarketingIds, env: TrackerEnvironment): Tracker {
  if (ids.facebookPixel) installFacebook(ids.facebookPixel, env);
  if (ids.googleTag || ids.tagManager) installGoogle(ids, env);
  const g = env.globals;
  return {
    pageView() {
      if (ids.facebookPixel) g.fbq?.('track', 'PageView');
      // gtag's `config` sends the first page view; later client-side navigations send their own.
      if (ids.googleTag) g.gtag?.('event', 'page_view', { send_to: ids.googleTag });
      if (ids.tagManager) g.dataLayer?.push({ event: 'page_view' });
    },
    track(event, detail = {}) {
      if (ids.facebookPixel) {
        const [method, name, params] = facebookCallOf(event, detail);
        g.fbq?.(method, name, params);
      }
      if (ids.googleTag) {
        const [name, params] = googleCallOf(event, detail);
        g.gtag?.('event', name, { ...params, send_to: ids.googleTag });
      }
      if (ids.tagManager) g.dataLayer?.push(dataLayerEntryOf(event, detail));
    },
  };
}
