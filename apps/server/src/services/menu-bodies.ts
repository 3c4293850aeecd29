/**
 * A menu's answer, ready to send: its JSON as bytes and compressed with gzip and Brotli, made once
 * per content hash, so answering a known menu costs no JSON.stringify and no compression.
 * Each form has its own strong ETag (they are different bytes); any of them revalidates the menu.
 */
import { promisify } from 'node:util';
import { brotliCompress, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { MenuOutput } from '@comanda/api';

const brotliAsync = promisify(brotliCompress);

export const menuEncodings = ['br', 'gzip', 'identity'] as const;
export type MenuEncoding = (typeof menuEncodings)[number];

export interface MenuBody {
  readonly encoding: MenuEncoding;
  readonly bytes: Uint8Array;
  readonly etag: string;
  /** Every header of the answer that only depends on the body (the 304 reuses them minus the type). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface MenuBodies {
  readonly hash: string;
  readonly identity: MenuBody;
  readonly gzip: MenuBody;
  /** Made in the thread pool after the first answer (quality 11 is slow); gzip is sent until then. */
  brotli?: MenuBody;
  /** Every ETag of this content, for If-None-Match. */
  readonly etags: readonly string[];
}

/** Revalidated on every use: a changed menu must show at once, an unchanged one costs a 304. */
const MENU_CACHE_CONTROL = 'no-cache';

export const menuEtag = (hash: string, encoding: MenuEncoding = 'identity') =>
  encoding === 'identity' ? `"menu-${hash}"` : `"menu-${hash}-${encoding}"`;

function menuBody(hash: string, encoding: MenuEncoding, bytes: Uint8Array): MenuBody {
  const etag = menuEtag(hash, encoding);
  return {
    encoding,
    bytes,
    etag,
    headers: {
      ETag: etag,
      'Cache-Control': MENU_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      'Content-Type': 'application/json',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    },
  };
}

/** The menu's bodies; Brotli follows in the background (a failure keeps gzip, which is fine). */
export function menuBodies(menu: MenuOutput): MenuBodies {
  const json = Buffer.from(JSON.stringify(menu));
  const bodies: MenuBodies = {
    hash: menu.hash,
    identity: menuBody(menu.hash, 'identity', json),
    gzip: menuBody(menu.hash, 'gzip', gzipSync(json, { level: 9 })),
    etags: menuEncodings.map((encoding) => menuEtag(menu.hash, encoding)),
  };
  brotliAsync(json, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  }).then(
    (compressed) => {
      bodies.brotli = menuBody(menu.hash, 'br', compressed);
    },
    () => undefined,
  );
  return bodies;
}

/** The form to send for what the client accepts: Brotli, else gzip, else the plain JSON. */
export function chooseMenuBody(bodies: MenuBodies, accepts: { br: boolean; gzip: boolean }): MenuBody {
  if (accepts.br && bodies.brotli) return bodies.brotli;
  return accepts.gzip ? bodies.gzip : bodies.identity;
}
