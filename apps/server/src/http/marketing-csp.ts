/**
 * The CSP sources a storefront page needs for its branch's outside services: the marketing
 * vendors (diner §3 Branch fbPixelId, googleAnalyticsId, googleTagManagerId), an external support
 * chat (Crisp; the built-in chat is served from this origin) and an external analytics endpoint.
 * The storefront loads the vendors' scripts from these origins (apps/storefront/src/analytics and
 * src/chat); the page's policy allows them only when one of its branches uses them, so a branch
 * without them keeps the strict policy. A Tag Manager container can add tags from other origins:
 * those stay blocked by design.
 */
import {
  analyticsEndpointOf,
  type BranchAnalyticsEndpointField,
  type BranchMarketingFields,
  type BranchSupportChatField,
  type MarketingIds,
  marketingIdsOf,
  supportChatOf,
} from '@comanda/domain/analytics';

export interface MarketingSources {
  readonly scriptSrc: readonly string[];
  readonly connectSrc: readonly string[];
  readonly imgSrc: readonly string[];
  readonly styleSrc?: readonly string[];
  readonly fontSrc?: readonly string[];
  readonly frameSrc?: readonly string[];
}

/** Crisp's documented CSP (its websockets are already allowed by the apps' `wss:`). */
const crisp: MarketingSources = {
  scriptSrc: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
  connectSrc: ['https://client.crisp.chat', 'https://storage.crisp.chat'],
  imgSrc: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  styleSrc: ['https://client.crisp.chat'],
  fontSrc: ['https://client.crisp.chat'],
  frameSrc: ['https://game.crisp.chat'],
};

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
  return unionOf(vendors);
}

export type BranchOutsideFields = BranchMarketingFields & BranchSupportChatField & BranchAnalyticsEndpointField;

/** Every outside source the pages of these branches need: vendors, a Crisp chat, an analytics endpoint. */
export function pageSourcesOf(branches: readonly BranchOutsideFields[]): MarketingSources {
  const services = [marketingSourcesOf(branches.map(marketingIdsOf))];
  if (branches.some((branch) => supportChatOf(branch)?.provider === 'crisp')) services.push(crisp);
  const endpoints = branches.flatMap((branch) => analyticsEndpointOf(branch)?.origin ?? []);
  if (endpoints.length > 0) services.push({ ...noMarketingSources, connectSrc: endpoints });
  return unionOf(services);
}

function unionOf(services: readonly MarketingSources[]): MarketingSources {
  const union = (pick: (sources: MarketingSources) => readonly string[] | undefined) => [
    ...new Set(services.flatMap((s) => pick(s) ?? [])),
  ];
  return {
    scriptSrc: union((s) => s.scriptSrc),
    connectSrc: union((s) => s.connectSrc),
    imgSrc: union((s) => s.imgSrc),
    styleSrc: union((s) => s.styleSrc),
    fontSrc: union((s) => s.fontSrc),
    frameSrc: union((s) => s.frameSrc),
  };
}

export { marketingIdsOf };
