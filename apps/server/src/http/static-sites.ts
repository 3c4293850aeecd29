/**
 * Serves the built single-page apps and Storybook from one port:
 * `/` storefront, `/logistics/` rider app and tracking page, `/storybook/` the design system (demo
 * mode only: its pages need inline and eval scripts, which have no place on the apps' origin in
 * real use). Unknown paths inside an app fall back to its index.html so client-side routes load directly.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { callNameOf, dinerCalls, matchPage, ORDER_ACCESS_PARAM, type PageDeclaration } from '@comanda/api';
import { type LogisticsPage, logisticsPages } from '@comanda/logistics/pages';
import { type StorefrontPage, storefrontPages } from '@comanda/storefront/pages';
import type { Context, Hono } from 'hono';
import type { ServerConfig } from '../config.ts';
import { answerReads, answersElement } from './document-answers.ts';
import type { AppEnv } from './env.ts';
import { type FirstScreen, firstScreenRenderer, withFirstScreen } from './first-screens.ts';
import {
  chunkLinks,
  type FirstReads,
  fetchPreload,
  imagePreload,
  logisticsFirstReads,
  manifestReader,
  noReads,
  type PageVisit,
  storefrontFirstReads,
  withHeadLinks,
} from './page-preloads.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Vite and Storybook put content-hashed files under these folders: safe to cache forever. */
const IMMUTABLE_PREFIXES = ['/assets/', '/sb-addons/', '/sb-common-assets/'];
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';

interface Site {
  readonly mount: string;
  readonly dir: string;
  readonly name: string;
  /** Client-side routed apps answer unknown paths with their index.html. */
  readonly spaFallback: boolean;
  /** The app's pages, whose documents list their chunks (and reads) to fetch at once. */
  readonly pages?: readonly PageDeclaration[];
  /** A page's first API reads (answered in its document) and pictures (started by it). */
  readonly firstReads?: (c: Context<AppEnv>, visit: PageVisit) => Promise<FirstReads>;
  /** Renders a page's first screen from its answers (first-screens.ts), for the routes marked `firstScreen`. */
  readonly renderFirstScreen?: ReturnType<typeof firstScreenRenderer>;
}

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map', '.ico']);
const MIN_COMPRESSED_SIZE = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface CachedFile {
  readonly mtimeMs: number;
  readonly size: number;
  readonly body: Buffer;
  readonly etag: string;
  gzip?: Promise<Buffer>;
  brotli?: Buffer;
  brotliStarted?: boolean;
}

/**
 * Files read once per change (mtime and size) with their ETag and their compressed forms. Gzip
 * (level 9, fast) is made on the first request; Brotli (quality 11, slow, in the thread pool) is
 * made in the background and used from then on, so no request waits for it.
 */
const fileCache = new Map<string, CachedFile>();

async function cachedFile(filePath: string): Promise<CachedFile> {
  const info = await stat(filePath);
  const cached = fileCache.get(filePath);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
  const body = await readFile(filePath);
  // Weak: the same tag names the plain, gzip and Brotli bodies, which are equivalent, not identical.
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const entry: CachedFile = { mtimeMs: info.mtimeMs, size: info.size, body, etag };
  fileCache.set(filePath, entry);
  return entry;
}

/** The compressions an Accept-Encoding header accepts (`q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  return { br: accepted.includes('br'), gzip: accepted.includes('gzip') };
}

async function encodedBody(
  file: CachedFile,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const accepts = acceptedEncodings(acceptEncoding);
  if (!file.brotliStarted) {
    file.brotliStarted = true;
    brotliAsync(file.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: file.size > 2_000_000 ? 5 : 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: file.size,
      },
    }).then(
      (compressed) => {
        if (compressed.length < file.size) file.brotli = compressed;
      },
      () => undefined,
    );
  }
  if (accepts.br && file.brotli) return { body: file.brotli, encoding: 'br' };
  if (accepts.gzip) {
    file.gzip ??= gzipAsync(file.body, { level: 9 });
    const compressed = await file.gzip;
    if (compressed.length < file.size) return { body: compressed, encoding: 'gzip' };
  }
  return { body: file.body };
}

/** If-None-Match holds `*` or a list of entity tags, weak (`W/"…"`) or strong. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => weak(candidate) === weak(etag));
}

/** What a page's document adds to index.html: hints and answers in its head, maybe its first screen. */
interface PageDocument {
  readonly links: readonly string[];
  readonly firstScreen: FirstScreen | null;
}

