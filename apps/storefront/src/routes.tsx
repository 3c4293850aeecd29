/**
 * Routes of diner spec §2 and follow-up §2. Each page is its own chunk (loaded when its route is
 * visited), so the menu never downloads checkout or payment code. 'preview', 'checkout' and
 * 'order' are reserved third segments, never order modes.
 *
 * Declarative routes (`<Routes>`) rather than a data router: the app loads its data with SWR, not
 * route loaders, and React Router's data router is ≈ 17 KB gzip more on every page (issue #9).
 */
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation } from 'react-router';
import { NotFoundPage, RouteError } from './app/RouteError.tsx';

const VenueGuidePage = lazy(async () => ({
  default: (await import('./pages/venue-guide/VenueGuidePage.tsx')).VenueGuidePage,
}));
const AliasPage = lazy(async () => ({ default: (await import('./pages/alias/AliasPage.tsx')).AliasPage }));
const CartRoute = lazy(async () => ({ default: (await import('./pages/cart/CartRoute.tsx')).CartRoute }));
const CheckoutPage = lazy(async () => ({ default: (await import('./pages/checkout/CheckoutPage.tsx')).CheckoutPage }));
const OrderPage = lazy(async () => ({ default: (await import('./pages/order/OrderPage.tsx')).OrderPage }));
const SurveyPage = lazy(async () => ({ default: (await import('./pages/survey/SurveyPage.tsx')).SurveyPage }));

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // No blank page: an error a page throws shows the error screen, until the diner goes elsewhere.
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      {/* Pages show their own loading state; nothing is drawn while a page's chunk arrives. */}
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<VenueGuidePage />} />
          <Route path="/menu/:alias" element={<AliasPage />} />
          <Route path="/menu/:alias/preview" element={<CartRoute />} />
          <Route path="/menu/:alias/checkout" element={<CheckoutPage />} />
          <Route path="/menu/:alias/order/:orderCode" element={<OrderPage />} />
          <Route path="/menu/:alias/:mode" element={<AliasPage />} />
          <Route path="/menu/:alias/:category/:plate" element={<AliasPage />} />
          <Route path="/encuesta/:alias/:orderCode" element={<SurveyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
