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
 * The pages, their modules and the names of their first reads are the apps' own declarations
 * (each app's `src/pages.ts`, which its router draws); a path they do not know gets no hints (the
 * page still works: hints only start fetches earlier). The chunks come from each build's
 * `.vite/manifest.json` (`build.manifest: true`).
 */

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  absoluteFileUrl,
  buildPath,
  buildQuery,
  type DinerCallName,
  dinerCalls,
  logisticsCalls,
  type MenuOutput,
  orderAccessQuery,
  type PageDeclaration,
  REALTIME_CONFIG_PATH,
} from '@comanda/api';
import { categoriesWithPlates } from '@comanda/domain/catalog';
import { entryModeOf, takesOrders } from '@comanda/domain/order';
import type { LogisticsPage, LogisticsRead } from '@comanda/logistics/pages';
import { FIRST_SCREEN_IMAGES, type StorefrontPage } from '@comanda/storefront/pages';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { menuHashOf, menuOf, orderModesOf } from '../services/catalog.ts';

/** A page as its app declares it (`@comanda/storefront/pages`, `@comanda/logistics/pages`). */
export type PageRoute = PageDeclaration;

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
  const modules = [route.module, ...(route.firstScreenModules ?? [])];
  const chunks = staticGraph(manifest, modules).filter((chunk) => !inIndex.has(chunk));
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

/** A document's page, its path's params, and the order access token of its link. */
export interface PageVisit<P extends PageDeclaration = PageDeclaration> {
  readonly page: P;
  readonly params: Readonly<Record<string, string>>;
  readonly accessToken?: string | undefined;
}

type BranchContactRef = { readonly id: string; readonly branchId: string };
type ActiveMode = Awaited<ReturnType<typeof orderModesOf>>[number];

/** What a storefront page's reads are built from, each looked up once and only when a read needs it. */
class StorefrontVisit {
  readonly alias: string;
  readonly #db: Executor;
  readonly #visit: PageVisit<StorefrontPage>;
  #contact?: Promise<BranchContactRef | null>;
  #modes?: Promise<ActiveMode[]>;

  constructor(db: Executor, visit: PageVisit<StorefrontPage>) {
    this.#db = db;
    this.#visit = visit;
    // The params are decoded already (as the router's are): each read encodes them again.
    this.alias = visit.params.alias ?? '';
  }

  get params() {
    return this.#visit.params;
  }

