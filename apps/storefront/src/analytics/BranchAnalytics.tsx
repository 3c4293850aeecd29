import type { BranchOutput } from '@comanda/api';
import { hasMarketingIds, marketingIdsOf } from '@comanda/domain';
import { useLocation, whenPageSettles } from '@comanda/ui';
import { useEffect } from 'react';
import { installAnalytics, report } from './analytics.ts';

/**
 * Installs the branch's vendors once the page has settled (analytics.ts: why) and reports a page
 * view on every route change.
 */
export function useBranchAnalytics(branch: BranchOutput): void {
  const { fbPixelId, googleAnalyticsId, googleTagManagerId, country } = branch;
  const { pathname } = useLocation();
  useEffect(() => {
    const ids = marketingIdsOf({ fbPixelId, googleAnalyticsId, googleTagManagerId });
    if (hasMarketingIds(ids)) whenPageSettles(() => void installAnalytics(ids, country));
    else void installAnalytics(ids, country);
  }, [fbPixelId, googleAnalyticsId, googleTagManagerId, country]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per route.
  useEffect(() => {
    report((vendors) => vendors.trackPageView());
  }, [pathname]);
}

/** Installs the branch's pixel and tags for the pages below (see `useBranchAnalytics`). */
export function BranchAnalytics({ branch }: { readonly branch: BranchOutput }) {
  useBranchAnalytics(branch);
  return null;
}
