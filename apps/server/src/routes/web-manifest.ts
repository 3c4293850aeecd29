/**
 * GET /api/diner/{alias}/manifest.webmanifest: the web app manifest of a storefront alias (diner §1
 * "a PWA install prompt", §3 Branch colours and logo), so each branch installs as its own app
 * with its name, colours and logo, opening at its menu. The storefront points its
 * `<link rel="manifest">` here once it knows the alias (apps/storefront/src/pwa).
 */
import { resolveBranchColors } from '@comanda/domain/theme';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { aliasOwner } from '../http/storefront-pages.ts';

/** The storefront's own icon (apps/storefront/public/icon.svg), always offered. */
const DEFAULT_ICON = { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' } as const;

const imageTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function logoIcon(url: string | undefined) {
  if (!url) return [];
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const type = imageTypes[extension];
  return [{ src: url, sizes: 'any', purpose: 'any', ...(type ? { type } : {}) }];
}

export const webManifestRoutes = new Hono<AppEnv>().get('/diner/:alias/manifest.webmanifest', async (c) => {
  const owner = await aliasOwner(c.var.db, c.req.param('alias'));
  if (!owner) return c.json({ error: 'not_found', message: 'Alias no encontrado' }, 404);
  const branch = owner.branches[0];
  const colors = resolveBranchColors(branch?.generalConfig.colorConfig);
  const start = `/menu/${encodeURIComponent(owner.alias)}`;
  const manifest = {
    id: start,
    name: owner.name,
    short_name: owner.name,
    lang: 'es',
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.main,
    icons: [...logoIcon(branch?.customLogoURL), DEFAULT_ICON],
  };
  return c.body(JSON.stringify(manifest), 200, {
    'Content-Type': 'application/manifest+json',
    'Cache-Control': 'no-cache',
  });
});
