/**
 * The pages of `pages.ts`, each its own chunk (loaded when its route is visited), so the menu never
 * downloads checkout or payment code. 'preview', 'checkout' and 'order' are reserved third
 * segments, never order modes.
 *
 * Declarative routes (`Switch`, packages/ui routing/router.tsx): the app loads its data with SWR,
 * not route loaders.
 */
import { FocusOnNavigation } from '@comanda/app-shell';
import { lazyWithPreload, matchPath, PageHydrated, Route, Switch, useLocation } from '@comanda/ui';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { NotFoundPage, RouteError } from './app/RouteError.tsx';
import { type StorefrontPageId, storefrontRoutes } from './pages.ts';

const VenueGuidePage = lazyWithPreload(
  async () => (await import('./pages/venue-guide/VenueGuidePage.tsx')).VenueGuidePage,
);
const AliasPage = lazyWithPreload(async () => (await import('./pages/alias/AliasPage.tsx')).AliasPage);
const CartRoute = lazyWithPreload(async () => (await import('./pages/cart/CartRoute.tsx')).CartRoute);
const CheckoutPage = lazyWithPreload(async () => (await import('./pages/checkout/CheckoutPage.tsx')).CheckoutPage);
const OrderPage = lazyWithPreload(async () => (await import('./pages/order/OrderPage.tsx')).OrderPage);
const SurveyPage = lazyWithPreload(async () => (await import('./pages/survey/SurveyPage.tsx')).SurveyPage);

const components: Record<StorefrontPageId, typeof AliasPage> = {
  venueGuide: VenueGuidePage,
  alias: AliasPage,
  cart: CartRoute,
  checkout: CheckoutPage,
  order: OrderPage,
  survey: SurveyPage,
};
const pages = storefrontRoutes.map(({ path, id }) => ({ path, Page: components[id] }));

/** Loads the code of the page at `pathname` (main.tsx: before taking over its first screen). */
export async function loadPageAt(pathname: string): Promise<void> {
  await pages.find(({ path }) => matchPath(path, pathname))?.Page.preload();
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // No blank page: an error a page throws shows the error screen, until the diner goes elsewhere.
    <ErrorBoundary fallback={<RouteError />} resetKeys={[pathname]}>
      {/* Pages show their own loading state; nothing is drawn while a page's chunk arrives. */}
      <Suspense fallback={null}>
        {/* The first route that matches is drawn: a fixed third segment comes before `:mode`. */}
        <Switch>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path}>
              <Page />
            </Route>
          ))}
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
