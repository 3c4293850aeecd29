/**
 * Sends the spec's analytics events to the analytics endpoint (diner §7 "POST to an external
 * analytics endpoint | session-id header, event objects"), for every branch, with or without
 * marketing ids: the branch's own endpoint (`analyticsEndpoint`, https) or this server's collector.
 * Also the analytics session of diner §4: a 10-minute cookie set on the first link click unless on
 * an order page. Loaded by analytics.ts once the page has settled; events are sent in batches,
 * a few seconds apart and when the page is hidden, with a keepalive request (sendBeacon cannot
 * carry the session header), and a failed send is dropped.
 *
 * What is sent: the event's name and time, the page's path (never its query), the branch and store
 * ids, and for cart events the plates (id, name, quantity, price), the total, the currency and the
 * order code; a link click sends the link's address. Nothing about the diner (name, phone, address).
 */
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_COLLECTOR_PATH,
  ANALYTICS_SESSION_HEADER,
  type AnalyticsEventInput,
  createCaller,
  dinerCalls,
  formatDinerLog,
} from '@comanda/api';
import { type AnalyticsEvent, analyticsSessionExpiry, shouldStartAnalyticsSession } from '@comanda/domain/analytics';
import { countryOf } from '@comanda/domain/money';
import { dinerLogContext } from '../state/log-scope.ts';
import { detailOf, type TrackInput } from './event-mapping.ts';

export interface CollectorContext {
  readonly branchId: string;
  readonly bcId?: string | undefined;
  readonly country: string;
  /** The branch's https endpoint; this server's collector when absent. */
  readonly endpoint?: string | undefined;
  /** Reports an event to every sink (the collector and the vendors): the link-click listener's. */
  readonly track: (event: AnalyticsEvent, input?: TrackInput) => void;
}

interface Current {
  readonly context: CollectorContext;
  readonly currency: string;
  readonly scale: number;
}

export const SESSION_COOKIE = 'comanda_analytics_session';
/** Events wait this long for others before a batch is sent. */
const BATCH_DELAY_MS = 3000;

const call = createCaller();
let current: Current | null = null;
const queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let pageSession: string | undefined;

/** The cookie's session when there is one; else this page's, which the cookie takes when it is set. */
function sessionId(): string {
  const cookie = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (cookie) return cookie;
  pageSession ??= crypto.randomUUID();
  return pageSession;
}

function hasSessionCookie(): boolean {
  return document.cookie.split('; ').some((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
}

function startSession(): void {
  const expires = analyticsSessionExpiry(Date.now()).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's session is a cookie; Safari and Firefox lack the Cookie Store API.
  document.cookie = `${SESSION_COOKIE}=${sessionId()}; expires=${expires}; path=/; SameSite=Lax`;
}

/** LINK_CLICK for links that leave the app, and the session cookie on the first link click. */
function onLinkClick(event: MouseEvent): void {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if (shouldStartAnalyticsSession({ path: window.location.pathname, hasSession: hasSessionCookie() })) startSession();
  const leavesApp = anchor.origin !== window.location.origin || !anchor.protocol.startsWith('http');
  if (leavesApp) current?.context.track('LINK_CLICK', { label: anchor.href });
}

function send(keepalive: boolean): void {
  clearTimeout(timer);
  timer = undefined;
  if (!current || queue.length === 0) return;
  const endpoint = current.context.endpoint ?? ANALYTICS_COLLECTOR_PATH;
  while (queue.length > 0) {
    const events = queue.splice(0, ANALYTICS_BATCH_MAX);
    void fetch(endpoint, {
      method: 'POST',
      keepalive,
      headers: { 'Content-Type': 'application/json', [ANALYTICS_SESSION_HEADER]: sessionId() },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  }
}

/** Queues one event; it leaves with the next batch. */
export function collect(event: AnalyticsEvent, input: TrackInput = {}): void {
  if (!current) return;
  const { context, currency, scale } = current;
  queue.push({
    name: event,
    at: Date.now(),
    path: window.location.pathname,
    branchId: context.branchId,
    ...(context.bcId ? { bcId: context.bcId } : {}),
    ...detailOf(input, currency, scale),
  });
  // A burst beyond what a few batches hold is dropped rather than kept.
  if (queue.length > ANALYTICS_BATCH_MAX * 5) queue.splice(0, queue.length - ANALYTICS_BATCH_MAX * 5);
  timer ??= setTimeout(() => send(false), BATCH_DELAY_MS);
}

/** The branch's currency from GET /api/country (diner §8: a failure is logged only; the product's table then). */
async function currencyOf(country: string): Promise<{ currency: string; scale: number }> {
  try {
    const data = await call(dinerCalls.getCountry, { params: { country } });
    return { currency: data.currencyCode, scale: data.mantissa };
  } catch (error) {
    const context = { ...dinerLogContext(), component: 'analytics', stack: String(error) };
    void call(dinerCalls.logDinerError, {
      body: formatDinerLog(`GET /api/country/${country} failed`, context),
    }).catch(() => undefined);
    const fallback = countryOf(country);
    return { currency: fallback.currencyCode, scale: fallback.mantissa };
  }
}

let listening = false;

/** Starts (or moves to another branch) the collector; its events wait for the country's currency. */
export async function configureCollector(context: CollectorContext): Promise<void> {
  const { currency, scale } = await currencyOf(context.country);
  current = { context, currency, scale };
  if (listening) return;
  listening = true;
  document.addEventListener('click', onLinkClick, { capture: true });
  // The last batch leaves when the diner leaves or hides the page.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send(true);
  });
  window.addEventListener('pagehide', () => send(true));
}