const plainDocument: PageDocument = { links: [], firstScreen: null };

/**
 * index.html with a page's additions, cached per distinct document (a route, an alias, the
 * answers of the moment), with its own ETag and compressed forms like any file; rebuilt when
 * index.html changes.
 */
const documentCache = new Map<string, CachedFile>();
const DOCUMENT_CACHE_LIMIT = 200;

async function pageDocumentFile(filePath: string, { links, firstScreen }: PageDocument): Promise<CachedFile> {
  const file = await cachedFile(filePath);
  if (links.length === 0 && firstScreen === null) return file;
  // Hashed: with its reads' answers and its first screen a document can be tens of kilobytes.
  const key = createHash('sha256')
    .update(`${filePath}\n${file.etag}\n${links.join('')}\n${firstScreen?.time ?? ''}\n${firstScreen?.markup ?? ''}`)
    .digest('base64url');
  const cached = documentCache.get(key);
  if (cached) return cached;
  const body = Buffer.from(withFirstScreen(withHeadLinks(file.body.toString('utf8'), links), firstScreen));
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const entry: CachedFile = { mtimeMs: file.mtimeMs, size: body.length, body, etag };
  if (documentCache.size >= DOCUMENT_CACHE_LIMIT) documentCache.clear();
  documentCache.set(key, entry);
  return entry;
}

