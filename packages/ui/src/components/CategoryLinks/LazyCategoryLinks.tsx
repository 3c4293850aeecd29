import { lazy } from 'react';

/**
 * `CategoryLinks` loaded on first render: only menus whose branch keeps plates off the main view
 * show it, so it stays out of what every menu loads. Wrap it in `Suspense`.
 */
export const LazyCategoryLinks = lazy(async () => ({ default: (await import('./CategoryLinks.tsx')).CategoryLinks }));
