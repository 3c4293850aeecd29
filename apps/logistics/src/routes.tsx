/**
 * Routes of follow-up §2 under '/logistics' (the router's basename). Each page is its own chunk.
 * The rider screens share the branch scope layout: one theme and one Toaster, so a toast survives
 * the redirects between them.
 */
import type { RouteObject } from 'react-router';
import { AccessDeniedPage, NotFoundPage, RouteError } from './app/RouteError.tsx';
import { BranchScope } from './branch/BranchScope.tsx';
import { HomePage } from './pages/HomePage.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/tracking/order/:alias/:orderCode',
        lazy: async () => ({ Component: (await import('./pages/tracking/TrackingPage.tsx')).TrackingPage }),
      },
      {
        path: '/:alias',
        element: <BranchScope />,
        children: [
          {
            path: 'rider/:registerPageVariant',
            lazy: async () => ({ Component: (await import('./pages/rider/RiderRoute.tsx')).RiderRoute }),
          },
          {
            path: 'rider/:riderId/shipments',
            lazy: async () => ({
              Component: (await import('./pages/rider-redirect/RiderRedirectPage.tsx')).RiderRedirectPage,
            }),
          },
          {
            path: 'shipments',
            lazy: async () => ({ Component: (await import('./pages/shipments/ShipmentsPage.tsx')).ShipmentsPage }),
          },
          {
            path: 'shipments/:shipmentType/:shipmentId',
            lazy: async () => ({
              Component: (await import('./pages/shipment-detail/ShipmentDetailPage.tsx')).ShipmentDetailPage,
            }),
          },
          { path: '404', element: <AccessDeniedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
