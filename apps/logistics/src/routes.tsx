/**
 * Routes of follow-up §2 under '/logistics' (the router's basename). Each page is its own chunk.
 * The rider screens share the branch scope layout: one theme and one Toaster, so a toast survives
 * the redirects between them.
 *
 * Declarative routes (`<Routes>`) rather than a data router: the app loads its data with SWR, not
 * route loaders, and React Router's data router is ≈ 17 KB gzip more on every page (issue #9).
 */
import { lazyWithPreload, PageHydrated } from '@comanda/ui';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { AccessDeniedPage, NotFoundPage, RouteError } from './app/RouteError.tsx';
import { BranchScope } from './branch/BranchScope.tsx';
import { HomePage } from './pages/HomePage.tsx';

const TrackingPage = lazyWithPreload(async () => (await import('./pages/tracking/TrackingPage.tsx')).TrackingPage);
const TRACKING_PATH = '/tracking/order/:alias/:orderCode';
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
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path={TRACKING_PATH} element={<TrackingPage />} />
          <Route path="/:alias" element={<BranchScope />}>
            <Route path="rider/:registerPageVariant" element={<RiderRoute />} />
            <Route path="rider/:riderId/shipments" element={<RiderRedirectPage />} />
            <Route path="shipments" element={<ShipmentsPage />} />
            <Route path="shipments/:shipmentType/:shipmentId" element={<ShipmentDetailPage />} />
            <Route path="404" element={<AccessDeniedPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <PageHydrated />
      </Suspense>
    </ErrorBoundary>
  );
}
