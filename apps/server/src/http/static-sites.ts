/**
 * Serves the built single-page apps and Storybook from one port:
 * `/` storefront, `/logistics/` rider app and tracking page, `/storybook/` the design system.
 * Unknown paths inside an app fall back to its index.html so client-side routes load directly.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { Context, Env, Hono } from 'hono';
import type { ServerConfig } from '../config.ts';

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

function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
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

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => weak(candidate) === weak(etag));
}

async function fileResponse(c: Context, filePath: string, relativePath: string): Promise<Response> {
  const file = await cachedFile(filePath);
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

function serveSite(site: Site) {
  const root = path.resolve(site.dir);
  return async (c: Context): Promise<Response> => {
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
      return fileResponse(c, path.join(root, 'index.html'), '/index.html');
    }
    return c.notFound();
  };
}

export function mountStaticSites<E extends Env>(app: Hono<E>, sites: ServerConfig['sites']): void {
  const storybook: Site = { mount: '/storybook', dir: sites.storybook, name: 'Storybook', spaFallback: false };
  const logistics: Site = { mount: '/logistics', dir: sites.logistics, name: 'The logistics app', spaFallback: true };
  const storefront: Site = { mount: '', dir: sites.storefront, name: 'The storefront', spaFallback: true };

  for (const site of [storybook, logistics]) {
    app.get(site.mount, (c) => c.redirect(`${site.mount}/`, 301));
    app.get(`${site.mount}/*`, serveSite(site));
  }
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveSite(storefront)(c);
  });
}
