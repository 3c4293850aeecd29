/**
 * What a page remembers of its visitor, kept in a cookie of the page's own path so that the server
 * drawing the page's first screen knows it too (apps/server first-screens.ts hands the request's
 * Cookie header to src/first-screen.tsx, which provides it here). In localStorage only the browser
 * would know, and the server's screen would differ from the app's.
 */
import { createContext, type ReactNode, useContext, useState } from 'react';

/** The page request's Cookie header, while the server renders its first screen. */
const RequestCookies = createContext<string | undefined>(undefined);

export function RequestCookiesProvider({
  header,
  children,
}: {
  readonly header: string | undefined;
  readonly children: ReactNode;
}) {
  return <RequestCookies.Provider value={header ?? ''}>{children}</RequestCookies.Provider>;
}

/** Cookie `name` in a Cookie header (`a=1; b=2`), or null. */
export function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // Not written by us: kept as it is rather than breaking the page.
    }
  }
  return null;
}

/** Cookie `name` as the page had it when the component mounted: the request's on the server, the document's in a browser. */
export function useCookieAtMount(name: string): string | null {
  const header = useContext(RequestCookies);
  const [value] = useState(() => cookieValue(header ?? (typeof document === 'undefined' ? '' : document.cookie), name));
  return value;
}

/** Keeps `value` for this page only (its path), for `maxAgeSeconds`. Blocked cookies drop it: at worst the page forgets. */
export function rememberOnThisPage(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads it with the page's request; Safari and Firefox lack the Cookie Store API.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=${window.location.pathname}; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
