/**
 * The storefront's pages (diner §2, follow-up §2): route, module and first reads, declared once.
 * `routes.tsx` draws them; the server (`@comanda/storefront/pages`) matches a document's path with
 * them to answer or start their reads and to draw their first screens. No React here.
 */
import type { DinerCallName, PageDeclaration } from '@comanda/api';

export type StorefrontPage = PageDeclaration<DinerCallName> & { readonly id: StorefrontPageId };
export type StorefrontPageId = 'venueGuide' | 'alias' | 'cart' | 'checkout' | 'order' | 'survey';

/**
 * How many of a menu's pictures load before the rest: more than a phone's first screen shows, few
 * enough that a long menu's document stays small and they do not crowd out the app's code. The
 * server's document starts the same ones.
 */
export const FIRST_SCREEN_IMAGES = 8;

/**
 * The router's table (routes.tsx draws it), in its order: the first that matches is drawn, so a
 * fixed third segment comes before `:mode`. The rest of each page's declaration, which only the
 * server reads, is kept apart: the browser ships this table alone.
 */
export const storefrontRoutes = [
  { id: 'venueGuide', path: '/' },
  { id: 'alias', path: '/menu/:alias' },
  { id: 'cart', path: '/menu/:alias/preview' },
  { id: 'checkout', path: '/menu/:alias/checkout' },
  { id: 'order', path: '/menu/:alias/order/:orderCode' },
  { id: 'alias', path: '/menu/:alias/:mode' },
  { id: 'alias', path: '/menu/:alias/:category/:plate' },
  { id: 'survey', path: '/encuesta/:alias/:orderCode' },
] as const satisfies readonly Pick<StorefrontPage, 'id' | 'path'>[];

type StorefrontRoutePath = (typeof storefrontRoutes)[number]['path'];

/**
 * Each route's module and first reads, by its path: built by a call, so that the browser's build,
 * which never makes it, leaves it all out.
 */
function declarations(): Record<StorefrontRoutePath, Omit<StorefrontPage, 'id' | 'path'>> {
  /** What an alias names, and a branch contact's details: every page under an alias reads them first. */
  const aliasReads = ['getAliasInfo', 'getBranchContact'] as const satisfies readonly DinerCallName[];
  /** The pages that order read the branch's menu customisations (its banner) too. */
  const orderingReads = [...aliasReads, 'getMenuCustomizations'] as const satisfies readonly DinerCallName[];
  const menuReads = [...orderingReads, 'getMenuHashes', 'getMenu', 'getBranchDiscounts', 'getIndicators'] as const;
  /** The analytics collector reads the store's country on every page under an alias. */
  const analyticsReads = ['getCountry'] as const satisfies readonly DinerCallName[];
  /** A store's menu, at its alias or at one of its order modes. */
  const menuPage = {
    module: 'src/pages/alias/AliasPage.tsx',
    firstScreen: true,
    firstScreenNeeds: 'getMenu',
    reads: [...menuReads, 'getFileUrl'],
    browserReads: analyticsReads,
  } as const;
  return {
    '/': { module: 'src/pages/venue-guide/VenueGuidePage.tsx', reads: [] },
    // The store and mode chooser, which the bare alias draws, loads on demand (MenuScreen.tsx).
    '/menu/:alias': { ...menuPage, firstScreenModules: ['src/pages/menu/EntryScreen.tsx'] },
    '/menu/:alias/preview': {
      module: 'src/pages/cart/CartRoute.tsx',
      firstScreen: true,
      reads: menuReads,
      // The pictures of the cart's own plates.
      browserReads: ['getFileUrl', ...analyticsReads],
    },
    '/menu/:alias/checkout': {
      module: 'src/pages/checkout/CheckoutPage.tsx',
      firstScreen: true,
      reads: [
        ...orderingReads,
        'getFees',
        'getGeneralDiscounts',
        'getGeneralSurcharges',
        'getMenu',
        'getLoyaltyProgram',
      ],
      browserReads: analyticsReads,
    },
    '/menu/:alias/order/:orderCode': {
      module: 'src/pages/order/OrderPage.tsx',
      firstScreen: true,
      reads: [...aliasReads, 'getOrder', 'getLoyaltyProgram'],
      browserReads: analyticsReads,
    },
    '/menu/:alias/:mode': menuPage,
    '/menu/:alias/:category/:plate': {
      module: 'src/pages/alias/AliasPage.tsx',
      firstScreen: true,
      reads: orderingReads,
      browserReads: analyticsReads,
    },
    '/encuesta/:alias/:orderCode': {
      module: 'src/pages/survey/SurveyPage.tsx',
      firstScreen: true,
      reads: [...aliasReads, 'getSurveyState', 'getSurvey', 'getOrder'],
      browserReads: analyticsReads,
    },
  };
}

/** The pages as the server matches a document's path with them, in the router's order. */
export const storefrontPages: readonly StorefrontPage[] = /* @__PURE__ */ pagesOf(storefrontRoutes);

function pagesOf(routes: typeof storefrontRoutes): StorefrontPage[] {
  const byPath = declarations();
  return routes.map((route) => ({ ...route, ...byPath[route.path] }));
}
