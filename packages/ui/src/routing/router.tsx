/**
 * The apps' router: wouter (≈ 2 KB gzip, against React Router's 12 KB on every page:
 * docs/performance.md §1) under the few names the pages use. Declarative routes (`Switch`,
 * `Route`), hooks for the params, the location, the query and navigation, and `Navigate` for a
 * redirect. The location changes in a transition, as React Router's did: a page whose code is
 * still loading leaves the previous page on screen instead of a blank one.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { parse } from 'regexparam';
import { matchRoute, Router, useParams as useRouterParams, useSearchParams as useRouterSearchParams } from 'wouter';

export { Route, Switch } from 'wouter';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
  /** Kept with the entry (`useLocation().state`), never in the URL. */
  readonly state?: unknown;
}

export interface AppLocation {
  /** Below the router's base (the rider app's '/logistics'). */
  readonly pathname: string;
  readonly search: string;
  /** Never sent to the server: '' on its render and in the hydration of that screen. */
  readonly hash: string;
  readonly state: unknown;
}

/** The browser's location, whole (`path` with the base). */
type WholeLocation = Omit<AppLocation, 'pathname'> & { readonly path: string };

const LocationContext = createContext<WholeLocation>({ path: '/', search: '', hash: '', state: null });
const BaseContext = createContext('');
const changeListeners = new Set<() => void>();

function currentLocation(): WholeLocation {
  const { pathname, search, hash } = window.location;
  return { path: pathname, search, hash, state: window.history.state };
}

function navigateTo(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  window.history[replace ? 'replaceState' : 'pushState'](state, '', to);
  for (const listener of changeListeners) listener();
}

const useWholePath = (): [string, typeof navigateTo] => [useContext(LocationContext).path, navigateTo];
const useWholeSearch = () => useContext(LocationContext).search;

/**
 * Routes below `base` over the browser's location, or over `url` (path and query) when the server
 * renders a first screen; the browser's hydration reads the same path and query from its own.
 */
export function AppRouter({
  base = '',
  url,
  children,
}: {
  readonly base?: string;
  readonly url?: string;
  readonly children: ReactNode;
}) {
  const [location, setLocation] = useState<WholeLocation>(() => (url ? serverLocation(url) : currentLocation()));
  useEffect(() => {
    const update = () => startTransition(() => setLocation(currentLocation()));
    changeListeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      changeListeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return (
    <BaseContext value={base}>
      <LocationContext value={location}>
        <Router base={base} hook={useWholePath} searchHook={useWholeSearch}>
          {children}
        </Router>
      </LocationContext>
    </BaseContext>
  );
}

function serverLocation(url: string): WholeLocation {
  const { pathname, search } = new URL(url, 'http://first-screen.invalid');
  return { path: pathname, search, hash: '', state: null };
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The named params of the route drawn, decoded (an order code sent with `encodeURIComponent`). */
export function useParams<Params extends string = string>(): Partial<Record<Params, string>> {
  const raw = useRouterParams() as Record<string, string | undefined>;
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(raw).flatMap(([key, value]) => (value === undefined ? [] : [[key, decoded(value)]])),
      ) as Partial<Record<Params, string>>,
    [raw],
  );
}

/** Where the browser is, below the app's base (whatever route it is read in). */
export function useLocation(): AppLocation {
  const base = useContext(BaseContext);
  const { path, search, hash, state } = useContext(LocationContext);
  return useMemo(
    () => ({ pathname: path.startsWith(base) ? path.slice(base.length) || '/' : path, search, hash, state }),
    [base, path, search, hash, state],
  );
}

/** Navigation to a path below the app's base (`/menu/…`), from any route, nested or not. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const base = useContext(BaseContext);
  return useCallback((to, options) => navigateTo(base + to, options), [base]);
}

/** The query, and a setter that navigates to the same path with another query. */
export const useSearchParams = useRouterSearchParams;

/** Goes to `to` (below the app's base) as soon as it is drawn. */
export function Navigate({ to, replace = false, state }: { readonly to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

/** The params of `pattern` (`/tracking/order/:alias/:orderCode`) in `pathname`, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const [matches, params] = matchRoute(parse, pattern, pathname);
  return matches ? (params as Record<string, string>) : null;
}
