/**
 * The storefront's analytics: `useBranchAnalytics(branch)` (BranchAnalytics.tsx, called by
 * `BranchScope` and the branch page) installs the branch's pixel and tags; `trackEvent(name,
 * input)` reports one of the spec's events (diner §3) from anywhere.
 *
 * The vendors' code (vendors.ts) loads once the page has settled, never while the first screen is
 * drawn and made to answer (docs/performance.md): the page views and events of that moment wait
 * for it, in order. A branch without ids loads nothing and drops them.
 */
import { type AnalyticsEvent, hasMarketingIds, type MarketingIds } from '@comanda/domain';
import type { TrackerEnvironment } from './tracker.ts';
import type { TrackInput } from './vendors.ts';

export type { TrackedLine, TrackInput } from './vendors.ts';

type Vendors = typeof import('./vendors.ts');
type Report = (vendors: Vendors) => void;

/** What waits for the vendors; a burst beyond this many is dropped rather than kept. */
const MAX_WAITING = 100;

let vendors: Vendors | null = null;
let waiting: Report[] | null = [];

/** Runs `task` with the vendors once they are installed (at once if they are). */
export function report(task: Report): void {
  if (vendors) task(vendors);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push(task);
}

export function trackEvent(event: AnalyticsEvent, input: TrackInput = {}): void {
  report((loaded) => loaded.trackEvent(event, input));
}

/**
 * Loads the vendors' code and installs `ids` (none: reporting off, and what waited is dropped),
 * then reports what waited for them.
 */
export async function installAnalytics(ids: MarketingIds, country: string, env?: TrackerEnvironment): Promise<void> {
  if (!hasMarketingIds(ids)) {
    vendors?.configureAnalytics(ids, country, env);
    vendors = null;
    waiting = null;
    return;
  }
  const loaded = await import('./vendors.ts');
  loaded.configureAnalytics(ids, country, env);
  vendors = loaded;
  for (const task of waiting ?? []) task(loaded);
  waiting = null;
}
