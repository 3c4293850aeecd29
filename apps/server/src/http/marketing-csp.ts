/**
 * The CSP sources a storefront page needs for its branch's marketing vendors (diner §3 Branch
 * fbPixelId, googleAnalyticsId, googleTagManagerId). The storefront loads the vendors' scripts
 * from these origins (apps/storefront/src/analytics/tracker.ts); the page's policy allows them
 * only when one of its branches has an id, so a branch without ids keeps the strict policy.
 * A Tag Manager container can add tags from other origins: those stay blocked by design.
 */
import { type MarketingIds, marketingIdsOf } from '@comanda/domain';

export interface MarketingSources {
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
  readonly imgSrc: readonly string[];
}

const facebook: MarketingSources = {
  scriptSrc: ['https://connect.facebook.net'],
  connectSrc: ['https://connect.facebook.net', 'https://www.facebook.com'],
  imgSrc: ['https://www.facebook.com'],
};

/** Google's documented CSP for gtag.js / GA4 and Tag Manager. */
const google: MarketingSources = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  imgSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

export const noMarketingSources: MarketingSources = { scriptSrc: [], connectSrc: [], imgSrc: [] };

/** The union of the sources every branch's ids need; empty when no branch has an id. */
export function marketingSourcesOf(idsOfBranches: readonly MarketingIds[]): MarketingSources {
  const vendors: MarketingSources[] = [];
  if (idsOfBranches.some((ids) => ids.facebookPixel)) vendors.push(facebook);
  if (idsOfBranches.some((ids) => ids.googleTag || ids.tagManager)) vendors.push(google);
  const union = (pick: (sources: MarketingSources) => readonly string[]) => [...new Set(vendors.flatMap(pick))];
  return {
    scriptSrc: union((s) => s.scriptSrc),
    connectSrc: union((s) => s.connectSrc),
    imgSrc: union((s) => s.imgSrc),
  };
}

export { marketingIdsOf };
