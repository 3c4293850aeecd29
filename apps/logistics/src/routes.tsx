/**
 * Routes of follow-up §2 under '/logistics' (the router's basename). Each page is its own chunk.
 * The rider screens share the branch scope layout: one theme and one Toaster, so a toast survives
 * the redirects between them.
 *
 * Declarative routes (`Switch`, packages/ui routing/router.tsx): the app loads its data with SWR,
 * not route loaders.
 */
import { FocusOnNavigation } from '@comanda/app-shell';
import { lazyWithPreload, matchPath, PageHydrated, Route, Switch, useLocation } from '@comanda/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AccessDeniedPage, NotFoundPage, RouteError } from './app/RouteError.tsx';
import { BranchScope } from './branch/BranchScope.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { inRiderScope, type LogisticsPageId, logisticsPages, RIDER_SCOPE } from './pages.ts';

const TrackingPage = lazyWithPreload(async () => (await import('./pages/tracking/TrackingPage.tsx')).TrackingPage);
const RiderRoute = lazy(async () => ({ default: (await import('./pages/rider/RiderRoute.tsx')).RiderRoute }));
const RiderRedirectPage = lazy(async () => ({
  default: (await import('./pages/rider-redirect/RiderRedirectPage.tsx')).RiderRedirectPage,
}));
const ShipmentsPage = lazy(async () => ({
  default: (await import('./pages/shipments/ShipmentsPage.tsx')).ShipmentsPage,
}));
const ShipmentDetailPage = lazy(async () => ({
  default: (await import('./pages/shipment-detail/ShipmentDetailPage.tsx')).ShipmentDetailPage,
}));

const TRACKING_PATH = logisticsPages.find((page) => page.id === 'tracking')?.path ?? '';
const riderPages = logisticsPages.filter((page) => page.id !== 'tracking');
const riderComponents: Record<Exclude<LogisticsPageId, 'tracking'>, ComponentType> = {
  riderIntake: RiderRoute,
  riderRedirect: RiderRedirectPage,
  shipments: ShipmentsPage,
  shipmentDetail: ShipmentDetailPage,
};

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
