/**
 * The two paths the app's entry routes by (routes.tsx): the tracking page's and the rider pages'
 * scope. pages.ts declares the pages with them; apart from it, so that the entry carries none of
 * the rider pages' declarations. No React here.
 */
export const TRACKING_PATH = '/tracking/order/:alias/:orderCode';

/** The rider's pages live inside a branch contact's scope: `/:alias` and then their own path. */
export const RIDER_SCOPE = '/:alias';
