/**
 * Where a branch's analytics events go (diner §7 "POST to an external analytics endpoint"): the
 * branch's own endpoint when it is an https address, else this product's own collector. Only the
 * origin of a valid address is ever allowed in the page's CSP.
 */
export interface BranchAnalyticsEndpointField {
  readonly analyticsEndpoint?: string | null | undefined;
}

export interface AnalyticsEndpoint {
  readonly href: string;
  /** `https://host[:port]`, what the page's `connect-src` allows. */
  readonly origin: string;
}

/** https, a host name (no credentials, no spaces, no quotes), an optional port and path. */
const HTTPS_ADDRESS = /^(https:\/\/[a-z0-9.-]+(?::\d{1,5})?)(\/[^\s"'<>\\]*)?$/i;

/** The branch's external endpoint, or null (then the storefront posts to the server's collector). */
export function analyticsEndpointOf(branch: BranchAnalyticsEndpointField | null | undefined): AnalyticsEndpoint | null {
  const value = branch?.analyticsEndpoint?.trim();
  const match = value ? HTTPS_ADDRESS.exec(value) : null;
  if (!value || !match?.[1]) return null;
  return { href: value, origin: match[1].toLowerCase() };
}
