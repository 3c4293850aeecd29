import { lazy } from 'react';

/**
 * `HoursModal` loaded when first opened: the menu shows 'Ver horarios' long before a diner asks
 * for the hours, so the week's table stays out of what the menu loads first. Wrap it in `Suspense`.
 */
export const LazyHoursModal = lazy(async () => ({ default: (await import('./HoursModal.tsx')).HoursModal }));
