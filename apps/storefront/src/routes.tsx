/**
 * Routes of diner spec §2 and follow-up §2. Each page is its own chunk (loaded when its route is
 * visited), so the menu never downloads checkout or payment code. 'preview', 'checkout' and
 * 'order' are reserved third segments, never order modes.
 */
import type { RouteObject } from 'react-router';
import { NotFoundPage, RouteError } from './app/RouteError.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./pages/venue-guide/VenueGuidePage.tsx')).VenueGuidePage }),
      },
      {
        path: '/menu/:alias',
        lazy: async () => ({ Component: (await import('./pages/alias/AliasPage.tsx')).AliasPage }),
      },
      {
        path: '/menu/:alias/preview',
        lazy: async () => ({ Component: (await import('./pages/cart/CartRoute.tsx')).CartRoute }),
      },
      {
        path: '/menu/:alias/checkout',
        lazy: async () => ({ Component: (await import('./pages/checkout/CheckoutPage.tsx')).CheckoutPage }),
      },
      {
        path: '/menu/:alias/order/:orderCode',
        lazy: async () => ({ Component: (await import('./pages/order/OrderPage.tsx')).OrderPage }),
      },
      {
        path: '/menu/:alias/:mode',
        lazy: async () => ({ Component: (await import('./pages/alias/AliasPage.tsx')).AliasPage }),
      },
      {
        path: '/menu/:alias/:category/:plate',
        lazy: async () => ({ Component: (await import('./pages/alias/AliasPage.tsx')).AliasPage }),
      },
      {
        path: '/encuesta/:alias/:orderCode',
        lazy: async () => ({ Component: (await import('./pages/survey/SurveyPage.tsx')).SurveyPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
