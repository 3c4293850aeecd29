import { appConfig } from '../../tooling/app-config.ts';

/**
 * The diner calls, hooks and schemas of every page but the menu (packages/api's
 * diner-page-calls.ts, page-hooks.ts, diner-write-calls.ts): one chunk for the cart, the checkout
 * and the others, not one per set of importers.
 */
const dinerPages = {
  name: 'diner-pages',
  test: /packages[\\/]api[\\/]src[\\/](contract[\\/]diner-(page|write)-calls|hooks[\\/]page-hooks|schemas[\\/]([a-z]+-writes|customer|geocode|payment|survey|venue))\.ts$/,
  includeDependenciesRecursively: false,
};

// Installable app (diner §1 "a PWA install prompt"): the default manifest of pages without a
// branch; a branch's pages point to their own, built by the server.
export default appConfig({
  base: '/',
  manifest: {
    id: '/',
    name: 'Comanda',
    short_name: 'Comanda',
    description: 'Pedí en tus locales favoritos.',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f5f5f5',
    theme_color: '#F78700',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  chunkGroups: [dinerPages],
});