async function fileResponse(
  c: Context,
  filePath: string,
  relativePath: string,
  loaded?: CachedFile,
): Promise<Response> {
  const file = loaded ?? (await cachedFile(filePath));
  const extension = path.extname(filePath);
  const type = contentTypes[extension] ?? 'application/octet-stream';
  const immutable = IMMUTABLE_PREFIXES.some((prefix) => relativePath.startsWith(prefix));
  const compressible = COMPRESSIBLE.has(extension) && file.size >= MIN_COMPRESSED_SIZE;
  const headers: Record<string, string> = {
    'Cache-Control': immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
    ETag: file.etag,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (etagMatches(c.req.header('If-None-Match'), file.etag)) return c.body(null, 304, headers);
  const { body, encoding } = compressible
    ? await encodedBody(file, c.req.header('Accept-Encoding'))
    : { body: file.body, encoding: undefined };
  return c.body(new Uint8Array(body), 200, {
    ...headers,
    'Content-Type': type,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * What a client-side route's document adds: in its head its chunks, and where the site knows them
 * the answers to its first reads (or, for a read it cannot answer, a hint that starts it) and its
 * first pictures; in its body, on the routes the server renders, the page's first screen.
 */
async function pageDocument(
  c: Context<AppEnv>,
  app: Hono<AppEnv>,
  site: Site,
  relativePath: string,
  manifest: () => ReturnType<ReturnType<typeof manifestReader>>,
): Promise<PageDocument> {
  const matched = site.pages ? matchPage(site.pages, relativePath) : null;
  if (!matched) return plainDocument;
  const route = matched.page;
  const built = await manifest();
  const links = (withFirstScreen: boolean) =>
    built ? chunkLinks(built, route, `${site.mount}/`, { withFirstScreen }) : [];
  try {
    const visit = { ...matched, accessToken: c.req.query(ORDER_ACCESS_PARAM) };
    const first = (await site.firstReads?.(c, visit)) ?? noReads;
    const { answers, unanswered } = await answerReads(app, c.req.raw, first.reads, c.env as object | undefined);
    const element = answersElement(answers);
    const url = new URL(c.req.url);
    const needed = route.firstScreenNeeds;
    const drawn = route.firstScreen && !(needed && unanswered.some((read) => readNameOf(read) === needed));
    const firstScreen =
      drawn && built && site.renderFirstScreen
        ? await site.renderFirstScreen(`${url.pathname}${url.search}`, answers, c.req.header('Cookie'), c.var.logger)
        : null;
    return {
      links: [
        ...links(firstScreen !== null),
        ...[...unanswered, ...(first.started ?? [])].map(fetchPreload),
        ...first.images.map(imagePreload),
        ...(element ? [element] : []),
      ],
      firstScreen,
    };
  } catch (error) {
    // Answers and hints only spare the page requests of its own: it works without them.
    c.var.logger.warn('page preloads failed', { path: relativePath, error: String(error) });
    return { links: links(false), firstScreen: null };
  }
}

/** The diner call a read's URL makes (the one whose answer a first screen may need). */
function readNameOf(url: string): string | null {
  return callNameOf(dinerCalls, 'GET', new URL(url, 'http://page').pathname);
}

function serveSite(app: Hono<AppEnv>, site: Site) {
  const root = path.resolve(site.dir);
  const manifest = manifestReader(root);
  return async (c: Context<AppEnv>): Promise<Response> => {
    if (!existsSync(path.join(root, 'index.html'))) {
      return c.text(`${site.name} is not built yet: run "pnpm build" (npm start does it for you).`, 503);
    }
    const requestPath = decodeURIComponent(new URL(c.req.url).pathname);
    const relativePath = `/${requestPath.slice(site.mount.length).replace(/^\/+/, '')}`;
    const candidate = path.resolve(root, `.${relativePath}`);
    // Never serve anything outside the site's folder.
    if (candidate !== root && !candidate.startsWith(`${root}${path.sep}`)) return c.notFound();
    // Nor a hidden file or folder (the build manifest in .vite/ is for scripts/check-budgets.mjs).
    if (relativePath.split('/').some((segment) => segment.startsWith('.'))) return c.notFound();
    if (relativePath !== '/' && (await isFile(candidate))) return fileResponse(c, candidate, relativePath);
    const hasExtension = path.extname(relativePath) !== '';
    if (relativePath === '/' || (site.spaFallback && !hasExtension)) {
      const index = path.join(root, 'index.html');
      const document = await pageDocumentFile(index, await pageDocument(c, app, site, relativePath, manifest));
      return fileResponse(c, index, '/index.html', document);
    }
    return c.notFound();
  };
}

export function mountStaticSites(app: Hono<AppEnv>, { sites, mode }: Pick<ServerConfig, 'sites' | 'mode'>): void {
  const storybook: Site = { mount: '/storybook', dir: sites.storybook, name: 'Storybook', spaFallback: false };
  const logistics: Site = {
    mount: '/logistics',
    dir: sites.logistics,
    name: 'The logistics app',
    spaFallback: true,
    pages: logisticsPages,
    firstReads: (c, visit) => logisticsFirstReads(c.var.db, visit as PageVisit<LogisticsPage>),
    renderFirstScreen: firstScreenRenderer(sites.logistics),
  };
  const storefront: Site = {
    mount: '',
    dir: sites.storefront,
    name: 'The storefront',
    spaFallback: true,
    pages: storefrontPages,
    firstReads: (c, visit) => storefrontFirstReads(c.var.db, visit as PageVisit<StorefrontPage>),
    renderFirstScreen: firstScreenRenderer(sites.storefront),
  };

  for (const site of mode === 'demo' ? [storybook, logistics] : [logistics]) {
    app.get(site.mount, (c) => c.redirect(`${site.mount}/`, 301));
    app.get(`${site.mount}/*`, serveSite(app, site));
  }
  // Not the storefront's page either: nothing under /storybook is served in real use.
  if (mode !== 'demo') for (const path of [storybook.mount, `${storybook.mount}/*`]) app.get(path, (c) => c.notFound());
  const serveStorefront = serveSite(app, storefront);
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStorefront(c);
  });
}
