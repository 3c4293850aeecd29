/**
 * The rider screens below '/:alias': their routes inside the branch scope. The app's entry loads
 * this module only for a rider screen (routes.tsx); it is one chunk with the frame it imports,
 * which the rider pages import too, so the server's document preloads it for them.
 */
import { shipmentMessages } from '@comanda/domain/shipments';
import { lazyWithPreload, matchPath, type Preloadable, Route, Switch } from '@comanda/ui';
import { ErrorScreen, NotFoundPage } from '../app/RouteError.tsx';
import { inRiderScope, type LogisticsPageId, logisticsPages } from '../pages.ts';
import { BranchScope } from './BranchScope.tsx';

const riderComponents: Record<Exclude<LogisticsPageId, 'tracking'>, Preloadable<object>> = {
  riderIntake: lazyWithPreload(async () => (await import('../pages/rider/RiderRoute.tsx')).RiderRoute),
  riderRedirect: lazyWithPreload(
    async () => (await import('../pages/rider-redirect/RiderRedirectPage.tsx')).RiderRedirectPage,
  ),
  shipments: lazyWithPreload(async () => (await import('../pages/shipments/ShipmentsPage.tsx')).ShipmentsPage),
  shipmentDetail: lazyWithPreload(
    async () => (await import('../pages/shipment-detail/ShipmentDetailPage.tsx')).ShipmentDetailPage,
  ),
};
const riderPages = logisticsPages.filter((page) => page.id !== 'tracking');

/** Loads the code of the rider page at `pathname` (below the basename), if there is one. */
export async function preloadRiderPageAt(pathname: string): Promise<void> {
  const page = riderPages.find((candidate) => matchPath(candidate.path, pathname));
  if (page) await riderComponents[page.id].preload();
}

/** Follow-up §6 and §8: where a 403 on the list or a failed who-am-I sends the rider. */
function AccessDeniedPage() {
  return <ErrorScreen icon="locked" title={shipmentMessages.accessDenied} message={null} />;
}

/** The rider screens below '/:alias': each rider page at its path inside the branch scope. */
export function RiderScope() {
  return (
    <BranchScope>
      <Switch>
        {riderPages.map((page) => {
          const Page = riderComponents[page.id];
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
  );
}
