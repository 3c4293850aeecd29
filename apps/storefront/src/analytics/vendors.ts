/**
 * The branch's pixel and tags, installed by analytics.ts once the page has settled: the vendors
 * and the events in their words. With no ids configured nothing is loaded and `trackEvent` does
 * nothing.
 */
import { createCaller, dinerCalls, formatDinerLog } from '@comanda/api';
import { type AnalyticsEvent, hasMarketingIds, type MarketingIds } from '@comanda/domain/analytics';
import { countryOf } from '@comanda/domain/money';
import { dinerLogContext } from '../state/log-scope.ts';
import { detailOf, type TrackInput } from './event-mapping.ts';
import { createTracker, type Tracker, type TrackerEnvironment, type VendorGlobals } from './tracker.ts';

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
        body: formatDinerLog(message, { ...dinerLogContext(), component: 'analytics' }),
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
}

export function trackEvent(event: AnalyticsEvent, input: TrackInput = {}): void {
  if (!current) return;
  current.tracker.track(event, detailOf(input, current.currency, current.scale));
}

/** Reports a page view to the installed vendors. */
export function trackPageView(): void {
  current?.tracker.pageView();
}

export { detailOf } from './event-mapping.ts';
