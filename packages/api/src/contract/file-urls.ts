/**
 * Diner §7 `GET /api/diner/file/{id}/url`: a relative API URL ('api/diner/files/x.svg') is
 * resolved from the site's root; absolute, root-relative, data and blob URLs stay as they are.
 * The storefront shows pictures through it and the server's documents preload them through it.
 */
export function absoluteFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:|\/)/.test(url)) return url;
  return `/${url}`;
}
