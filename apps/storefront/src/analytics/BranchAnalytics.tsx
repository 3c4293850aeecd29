import type { BranchOutput } from '@comanda/api';
import { hasMarketingIds, marketingIdsOf } from '@comanda/domain/analytics';
import { useLocation, whenPageSettles } from '@comanda/ui';
import { useEffect } from 'react';
import { setLogScope } from '../state/log-scope.ts';
import { installAnalytics, installCollector, report } from './analytics.ts';

/**
 * Installs the analytics collector and the branch's vendors once the page has settled
 * (analytics.ts: why) and reports a page view on every route change. `contactId`: the store of
 * the page, when it has one (also the context of a logged failure).
 */
export function useBranchAnalytics(branch: BranchOutput, contactId?: string): void {
  // The server sends an endpoint only when it is a valid https address (`analyticsEndpointOf`).
  const {
    fbPixelId,
    googleAnalyticsId,
    googleTagManagerId,
    country,
    id: branchId,
    analyticsEndpoint: endpoint,
  } = branch;
  const { pathname } = useLocation();
  useEffect(() => {
    setLogScope({ branchId, bcId: contactId });
    whenPageSettles(() => void installCollector({ branchId, country, bcId: contactId, endpoint }));
  }, [branchId, contactId, country, endpoint]);
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

/** Installs the analytics of the branch's pages below (see `useBranchAnalytics`). */
export function BranchAnalytics({ branch, contactId }: { readonly branch: BranchOutput; readonly contactId: string }) {
  useBranchAnalytics(branch, contactId);
  return null;
}
