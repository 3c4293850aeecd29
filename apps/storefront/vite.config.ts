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

/**
 * What the menu screen draws and the small modules Rolldown split off it because the plate, account
 * or address pieces import them too: one file, not seven, for the menu and the cart. Every page that
 * imports one of them loads the menu screen already; a module the checkout or the company page
 * loads without the menu screen (file-urls, IconButton, VisuallyHidden) stays out.
 */
const menuScreen = {
  name: 'MenuScreen',
  test: new RegExp(
    [
      String.raw`apps/storefront/src/pages/menu/(MenuScreen|MenuHeader|MenuSections|diet-filter|seen-closed-modal|plate-focus|useCartRecovery|useCartTotals|useMenuData|useOrderMode|scroll-to-category)`,
      String.raw`apps/storefront/src/account/(AccountButton|useMyOrders)`,
      String.raw`packages/ui/src/components/(BasketBar/BasketBar|CategoryChips/CategoryChips|CategoryLinks/LazyCategoryLinks|ClosedBanner/ClosedBanner|ClosedStoreModal/ClosedStoreModal|ConfirmModal/ConfirmModal|DeliveryDestination/DeliveryDestinationPlaceholder|DietChips/DietChipsSpace|Header/(Header|messages|icons)|HighlightsSlider/HighlightsSlider|PromotionalBanner/PromotionalBanner|PlateCard/(PlateCard|layout)|CategorySection/CategorySection|InfoTable/(InfoTable|messages)|PlateImage/PlateImage|AccountDrawer/(AccountDrawerTrigger|messages))(\.css)?`,
      String.raw`packages/ui/src/(theme/chips|components/DeliveryDestination/DeliveryDestination)\.css`,
      String.raw`packages/domain/src/(validation/promotional-banner|order/(entry-mode|cart-progress)|catalog/(passes-diet|shown-categories)|pricing/cart-item-prices)`,
    ]
      .map((path) => path.replaceAll('/', String.raw`[\\/]`) + String.raw`\.tsx?(\.vanilla\.[a-z]+)?(\?.*)?$`)
      .join('|'),
  ),
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
  chunkGroups: [dinerPages, menuScreen],
});
