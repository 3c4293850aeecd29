/**
 * The logistics app's pages (follow-up §2), below its '/logistics' base: route, module and first
 * reads, declared once. `routes.tsx` draws them; the server (`@comanda/logistics/pages`) matches a
 * document's path with them to answer or start their reads and to draw the tracking page's first
 * screen. No React here.
 */
import type { DinerCallName, LogisticsCallName, PageDeclaration, RealtimeConfigRead } from '@comanda/api';
import { RIDER_SCOPE, TRACKING_PATH } from './page-paths.ts';

export type LogisticsRead = DinerCallName | LogisticsCallName | RealtimeConfigRead;
export type LogisticsPageId = 'tracking' | 'riderIntake' | 'riderRedirect' | 'shipments' | 'shipmentDetail';
export type LogisticsPage = PageDeclaration<LogisticsRead> & { readonly id: LogisticsPageId };

/** What the alias names and the branch contact: the scope reads them for every rider page. */
const SCOPE_READS = ['getAliasInfo', 'getBranchContact'] as const satisfies readonly LogisticsRead[];

export const logisticsPages = [
  {
    id: 'tracking',
    path: TRACKING_PATH,
    module: 'src/pages/tracking/TrackingPage.tsx',
    firstScreen: true,
    reads: ['getTracking', 'getAliasInfo', 'realtimeConfig'],
  },
  {
    id: 'riderIntake',
    path: `${RIDER_SCOPE}/rider/:registerPageVariant`,
    module: 'src/pages/rider/RiderRoute.tsx',
    reads: SCOPE_READS,
  },
  {
    id: 'riderRedirect',
    path: `${RIDER_SCOPE}/rider/:riderId/shipments`,
    module: 'src/pages/rider-redirect/RiderRedirectPage.tsx',
    reads: SCOPE_READS,
  },
  // They ask who the rider is before anything else: the rider's session, started by the document.
  {
    id: 'shipments',
    path: `${RIDER_SCOPE}/shipments`,
    module: 'src/pages/shipments/ShipmentsPage.tsx',
    reads: SCOPE_READS,
    started: ['whoAmI'],
  },
  {
    id: 'shipmentDetail',
    path: `${RIDER_SCOPE}/shipments/:shipmentType/:shipmentId`,
    module: 'src/pages/shipment-detail/ShipmentDetailPage.tsx',
    reads: SCOPE_READS,
    started: ['whoAmI'],
  },
] as const satisfies readonly LogisticsPage[];

/** A rider page's path inside its scope (the router nests them below `/:alias`). */
export function inRiderScope(page: LogisticsPage): string {
  return page.path.slice(RIDER_SCOPE.length);
}
