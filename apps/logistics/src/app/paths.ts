/**
 * The domain builds full paths ('/logistics/{alias}/shipments'), right for plain links; the router
 * runs under the '/logistics' basename, so its navigations take the path without it.
 */
export const APP_BASE = '/logistics';

export function routerPath(fullPath: string): string {
  return fullPath.startsWith(`${APP_BASE}/`) ? fullPath.slice(APP_BASE.length) : fullPath;
}

const alias = (value: string) => `/${encodeURIComponent(value)}`;

export const paths = {
  riderPage: (branchAlias: string, variant: string) => `${alias(branchAlias)}/rider/${variant}`,
  riderRedirect: (branchAlias: string, riderId: string) =>
    `${alias(branchAlias)}/rider/${encodeURIComponent(riderId)}/shipments`,
  /** Follow-up §6: 'Acceso denegado o link expirado'. */
  accessDenied: (branchAlias: string) => `${alias(branchAlias)}/404`,
} as const;
