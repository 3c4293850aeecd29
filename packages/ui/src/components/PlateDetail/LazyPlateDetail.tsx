import { lazy } from 'react';

const load = () => import('./PlateDetail.tsx');

/**
 * `PlateDetail` loaded on first render: a menu shows its plates before the diner opens one, so the
 * detail's form stays out of what the menu loads before it is interactive. Wrap it in `Suspense`,
 * and call `preloadPlateDetail` once the menu is on screen so the first tap does not wait.
 */
export const LazyPlateDetail = lazy(async () => ({ default: (await load()).PlateDetail }));

/** Starts loading `PlateDetail` (at most once; later calls reuse the same request). */
export function preloadPlateDetail(): void {
  void load();
}
