/**
 * What a single-page app's document tells the browser to fetch at once (issue #9, the fast path).
 *
 * Without it a page is a chain of round trips: the document, then the app's entry, which runs and
 * only then asks for the route's page chunk and its imports, which run and only then ask the API
 * what the alias names, then for the branch contact. The document of a client-side route now
 * lists the route's chunks (`modulepreload`, stylesheet `preload`) and, on a storefront page and
 * the tracking page, their first reads (`preload as=fetch`), so they all start while the entry
 * downloads.
 *
 * The route table mirrors the apps' `routes.tsx`; a path it does not know gets no hints (the page
 * still works: hints only start fetches earlier). The chunks come from each build's
 * `.vite/manifest.json` (`build.manifest: true`).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

export interface PageRoute {
  readonly path: RegExp;
  /** The page's module, as the build manifest names it. */
  readonly module: string;
  /** Modules the page imports at once when it renders (the tracking page's map). */
  readonly alsoAtOnce?: readonly string[];
}

const ALIAS = '[^/]+';

/** apps/storefront/src/routes.tsx */
export const storefrontPages: readonly PageRoute[] = [
  { path: /^\/$/, module: 'src/pages/venue-guide/VenueGuidePage.tsx' },
  { path: new RegExp(`^/menu/${ALIAS}/preview$`), module: 'src/pages/cart/CartRoute.tsx' },
  { path: new RegExp(`^/menu/${ALIAS}/checkout$`), module: 'src/pages/checkout/CheckoutPage.tsx' },
  { path: new RegExp(`^/menu/${ALIAS}/order/[^/]+$`), module: 'src/pages/order/OrderPage.tsx' },
  { path: new RegExp(`^/menu/${ALIAS}(/[^/]+){0,2}$`), module: 'src/pages/alias/AliasPage.tsx' },
  { path: new RegExp(`^/encuesta/${ALIAS}/[^/]+$`), module: 'src/pages/survey/SurveyPage.tsx' },
];

/** apps/logistics/src/routes.tsx, below /logistics. */
export const logisticsPages: readonly PageRoute[] = [
  {
    path: new RegExp(`^/tracking/order/${ALIAS}/[^/]+$`),
    module: 'src/pages/tracking/TrackingPage.tsx',
    alsoAtOnce: ['../../packages/ui/src/components/TrackingMap/TrackingMap.tsx'],
  },
  { path: new RegExp(`^/${ALIAS}/rider/[^/]+$`), module: 'src/pages/rider/RiderRoute.tsx' },
  { path: new RegExp(`^/${ALIAS}/shipments$`), module: 'src/pages/shipments/ShipmentsPage.tsx' },
  { path: new RegExp(`^/${ALIAS}/shipments/[^/]+/[^/]+$`), module: 'src/pages/shipment-detail/ShipmentDetailPage.tsx' },
];

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** Every chunk reached from `keys` through static imports, each once. */
function staticGraph(manifest: BuildManifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key] as ManifestChunk);
}

/**
 * The `<link>`s that start a route's chunks with the document: its JavaScript as
 * `modulepreload` and its stylesheets as `preload` (fetched at once, applied by Vite's loader with
 * the chunk: they do not hold back the document's first paint), less what index.html loads
 * already (the entry's graph).
 */
export function chunkLinks(manifest: BuildManifest, route: PageRoute, base: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inIndex = new Set(staticGraph(manifest, entries));
  const chunks = staticGraph(manifest, [route.module, ...(route.alsoAtOnce ?? [])]).filter(
    (chunk) => !inIndex.has(chunk),
  );
  const indexCss = new Set([...inIndex].flatMap((chunk) => chunk.css ?? []));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !indexCss.has(file));
  return [
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.file}">`),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A read the page makes as soon as it runs, started by the document (same URL, same mode as the app's fetch). */
function fetchPreload(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;
}

const STOREFRONT_ALIAS = /^\/(?:menu|encuesta)\/([^/]+)/;

/**
 * The API reads a storefront page makes first, in order, before it can show anything: what the
 * alias names (`GET /api/diner/{alias}`), then a branch contact's details. An unknown alias gets
 * the first only: its 404 is what the page shows its not-found screen from.
 */
export async function storefrontDataPreloads(db: Executor, pagePath: string): Promise<string[]> {
  // `pagePath` is decoded already (as React Router's params are): each read encodes it again.
  const alias = STOREFRONT_ALIAS.exec(pagePath)?.[1];
  if (!alias) return [];
  const reads = [`/api/diner/${encodeURIComponent(alias)}`];
  const [contact] = await db
    .select({ id: t.branchContacts.id })
    .from(t.branchContacts)
    .where(eq(t.branchContacts.alias, alias))
    .limit(1);
  if (contact) reads.push(`/api/diner/branchcontacts/${encodeURIComponent(contact.id)}`);
  return reads.map(fetchPreload);
}

const TRACKING_PAGE = /^\/tracking\/order\/([^/]+)\/([^/]+)$/;

/**
 * The reads the customer's tracking page makes at once, all named by its path: the tracking
 * object, the branch's look (`GET /api/diner/{alias}`) and the realtime configuration.
 */
export function trackingDataPreloads(pagePath: string): string[] {
  // `pagePath` is decoded already (as React Router's params are): each read encodes it again.
  const match = TRACKING_PAGE.exec(pagePath);
  if (!match?.[1] || !match[2]) return [];
  const [alias, orderCode] = [encodeURIComponent(match[1]), encodeURIComponent(match[2])];
  return [`/api/logisticsorder/tracking/${alias}/${orderCode}`, `/api/diner/${alias}`, '/api/realtime/config'].map(
    fetchPreload,
  );
}

/** A build's manifest, read again only when the file changes (a rebuild under a running server). */
export function manifestReader(buildDir: string): () => Promise<BuildManifest | null> {
  const file = path.join(buildDir, '.vite/manifest.json');
  let cached: { mtimeMs: number; manifest: BuildManifest } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) };
      return cached.manifest;
    } catch {
      return null;
    }
  };
}

/** `html` with `links` at the end of its head. */
export function withHeadLinks(html: string, links: readonly string[]): string {
  if (links.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}
