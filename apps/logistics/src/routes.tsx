/**
 * Routes of follow-up §2 under '/logistics' (the router's basename). Each page is its own chunk.
 * The rider screens share the branch scope layout: one theme and one Toaster, so a toast survives
 * the redirects between them.
 *
 * Declarative routes (`Switch`, packages/ui routing/router.tsx): the app loads its data with SWR,
 * not route loaders.
 */
import { FocusOnNavigation, PageLoading } from '@comanda/app-shell';
import {
  lazyWithPreload,
  matchPath,
  PageHydrated,
  type Preloadable,
  Route,
  Switch,
  ThemeProvider,
  useLocation,
} from '@comanda/ui';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AccessDeniedPage, NotFoundPage, RouteError } from './app/RouteError.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { inRiderScope, type LogisticsPageId, logisticsPages, RIDER_SCOPE } from './pages.ts';

const TrackingPage = lazyWithPreload(async () => (await import('./pages/tracking/TrackingPage.tsx')).TrackingPage);
const RiderRoute = lazyWithPreload(async () => (await import('./pages/rider/RiderRoute.tsx')).RiderRoute);
const RiderRedirectPage = lazyWithPreload(
  async () => (await import('./pages/rider-redirect/RiderRedirectPage.tsx')).RiderRedirectPage,
);
const ShipmentsPage = lazyWithPreload(async () => (await import('./pages/shipments/ShipmentsPage.tsx')).ShipmentsPage);
const ShipmentDetailPage = lazyWithPreload(
  async () => (await import('./pages/shipment-detail/ShipmentDetailPage.tsx')).ShipmentDetailPage,
);

const TRACKING_PATH = logisticsPages.find((page) => page.id === 'tracking')?.path ?? '';
const riderPages = logisticsPages.filter((page) => page.id !== 'tracking');
const riderComponents: Record<Exclude<LogisticsPageId, 'tracking'>, Preloadable<object>> = {
  riderIntake: RiderRoute,
  riderRedirect: RiderRedirectPage,
  shipments: ShipmentsPage,
  shipmentDetail: ShipmentDetailPage,
};

/**
 * The rider screens' frame (their branch reads, theme and Toaster) loads with them, not with the
 * tracking page; the page of the address asked for loads beside it rather than after it.
 */
const BranchScope = lazy(async () => {
  const pathname = window.location.pathname.slice('/logistics'.length);
  const page = riderPages.find((candidate) => matchPath(candidate.path, pathname));
  const [scope] = await Promise.all([
    import('./branch/BranchScope.tsx'),
    page ? riderComponents[page.id as keyof typeof riderComponents].preload() : undefined,
  ]);
  return { default: scope.BranchScope };
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
              <BranchScope>
                <Switch>
                  {riderPages.map((page) => {
                    const Page = riderComponents[page.id as keyof typeof riderComponents];
                    return (
                      <Route key={page.id} path={inRiderScope(page)}>
                        <Page />
                      </Route>
                    );
                  })}
                  <Route path="/404">
                    <AccessDeniedPage />
                  </Route>
                  <Route>
                    <NotFoundPage />
                  </Route>
                </Switch>
              </BranchScope>
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
