/**
 * What a single-page app's document tells the browser to fetch at once (the fast path).
 *
 * Without it a page is a chain of round trips: the document, then the app's entry, which runs and
 * only then asks for the route's page chunk and its imports, which run and only then ask the API
 * what the alias names, then for the branch contact. The document of a client-side route now
 * lists the route's chunks (`modulepreload`, stylesheet `preload`) and, on a storefront page and
 * the tracking page, knows their first reads: the document carries their answers
 * (document-answers.ts), or starts them (`preload as=fetch`) where it cannot, and starts the first
 * pictures, so they all arrive while the entry downloads.
 *
 * The route table mirrors the apps' `routes.tsx`; a path it does not know gets no hints (the page
 * still works: hints only start fetches earlier). The chunks come from each build's
 * `.vite/manifest.json` (`build.manifest: true`).
 */

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  absoluteFileUrl,
  buildPath,
  buildQuery,
  dinerCalls,
  logisticsCalls,
  type MenuOutput,
  orderAccessQuery,
} from '@comanda/api';
import { entryModeOf, takesOrders } from '@comanda/domain/order';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { menuHashOf, menuOf, orderModesOf } from '../services/catalog.ts';

export interface PageRoute {
  readonly path: RegExp;
  /** The page's module, as the build manifest names it. */
  readonly module: string;
  /**
   * The server renders its first screen (first-screens.ts). Not the venue guide, whose list is of
   * the venues near the diner, which only the browser knows: drawn by the server it showed its
   * loading state first and its list later, which delayed its largest paint (docs/performance.md §2). The
   * menu is: the pictures whose URLs its document answers are in its markup (apps/storefront
   * `images.ts`), so the browser paints them as they arrive, before the app's code.
   */
  readonly firstScreen?: true;
  /**
   * A read without whose answer the first screen is not drawn by the server: the page would show
   * only its loading state there, and the app, whose code a drawn screen asks for after the paint,
   * would draw it later than from a plain document. The menu's: a long menu's answer is over what
   * a document carries (document-answers.ts) and is left to the page.
   */
  readonly firstScreenNeeds?: RegExp;
}

const ALIAS = '[^/]+';

/** apps/storefront/src/routes.tsx */
export const storefrontPages: readonly PageRoute[] = [
  { path: /^\/$/, module: 'src/pages/venue-guide/VenueGuidePage.tsx' },
  { path: new RegExp(`^/menu/${ALIAS}/preview$`), module: 'src/pages/cart/CartRoute.tsx', firstScreen: true },
  { path: new RegExp(`^/menu/${ALIAS}/checkout$`), module: 'src/pages/checkout/CheckoutPage.tsx', firstScreen: true },
  { path: new RegExp(`^/menu/${ALIAS}/order/[^/]+$`), module: 'src/pages/order/OrderPage.tsx', firstScreen: true },
  {
    path: new RegExp(`^/menu/${ALIAS}(/[^/]+){0,2}$`),
    module: 'src/pages/alias/AliasPage.tsx',
    firstScreen: true,
    firstScreenNeeds: /^\/api\/diner\/[^/]+\/menu\//,
  },
  { path: new RegExp(`^/encuesta/${ALIAS}/[^/]+$`), module: 'src/pages/survey/SurveyPage.tsx', firstScreen: true },
];

