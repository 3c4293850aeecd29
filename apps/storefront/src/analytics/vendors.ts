/**
 * The branch's pixel and tags, installed by analytics.ts once the page has settled: the vendors,
 * the events in their words and the link-click listener. With no ids configured nothing is
 * loaded, and `trackEvent` and the link-click listener do nothing.
 */
import { createCaller, dinerCalls, formatDinerLog } from '@comanda/api';
import {
  type AnalyticsEvent,
  analyticsSessionExpiry,
  countryOf,
  hasMarketingIds,
  type MarketingIds,
  shouldStartAnalyticsSession,
} from '@comanda/domain';
import { type AnalyticsDetail, toMajorUnits } from './event-mapping.ts';

import { createTracker, type Tracker, type TrackerEnvironment, type VendorGlobals } from './tracker.ts';

/** A product line as the app has it: prices in the currency's minor units. */
export interface TrackedLine {
  readonly referenceId: string;
  readonly name: string;
  readonly quantity: number;
  /** Unit price in minor units, when known. */
  readonly price?: number;
}

export interface TrackInput {
  readonly lines?: readonly TrackedLine[];
  /** Total in minor units. */
  readonly total?: number;
  readonly orderCode?: string;
  readonly label?: string;
}

interface Current {
  readonly key: string;
  readonly tracker: Tracker;
  readonly currency: string;
  readonly scale: number;
}

let current: Current | null = null;

const call = createCaller();

function browserEnvironment(): TrackerEnvironment {
  return {
    globals: window as unknown as VendorGlobals,
    loadScript(src, onError) {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.addEventListener('error', onError, { once: true });
      document.head.append(script);
    },
    logFailure(message) {
      void call(dinerCalls.logDinerError, {
        body: formatDinerLog(message, { url: window.location.href, component: 'analytics' }),
      }).catch(() => undefined);
    },
  };
}

/**
 * Installs the vendors of `ids` once (a repeated call with the same ids does nothing); no ids
 * turns reporting off. `country` gives the currency and its minor-unit scale.
 */
export function configureAnalytics(
  ids: MarketingIds,
  country: string,
  env: TrackerEnvironment = browserEnvironment(),
): void {
  if (!hasMarketingIds(ids)) {
    current = null;
    return;
  }
  const key = JSON.stringify(ids);
  if (current?.key === key) return;
  const { currencyCode, mantissa } = countryOf(country);
  current = { key, tracker: createTracker(ids, env), currency: currencyCode, scale: mantissa };
  if (typeof document !== 'undefined') listenToLinkClicks();
}

/** The vendor-neutral detail of an event, prices converted to major units. */
export function detailOf(input: TrackInput, currency: string, scale: number): AnalyticsDetail {
  const lines = input.lines ?? [];
  const total =
    input.total ??
    (lines.length > 0 && lines.every((line) => line.price !== undefined)
      ? lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0)
      : undefined);
  return {
    ...(total !== undefined ? { value: toMajorUnits(total, scale), currency } : {}),
    ...(lines.length > 0
      ? {
          items: lines.map((line) => ({
            id: line.referenceId,
            name: line.name,
            quantity: line.quantity,
            ...(line.price !== undefined ? { price: toMajorUnits(line.price, scale) } : {}),
          })),
        }
      : {}),
    ...(input.orderCode ? { orderCode: input.orderCode } : {}),
    ...(input.label ? { label: input.label } : {}),
  };
}

export function trackEvent(event: AnalyticsEvent, input: TrackInput = {}): void {
  if (!current) return;
  current.tracker.track(event, detailOf(input, current.currency, current.scale));
}

const SESSION_COOKIE = 'comanda_analytics_session';

/**
 * LINK_CLICK for links that leave the app (social, phone, messaging, maps), and the analytics
 * session cookie of diner §4: 10 minutes, set on the first link click unless on an order page.
 */
function onLinkClick(event: MouseEvent): void {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const path = window.location.pathname;
  const hasSession = document.cookie.split('; ').some((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  if (shouldStartAnalyticsSession({ path, hasSession })) {
    const expires = analyticsSessionExpiry(Date.now()).toUTCString();
    // biome-ignore lint/suspicious/noDocumentCookie: the spec's session is a cookie; Safari and Firefox lack the Cookie Store API.
    document.cookie = `${SESSION_COOKIE}=${crypto.randomUUID()}; expires=${expires}; path=/; SameSite=Lax`;
  }
  const leavesApp = anchor.origin !== window.location.origin || !anchor.protocol.startsWith('http');
  if (leavesApp) trackEvent('LINK_CLICK', { label: anchor.href });
}

let listening = false;
function listenToLinkClicks(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onLinkClick, { capture: true });
}

/** Reports a page view to the installed vendors. */
export function trackPageView(): void {
  current?.tracker.pageView();
}