  get access(): string {
    return buildQuery(orderAccessQuery(this.#visit.accessToken));
  }

  contact(): Promise<BranchContactRef | null> {
    this.#contact ??= branchContactOf(this.#db, this.alias);
    return this.#contact;
  }

  /** The contact's modes in their order, as its `deliveryConfig.orderModes` lists them. */
  async modes(): Promise<ActiveMode[]> {
    const contact = await this.contact();
    this.#modes ??= contact ? orderModesOf(this.#db, [contact.id]) : Promise.resolve([]);
    return this.#modes;
  }

  /**
   * The mode whose menu the page reads: the one its path names; on the checkout the first that
   * takes orders (its choice for a cart without one); at the store's own alias the mode only when
   * it is the one (with several it asks which); else the first active one. A returning diner
   * whose cart holds another mode reads that one instead, and these answers go unused.
   */
  async menuMode(): Promise<ActiveMode | undefined> {
    const modes = await this.modes();
    const active = modes.filter((mode) => mode.active);
    const named = this.params.mode?.toLowerCase();
    if (named) return active.find((mode) => mode.type.toLowerCase() === named);
    if (this.#visit.page.id === 'checkout') return modes.find(takesOrders);
    if (this.#visit.page.id === 'alias')
      return entryModeOf({ modes: active, hash: '', modeFromHash: false }) ?? undefined;
    return active[0];
  }

  firstImages(modeId: string): Promise<readonly MenuImage[]> {
    return firstImagesOf(this.#db, this.alias, modeId);
  }
}

async function branchContactOf(db: Executor, alias: string): Promise<BranchContactRef | null> {
  const [contact] = await db
    .select({ id: t.branchContacts.id, branchId: t.branchContacts.branchId })
    .from(t.branchContacts)
    .where(eq(t.branchContacts.alias, alias))
    .limit(1);
  return contact ?? null;
}

type Reader = (visit: StorefrontVisit) => Promise<readonly string[]> | readonly string[];

type Built = string | readonly string[];

/** A reader that needs `lookup`'s value, and reads nothing while the page has none. */
const needing =
  <T>(lookup: (visit: StorefrontVisit) => Promise<T | null | undefined>) =>
  (read: (value: T, visit: StorefrontVisit) => Built | Promise<Built>): Reader =>
  async (visit) => {
    const value = await lookup(visit);
    return value ? [await read(value, visit)].flat() : [];
  };

/** With the branch contact the alias names (none for an alias that names none). */
const withContact = needing((visit) => visit.contact());
/** With the mode whose menu the page reads (none while the page has none). */
const withMenuMode = needing((visit) => visit.menuMode());

/**
 * How the server builds each read a storefront page declares, from the page's path and the demo
 * or real data. A page lists the reads; a read it does not list is never started for it.
 */
const storefrontReaders: Partial<Record<DinerCallName, Reader>> = {
  getAliasInfo: ({ alias }) => [buildPath(dinerCalls.getAliasInfo.path, { alias })],
  getBranchContact: withContact(({ id }) => buildPath(dinerCalls.getBranchContact.path, { id })),
  getMenuCustomizations: withContact(({ branchId }) => buildPath(dinerCalls.getMenuCustomizations.path, { branchId })),
  getBranchDiscounts: withContact(({ branchId }) => buildPath(dinerCalls.getBranchDiscounts.path, { branchId })),
  getLoyaltyProgram: withContact(({ branchId }) => buildPath(dinerCalls.getLoyaltyProgram.path, { id: branchId })),
  getOrder: withContact((_, { alias, params, access }) =>
    params.orderCode
      ? buildPath(dinerCalls.getOrder.path, { branchContactCode: alias, orderCode: params.orderCode }) + access
      : [],
  ),
  getSurveyState: ({ params }) =>
    params.orderCode ? [buildPath(dinerCalls.getSurveyState.path, { orderCode: params.orderCode })] : [],
  getSurvey: withContact(({ id }) => buildPath(dinerCalls.getSurvey.path, { branchContactId: id })),
  getFees: withMenuMode(({ id }) => buildPath(dinerCalls.getFees.path, { id })),
  getGeneralDiscounts: withMenuMode(({ id }) => buildPath(dinerCalls.getGeneralDiscounts.path, { id })),
  getGeneralSurcharges: withMenuMode(({ id }) => buildPath(dinerCalls.getGeneralSurcharges.path, { id })),
  getMenuHashes: async (visit) => {
    const active = (await visit.modes()).filter((mode) => mode.active);
    if (active.length === 0) return [];
    const query = buildQuery({ orderModeId: active.map((mode) => mode.id) });
    return [buildPath(dinerCalls.getMenuHashes.path, { alias: visit.alias }) + query];
  },
  getMenu: withMenuMode(({ id }, { alias }) =>
    buildPath(dinerCalls.getMenu.path, { branchContactAlias: alias, orderModeId: id }),
  ),
  getIndicators: withMenuMode(() => dinerCalls.getIndicators.path),
  getFileUrl: withMenuMode(async ({ id }, visit) =>
    (await visit.firstImages(id)).map(
      ({ fileId, type }) => buildPath(dinerCalls.getFileUrl.path, { id: fileId }) + buildQuery({ type }),
    ),
  ),
};

/** The reads the server can build for a storefront page: a page's other reads go in its `browserReads`. */
export const buildableStorefrontReads: ReadonlySet<string> = new Set(Object.keys(storefrontReaders));

/**
 * The API reads a storefront page makes first, as its declaration lists them, and the pictures of
 * a menu's first screen. An unknown alias gets what it names only: its 404 is what the page shows
 * its not-found screen from.
 */
export async function storefrontFirstReads(db: Executor, visit: PageVisit<StorefrontPage>): Promise<FirstReads> {
  const state = new StorefrontVisit(db, visit);
  const reads: string[] = [];
  for (const name of visit.page.reads as readonly DinerCallName[]) {
    reads.push(...((await storefrontReaders[name]?.(state)) ?? []));
  }
  const mode = (visit.page.reads as readonly string[]).includes('getFileUrl') ? await state.menuMode() : undefined;
  const images = mode ? await firstImageSources(db, await state.firstImages(mode.id)) : [];
  return { reads, images };
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
  const images = menuImagesInOrder(await menuOf(db, alias, modeId)).slice(0, FIRST_SCREEN_IMAGES);
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
  for (const category of categoriesWithPlates(menu.categories)) {
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

/** Where the first images' pictures are, as the page resolves them. */
async function firstImageSources(db: Executor, images: readonly MenuImage[]): Promise<string[]> {
  const fileIds = images.map((image) => image.fileId);
  const files = await fileUrls(db, fileIds);
  return images.flatMap(({ fileId }) => imageSource(files.get(fileId)) ?? []);
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

type LogisticsReader = (
  visit: PageVisit<LogisticsPage>,
  db: Executor,
) => Promise<readonly string[]> | readonly string[];

/** How the server builds each read a logistics page declares, from the page's path. */
const logisticsReaders: Partial<Record<LogisticsRead, LogisticsReader>> = {
  getTracking: ({ params, accessToken }) =>
    params.alias && params.orderCode
      ? [
          buildPath(logisticsCalls.getTracking.path, { alias: params.alias, orderCode: params.orderCode }) +
            buildQuery(orderAccessQuery(accessToken)),
        ]
      : [],
  getAliasInfo: ({ params }) =>
    params.alias ? [buildPath(dinerCalls.getAliasInfo.path, { alias: params.alias })] : [],
  getBranchContact: async ({ params }, db) => {
    const contact = params.alias ? await branchContactOf(db, params.alias) : null;
    return contact ? [buildPath(dinerCalls.getBranchContact.path, { id: contact.id })] : [];
  },
  realtimeConfig: () => [REALTIME_CONFIG_PATH],
  whoAmI: () => [logisticsCalls.whoAmI.path],
};

/** The reads the server can build for a logistics page. */
export const buildableLogisticsReads: ReadonlySet<string> = new Set(Object.keys(logisticsReaders));

async function logisticsReadsOf(
  names: readonly LogisticsRead[] | undefined,
  visit: PageVisit<LogisticsPage>,
  db: Executor,
): Promise<string[]> {
  const reads: string[] = [];
  for (const name of names ?? []) reads.push(...((await logisticsReaders[name]?.(visit, db)) ?? []));
  return reads;
}

/**
 * The reads a page of the logistics app makes at once, as its declaration lists them: the
 * tracking page's order (with the link's access token), look and realtime configuration; a rider
 * page's alias and branch contact, and who the rider is (the rider's session: started, not
 * answered).
 */
export async function logisticsFirstReads(db: Executor, visit: PageVisit<LogisticsPage>): Promise<FirstReads> {
  return {
    reads: await logisticsReadsOf(visit.page.reads, visit, db),
    started: await logisticsReadsOf(visit.page.started, visit, db),
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
