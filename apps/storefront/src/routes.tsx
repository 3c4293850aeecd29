/**
 * Routes of diner spec §2 and follow-up §2. Each page is its own chunk (loaded when its route is
 * visited), so the menu never downloads checkout or payment code. 'preview', 'checkout' and
 * 'order' are reserved third segments, never order modes.
 *
 * Declarative routes (`<Routes>`) rather than a data router: the app loads its data with SWR, not
 * route loaders, and React Router's data router is ≈ 17 KB gzip more on every page (issue #9).
 */
import { lazyWithPreload, PageHydrated } from '@comanda/ui';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage, RouteError } from './app/RouteError.tsx';

const VenueGuidePage = lazyWithPreload(
  async () => (await import('./pages/venue-guide/VenueGuidePage.tsx')).VenueGuidePage,
);
const AliasPage = lazyWithPreload(async () => (await import('./pages/alias/AliasPage.tsx')).AliasPage);
const CartRoute = lazyWithPreload(async () => (await import('./pages/cart/CartRoute.tsx')).CartRoute);
const CheckoutPage = lazyWithPreload(async () => (await import('./pages/checkout/CheckoutPage.tsx')).CheckoutPage);
const OrderPage = lazyWithPreload(async () => (await import('./pages/order/OrderPage.tsx')).OrderPage);
const SurveyPage = lazyWithPreload(async () => (await import('./pages/survey/SurveyPage.tsx')).SurveyPage);

const pages = [
  { path: '/', Page: VenueGuidePage },
  { path: '/menu/:alias', Page: AliasPage },
  { path: '/menu/:alias/preview', Page: CartRoute },
  { path: '/menu/:alias/checkout', Page: CheckoutPage },
  { path: '/menu/:alias/order/:orderCode', Page: OrderPage },
  { path: '/menu/:alias/:mode', Page: AliasPage },
  { path: '/menu/:alias/:category/:plate', Page: AliasPage },
  { path: '/encuesta/:alias/:orderCode', Page: SurveyPage },
] as const;

/** Loads the code of the page at `pathname` (main.tsx: before taking over its first screen). */
export async function loadPageAt(pathname: string): Promise<void> {
  const [match] = matchRoutes([...pages], pathname) ?? [];
  await match?.route.Page.preload();
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // No blank page: an error a page throws shows the error screen, until the diner goes elsewhere.
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      {/* Pages show their own loading state; nothing is drawn while a page's chunk arrives. */}
      <Suspense fallback={null}>
        <Routes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <PageHydrated />
      </Suspense>
    </ErrorBoundary>
  );
}
