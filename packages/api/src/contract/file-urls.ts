/**
 * The API folders whose relative file URLs (diner §7 `GET /api/diner/file/{id}/url`) get the
 * base host prefixed; the API shares the apps' origin, so the base host is the site's root.
 */
const API_FILE_URL_PREFIXES = ['api/diner', 'api/plates', 'api/indicators', 'api/categories'] as const;

/**
 * Diner §7: a URL starting with one of the API folders ('api/diner/files/x.svg') is resolved from
 * the site's root; any other URL (absolute, root-relative, data, blob) is used as it is.
 * The storefront shows pictures through it and the server's documents preload them through it.
 */
export function absoluteFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return API_FILE_URL_PREFIXES.some((prefix) => url.startsWith(`${prefix}/`)) ? `/${url}` : url;
}
