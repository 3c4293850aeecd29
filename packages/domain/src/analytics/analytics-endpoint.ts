/**
 * Where a branch's analytics events go (diner §7 "POST to an external analytics endpoint"): the
 * branch's own endpoint when it is an https address, else this product's own collector. Only the
 * origin of a valid address is ever allowed in the page's CSP.
 */
export interface BranchAnalyticsEndpointField {
  readonly analyticsEndpoint?: string | null | undefined;
}

/** The branch's external endpoint, or null (then the storefront posts to the server's collector). */
export function analyticsEndpointOf(branch: BranchAnalyticsEndpointField | null | undefined): URL | null {
  const value = branch?.analyticsEndpoint?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}
