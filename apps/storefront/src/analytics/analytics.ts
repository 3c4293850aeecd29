/**
 * The storefront's analytics: `useBranchAnalytics(branch, contactId)` (BranchAnalytics.tsx, called
 * by `BranchScope` and the branch page) installs the analytics endpoint's collector and the
 * branch's pixel and tags; `trackEvent(name, input)` reports one of the spec's events (diner §3)
 * from anywhere, to both.
 *
 * Their code (collector.ts, vendors.ts) loads once the page has settled, never while the first
 * screen is drawn and made to answer (docs/performance.md): the page views and events of that
 * moment wait for it, in order. A branch without marketing ids loads no vendor and their events
 * are dropped; the collector takes every branch's.
 */
import { type AnalyticsEvent, hasMarketingIds, type MarketingIds } from '@comanda/domain/analytics';
import type { CollectorContext } from './collector.ts';
import type { TrackInput } from './event-mapping.ts';
import type { TrackerEnvironment } from './tracker.ts';

type Vendors = typeof import('./vendors.ts');
type Collector = typeof import('./collector.ts');

/** What waits for the code it needs; a burst beyond this many is dropped rather than kept. */
const MAX_WAITING = 100;

/** A module loaded later, and the tasks that wait for it (null: it will not come, drop them). */
interface Pending<M> {
  loaded: M | null;
  waiting: ((module: M) => void)[] | null;
}

const vendors: Pending<Vendors> = { loaded: null, waiting: [] };
const collector: Pending<Collector> = { loaded: null, waiting: [] };

function runWith<M>(pending: Pending<M>, task: (module: M) => void): void {
  if (pending.loaded) task(pending.loaded);
  else if (pending.waiting && pending.waiting.length < MAX_WAITING) pending.waiting.push(task);
}

function settle<M>(pending: Pending<M>, loaded: M | null): void {
  pending.loaded = loaded;
  if (loaded) for (const task of pending.waiting ?? []) task(loaded);
  pending.waiting = null;
}

/** Runs `task` with the vendors once they are installed (at once if they are). */
export function report(task: (loaded: Vendors) => void): void {
  runWith(vendors, task);
}

export function trackEvent(event: AnalyticsEvent, input: TrackInput = {}): void {
  runWith(vendors, (loaded) => loaded.trackEvent(event, input));
  runWith(collector, (loaded) => loaded.collect(event, input));
}

/**
 * Loads the vendors' code and installs `ids` (none: reporting off, and what waited is dropped),
 * then reports what waited for them.
 */
export async function installAnalytics(ids: MarketingIds, country: string, env?: TrackerEnvironment): Promise<void> {
  if (!hasMarketingIds(ids)) {
    vendors.loaded?.configureAnalytics(ids, country, env);
    settle(vendors, null);
    return;
  }
  const loaded = await import('./vendors.ts');
  loaded.configureAnalytics(ids, country, env);
  settle(vendors, loaded);
}

/** Loads the collector for the branch's endpoint, then sends what waited for it. */
export async function installCollector(context: Omit<CollectorContext, 'track'>): Promise<void> {
  const loaded = await import('./collector.ts');
  await loaded.configureCollector({ ...context, track: trackEvent });
  settle(collector, loaded);
}
