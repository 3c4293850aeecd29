/**
 * Routes of follow-up §2 under '/logistics' (the router's basename). Each page is its own chunk.
 * The rider screens share the branch scope layout: one theme and one Toaster, so a toast survives
 * the redirects between them.
 *
 * Declarative routes (`Switch`, packages/ui routing/router.tsx): the app loads its data with SWR,
 * not route loaders.
 */
import { FocusOnNavigation, PageLoading } from '@comanda/app-shell';
import { lazyWithPreload, matchPath, PageHydrated, Route, Switch, ThemeProvider, useLocation } from '@comanda/ui';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { NotFoundPage, RouteError } from './app/RouteError.tsx';
import { RIDER_SCOPE, TRACKING_PATH } from './page-paths.ts';
import { HomePage } from './pages/HomePage.tsx';

const TrackingPage = lazyWithPreload(async () => (await import('./pages/tracking/TrackingPage.tsx')).TrackingPage);

/**
 * The rider screens (their frame, routes and pages) load with them, not with the tracking page;
 * the page of the address asked for before the frame is drawn, as one step.
 */
const RiderScope = lazy(async () => {
  const scope = await import('./branch/RiderScope.tsx');
  await scope.preloadRiderPageAt(window.location.pathname.slice('/logistics'.length));
  return { default: scope.RiderScope };
});

/**
 * Loads the code of the page at `pathname` (below the basename) when the server renders its first
 * screen: the tracking page (main.tsx: before taking over that screen).
 */
export async function loadPageAt(pathname: string): Promise<void> {
  if (matchPath(TRACKING_PATH, pathname)) await TrackingPage.preload();
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // No blank page: an error a page throws shows the error screen, until the rider goes elsewhere.
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      {/* Pages show their own loading state; nothing is drawn while a page's chunk arrives. */}
      <Suspense fallback={null}>
        <Switch>
          <Route path="/">
            <HomePage />
          </Route>
          <Route path={TRACKING_PATH}>
            <TrackingPage />
          </Route>
          <Route path={RIDER_SCOPE} nest>
            <Suspense
              fallback={
                <ThemeProvider>
                  <PageLoading />
                </ThemeProvider>
              }
            >
              <RiderScope />
            </Suspense>
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
        <PageHydrated />
        <FocusOnNavigation />
      </Suspense>
    </ErrorBoundary>
  );
}
