/**
 * The marketing ids a branch configures (diner §3 Branch: fbPixelId, googleAnalyticsId,
 * googleTagManagerId). The storefront loads the vendors' scripts for them and the server allows
 * the vendors' origins in the page's CSP. An id is used only when it has the shape the vendor gives out, so a typo
 * or a pasted snippet never ends up in a script URL.
 */
export interface MarketingIds {
  /** Facebook (Meta) pixel: digits only. */
  readonly facebookPixel?: string;
  /** Google Analytics 4 measurement id ('G-…') or a Google Ads tag ('AW-…'), loaded with gtag.js. */
  readonly googleTag?: string;
  /** Google Tag Manager container ('GTM-…'). */
  readonly tagManager?: string;
}

const FACEBOOK_PIXEL = /^\d{5,20}$/;
const GOOGLE_TAG = /^(G|AW|DC|UA)-[A-Z0-9-]{4,20}$/i;
const TAG_MANAGER = /^GTM-[A-Z0-9]{4,12}$/i;

/** The branch's fields as the API gives them (diner §3 Branch). */
export interface BranchMarketingFields {
  readonly fbPixelId?: string | null | undefined;
  readonly googleAnalyticsId?: string | null | undefined;
  readonly googleTagManagerId?: string | null | undefined;
}

function valid(value: string | null | undefined, shape: RegExp): string | undefined {
  const trimmed = value?.trim();
  return trimmed && shape.test(trimmed) ? trimmed : undefined;
}

export function marketingIdsOf(branch: BranchMarketingFields | null | undefined): MarketingIds {
  if (!branch) return {};
  const facebookPixel = valid(branch.fbPixelId, FACEBOOK_PIXEL);
  const googleTag = valid(branch.googleAnalyticsId, GOOGLE_TAG);
  const tagManager = valid(branch.googleTagManagerId, TAG_MANAGER);
  return {
    ...(facebookPixel ? { facebookPixel } : {}),
    ...(googleTag ? { googleTag } : {}),
    ...(tagManager ? { tagManager } : {}),
  };
}

export function hasMarketingIds(ids: MarketingIds): boolean {
  return Boolean(ids.facebookPixel || ids.googleTag || ids.tagManager);
}