/** apps/logistics/src/routes.tsx, below /logistics. */
export const logisticsPages: readonly PageRoute[] = [
  // Its map is not started with the document: the page asks for it once the order shows.
  {
    path: new RegExp(`^/tracking/order/${ALIAS}/[^/]+$`),
    module: 'src/pages/tracking/TrackingPage.tsx',
    firstScreen: true,
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
 * The `<link>`s of a route's chunks, less what index.html loads already (the entry's graph).
 *
 * When the document carries the page's first screen: its stylesheets, applied at once (the screen
 * is drawn with them), and not its JavaScript, which the app asks for once that screen is painted
 * (first-screens.ts): fetched with the document it would share a phone's bandwidth with what the
 * screen shows (its stylesheets, the menu's pictures) and hold back the paint.
 *
 * Otherwise the app draws the page, and everything starts with the document: the JavaScript as
 * `modulepreload`, the stylesheets as `preload` (applied by Vite's loader with the chunk: they do
 * not hold back the first paint of a document that shows only its boot line).
 */
export function chunkLinks(
  manifest: BuildManifest,
  route: PageRoute,
  base: string,
  { withFirstScreen }: { readonly withFirstScreen: boolean },
): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inIndex = new Set(staticGraph(manifest, entries));
  const chunks = staticGraph(manifest, [route.module]).filter((chunk) => !inIndex.has(chunk));
  const indexCss = new Set([...inIndex].flatMap((chunk) => chunk.css ?? []));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !indexCss.has(file));
  if (withFirstScreen) return css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
  return [
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.file}">`),
  ];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A read the page makes as soon as it runs, started by the document (same URL, same mode as the app's fetch). */
export function fetchPreload(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`;
}

const STOREFRONT_ALIAS = /^\/(?:menu|encuesta)\/([^/]+)/;
/** /menu/{alias}/…: the pages that show the menu, a plate, the cart or the checkout. */
const ORDERING_PAGE = /^\/menu\/[^/]+(?:\/([^/]+))?(?:\/[^/]+)?$/;
/** /menu/{alias} and /menu/{alias}/{mode}: the pages that show a mode's menu at once. */
const MENU_PAGE = /^\/menu\/[^/]+(?:\/([^/]+))?$/;
const NOT_A_MODE = new Set(['preview', 'checkout']);
const CHECKOUT_PAGE = /^\/menu\/[^/]+\/checkout$/;
const CART_PAGE = /^\/menu\/[^/]+\/preview$/;
const FOLLOW_UP_PAGE = /^\/menu\/[^/]+\/order\/([^/]+)$/;
const SURVEY_PAGE = /^\/encuesta\/[^/]+\/([^/]+)$/;

/**
 * How many of a menu's images the document starts: more than a phone's first screen shows, few
 * enough that a long menu's document stays small and the images do not crowd out the app's code.
 */
const PRELOADED_MENU_IMAGES = 8;

/** What a page fetches first: its API reads (path and query) and the pictures it shows at once. */
export interface FirstReads {
  /** Public reads: the document answers them (document-answers.ts), or starts those it cannot. */
  readonly reads: readonly string[];
  /**
   * Reads of the visitor's own session (its cookie), which the server's reads for the document
   * leave out: started by the document, never answered in it (a document stays the same for
   * every visitor).
   */
  readonly started?: readonly string[];
  readonly images: readonly string[];
}

export const noReads: FirstReads = { reads: [], images: [] };

/**
 * What the alias names (`GET /api/diner/{alias}`) and, when it is a branch contact, its details:
 * the first reads of every page under an alias, in both apps. `contact` is undefined for an alias
 * that names no branch contact.
 */
async function aliasReads(
  db: Executor,
  alias: string,
): Promise<{ reads: string[]; contact?: { readonly id: string; readonly branchId: string } }> {
  const reads = [buildPath(dinerCalls.getAliasInfo.path, { alias })];
  const [contact] = await db
    .select({ id: t.branchContacts.id, branchId: t.branchContacts.branchId })
    .from(t.branchContacts)
    .where(eq(t.branchContacts.alias, alias))
    .limit(1);
  if (!contact) return { reads };
  reads.push(buildPath(dinerCalls.getBranchContact.path, { id: contact.id }));
  return { reads, contact };
}

/**
 * The API reads a storefront page makes first, before it can show anything: what the alias names
 * (`GET /api/diner/{alias}`), then a branch contact's details; on the pages that order, the
 * branch's menu customisations (its banner); on a menu page also the mode's menu, the menu hashes,
 * the indicators and the first images' file URLs and pictures (the cart: the same but the
 * pictures); on the checkout the reads of its order mode; on an order's follow-up the order, and
 * on its survey the order, its survey and whether it was rated (the order's reads with the page's
 * access token, as the page makes them). An unknown alias gets the first only: its 404 is what the
 * page shows its not-found screen from.
 */
export async function storefrontFirstReads(db: Executor, pagePath: string, accessToken?: string): Promise<FirstReads> {
  const access = buildQuery(orderAccessQuery(accessToken));
  // `pagePath` is decoded already (as React Router's params are): each read encodes it again.
  const alias = STOREFRONT_ALIAS.exec(pagePath)?.[1];
  if (!alias) return noReads;
  const { reads, contact } = await aliasReads(db, alias);
  if (!contact) return { reads, images: [] };
  const ordering = ORDERING_PAGE.exec(pagePath);
  if (ordering && ordering[1] !== 'order') {
    reads.push(buildPath(dinerCalls.getMenuCustomizations.path, { branchId: contact.branchId }));
  }
  const followedOrder = FOLLOW_UP_PAGE.exec(pagePath)?.[1];
  if (followedOrder) {
    return {
      reads: [
        ...reads,
        buildPath(dinerCalls.getOrder.path, { branchContactCode: alias, orderCode: followedOrder }) + access,
      ],
      images: [],
    };
  }
  const ratedOrder = SURVEY_PAGE.exec(pagePath)?.[1];
  if (ratedOrder) {
    const surveyReads = [
      buildPath(dinerCalls.getSurveyState.path, { orderCode: ratedOrder }),
      buildPath(dinerCalls.getSurvey.path, { branchContactId: contact.id }),
      buildPath(dinerCalls.getOrder.path, { branchContactCode: alias, orderCode: ratedOrder }) + access,
    ];
    return { reads: [...reads, ...surveyReads], images: [] };
  }
  if (CHECKOUT_PAGE.test(pagePath)) {
    return { reads: [...reads, ...(await checkoutFirstReads(db, alias, contact))], images: [] };
  }
  if (CART_PAGE.test(pagePath)) {
    const menu = await menuFirstReads(db, alias, contact.id, undefined, { withImages: false });
    return { reads: [...reads, ...menu.reads], images: [] };
  }
  const menuPage = MENU_PAGE.exec(pagePath);
  if (!menuPage || NOT_A_MODE.has(menuPage[1] ?? '')) return { reads, images: [] };
  const menu = await menuFirstReads(db, alias, contact.id, menuPage[1]?.toLowerCase(), {
    withImages: true,
    atStoreAlias: !menuPage[1],
  });
  return { reads: [...reads, ...menu.reads], images: menu.images };
}

/**
 * The checkout's reads once it knows its order mode (apps/storefront `useCheckoutData`): the
 * mode's fees, general discounts and surcharges and menu, and the branch's loyalty programme. The
 * mode is the cart's, which only the browser knows: the document answers for the first mode that
 * takes orders (the checkout's own choice for a cart without one); a cart in another mode reads
 * its own, and these answers go unused.
 */
async function checkoutFirstReads(
  db: Executor,
  alias: string,
  contact: { readonly id: string; readonly branchId: string },
): Promise<string[]> {
  const mode = (await orderModesOf(db, [contact.id])).find(takesOrders);
  if (!mode) return [];
  const byMode = { id: mode.id };
  return [
    buildPath(dinerCalls.getFees.path, byMode),
    buildPath(dinerCalls.getGeneralDiscounts.path, byMode),
    buildPath(dinerCalls.getGeneralSurcharges.path, byMode),
    buildPath(dinerCalls.getMenu.path, { branchContactAlias: alias, orderModeId: mode.id }),
    buildPath(dinerCalls.getLoyaltyProgram.path, { id: contact.branchId }),
  ];
}

/**
 * The menu page's reads once it knows its branch contact (apps/storefront `useOrderMode`,
 * `useMenuData`, `images.ts`): the hashes of every active mode's menu, the menu of the page's mode
 * (the one the path names, else the first active one; a returning diner whose cart holds another
 * mode reads that one instead, and this hint goes unused), and the first images of that menu. At
 * the store's own alias the page takes the mode only when it is the one; with several it asks
 * which, so no menu is read (a hash the server never sees may still name one). The cart reads the
 * same to offer the menu's plates, without the menu's pictures.
 */
async function menuFirstReads(
  db: Executor,
  alias: string,
  contactId: string,
  requestedType: string | undefined,
  { withImages, atStoreAlias = false }: { readonly withImages: boolean; readonly atStoreAlias?: boolean },
): Promise<FirstReads> {
  // The contact's active modes in their order, as its `deliveryConfig.orderModes` lists them.
  const modes = (await orderModesOf(db, [contactId])).filter((mode) => mode.active);
  const mode = requestedType
    ? modes.find((candidate) => candidate.type.toLowerCase() === requestedType)
    : atStoreAlias
      ? entryModeOf({ modes, hash: '', modeFromHash: false })
      : modes[0];
  if (modes.length === 0) return noReads;
  const hashes =
    buildPath(dinerCalls.getMenuHashes.path, { alias }) + buildQuery({ orderModeId: modes.map((m) => m.id) });
  if (!mode) return { reads: [hashes], images: [] };
  const menuRead = buildPath(dinerCalls.getMenu.path, { branchContactAlias: alias, orderModeId: mode.id });
  const firstImages = withImages ? await firstImagesOf(db, alias, mode.id) : [];
  const files = await fileUrls(
    db,
    firstImages.map((image) => image.fileId),
  );
  return {
    reads: [
      hashes,
      menuRead,
      dinerCalls.getIndicators.path,
      ...firstImages.map(
        ({ fileId, type }) => buildPath(dinerCalls.getFileUrl.path, { id: fileId }) + buildQuery({ type }),
      ),
    ],
    images: firstImages.flatMap(({ fileId }) => imageSource(files.get(fileId)) ?? []),
  };
}

interface MenuImage {
  readonly fileId: string;
  readonly type: 'plate' | 'category';
}

/** First images by menu hash: a menu's content is parsed once per version, not per document. */
const firstImagesByHash = new Map<string, readonly MenuImage[]>();
const FIRST_IMAGES_CACHE_ENTRIES = 500;

/** The menu's images in the order the page shows them: each category's picture, then its plates'. */
async function firstImagesOf(db: Executor, alias: string, modeId: string): Promise<readonly MenuImage[]> {
  const hash = await menuHashOf(db, alias, modeId);
  if (hash === null) return [];
  const cached = firstImagesByHash.get(hash);
  if (cached) return cached;
  const images = menuImagesInOrder(await menuOf(db, alias, modeId)).slice(0, PRELOADED_MENU_IMAGES);
  if (firstImagesByHash.size >= FIRST_IMAGES_CACHE_ENTRIES) firstImagesByHash.clear();
  firstImagesByHash.set(hash, images);
  return images;
}

function menuImagesInOrder(menu: Pick<MenuOutput, 'categories'>): MenuImage[] {
  const seen = new Set<string>();
  const images: MenuImage[] = [];
  const add = (fileId: string | undefined, type: MenuImage['type']) => {
    if (!fileId || seen.has(`${type}:${fileId}`)) return;
    seen.add(`${type}:${fileId}`);
    images.push({ fileId, type });
  };
  // Diner §3: a category without plates is not shown, nor its picture.
  for (const category of menu.categories.filter((candidate) => candidate.plates.length > 0)) {
    if (category.withImage) add(category.imageFileId, 'category');
    for (const plate of category.plates) add(plate.imageFileId, 'plate');
  }
  return images;
}

async function fileUrls(db: Executor, ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.files.id, url: t.files.url })
    .from(t.files)
    .where(inArray(t.files.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.url]));
}

/** The picture's address as the page resolves it; none for a data or blob URL (nothing to fetch). */
function imageSource(url: string | undefined): string | null {
  const src = absoluteFileUrl(url);
  return src && !/^(data:|blob:)/.test(src) ? src : null;
}

/** A picture the page loads (with `new Image()`, no CORS) as soon as its file URL arrives. */
export function imagePreload(url: string): string {
  return `<link rel="preload" as="image" href="${escapeAttribute(url)}">`;
}

const TRACKING_PAGE = /^\/tracking\/order\/([^/]+)\/([^/]+)$/;
/** /{alias}/…: the rider's pages, inside the branch contact's scope. */
const RIDER_PAGE = /^\/([^/]+)\/(?:rider|shipments)(?:\/|$)/;
/** The shipment list and a shipment's page: they ask who the rider is before anything else. */
const RIDER_SESSION_PAGE = /^\/[^/]+\/shipments(?:\/[^/]+\/[^/]+)?$/;

/** apps/server/src/realtime/client-config.ts: not a call of the contract (it configures pusher-js). */
const REALTIME_CONFIG_PATH = '/api/realtime/config';

/**
 * The reads the customer's tracking page makes at once, all named by its path: the tracking
 * object (with the link's access token), the branch's look (`GET /api/diner/{alias}`) and the
 * realtime configuration.
 */
function trackingFirstReads(pagePath: string, accessToken: string | undefined): FirstReads {
  // `pagePath` is decoded already (as React Router's params are): each read encodes it again.
  const match = TRACKING_PAGE.exec(pagePath);
  if (!match?.[1] || !match[2]) return noReads;
  const [alias, orderCode] = [match[1], match[2]];
  return {
    reads: [
      buildPath(logisticsCalls.getTracking.path, { alias, orderCode }) + buildQuery(orderAccessQuery(accessToken)),
      buildPath(dinerCalls.getAliasInfo.path, { alias }),
      REALTIME_CONFIG_PATH,
    ],
    images: [],
  };
}

/**
 * The reads a page of the rider app makes at once (apps/logistics `BranchScope`,
 * `useRiderIdentity`): the tracking page's (`trackingFirstReads`); on a rider's page what its
 * alias names and the branch contact, and on the shipment list and a shipment's page who the
 * rider is (`GET /api/whoami`, the rider's session: started, not answered).
 */
export async function logisticsFirstReads(db: Executor, pagePath: string, accessToken?: string): Promise<FirstReads> {
  const alias = RIDER_PAGE.exec(pagePath)?.[1];
  if (!alias) return trackingFirstReads(pagePath, accessToken);
  const { reads } = await aliasReads(db, alias);
  return {
    reads,
    ...(RIDER_SESSION_PAGE.test(pagePath) ? { started: [logisticsCalls.whoAmI.path] } : {}),
    images: [],
  };
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
