/**
 * How an app declares its pages (each app's `src/pages.ts`): the route, the module the build
 * names, and the calls its first screen makes. The app's router and the server (which starts or
 * answers those reads with the document and draws the first screen) both read the declaration,
 * so a page's route and first reads are written once.
 */
import type { CallDefinition, HttpMethod } from './define.ts';
import type * as dinerCalls from './diner-calls.ts';
import type * as logisticsCalls from './logistics-calls.ts';

export type DinerCallName = keyof typeof dinerCalls;
export type LogisticsCallName = keyof typeof logisticsCalls;

export interface PageDeclaration<Read extends string = string> {
  /** The route as the router matches it: `/menu/:alias/checkout` (`:name` is one segment). */
  readonly path: string;
  /** The page's module, as the build manifest names it (`src/pages/…/Page.tsx`). */
  readonly module: string;
  /** The server draws the page's first screen (apps/server first-screens.ts). */
  readonly firstScreen?: true;
  /**
   * Modules the page loads on demand that its first screen may draw (the bare alias's store
   * chooser): the document links their stylesheets, and preloads their code, with the page's.
   */
  readonly firstScreenModules?: readonly string[];
  /** A read without whose answer in the document the server does not draw the first screen. */
  readonly firstScreenNeeds?: Read;
  /**
   * Every call the page makes before its first screen is complete, in any state the server can
   * know of: the server answers or starts them with the document, and an end-to-end test fails
   * when the page makes one it does not list.
   */
  readonly reads: readonly Read[];
  /** Reads of the visitor's own session: started by the document, never answered in it. */
  readonly started?: readonly Read[];
  /**
   * Reads that depend on what only the browser knows (its cart's pictures, the store's country
   * for its analytics): the page makes them, the server leaves them to it.
   */
  readonly browserReads?: readonly Read[];
}

/** A path pattern's matcher: the values of its `:name` segments, or null when `pathname` is not it. */
export function pathMatcher(pattern: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const expression = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const match = expression.exec(pathname);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
  };
}

/** The first of `pages` whose path matches (the router's rule: the first declared wins), with its params. */
export function matchPage<P extends PageDeclaration>(
  pages: readonly P[],
  pathname: string,
): { readonly page: P; readonly params: Record<string, string> } | null {
  for (const page of pages) {
    const params = pathMatcher(page.path)(pathname);
    if (params) return { page, params };
  }
  return null;
}

/** The name of the call among `calls` that a request (method and path, no query) makes, or null. */
export function callNameOf(
  calls: Readonly<Record<string, CallDefinition>>,
  method: HttpMethod,
  pathname: string,
): string | null {
  for (const [name, call] of Object.entries(calls)) {
    if (call.method === method && pathMatcher(call.path)(pathname)) return name;
  }
  return null;
}

/**
 * What pusher-js needs to connect (apps/server realtime/client-config.ts): a read of the tracking
 * page, not a call of the contract (it configures a library, not the product).
 */
export const REALTIME_CONFIG_PATH = '/api/realtime/config';
export type RealtimeConfigRead = 'realtimeConfig';
