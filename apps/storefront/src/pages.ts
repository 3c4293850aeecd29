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

/** What an alias names, and a branch contact's details: every page under an alias reads them first. */
const ALIAS_READS = ['getAliasInfo', 'getBranchContact'] as const satisfies readonly DinerCallName[];
/** The pages that order read the branch's menu customisations (its banner) too. */
const ORDERING_READS = [...ALIAS_READS, 'getMenuCustomizations'] as const satisfies readonly DinerCallName[];
const MENU_READS = [...ORDERING_READS, 'getMenuHashes', 'getMenu', 'getIndicators'] as const;
/** The analytics collector reads the store's country on every page under an alias. */
const ANALYTICS_READS = ['getCountry'] as const satisfies readonly DinerCallName[];

/** A store's menu, at its alias or at one of its order modes. */
const MENU_PAGE = {
  id: 'alias',
  module: 'src/pages/alias/AliasPage.tsx',
  firstScreen: true,
  firstScreenNeeds: 'getMenu',
  reads: [...MENU_READS, 'getFileUrl'],
  browserReads: ANALYTICS_READS,
} as const;

/** In the router's order: the first that matches is drawn, so a fixed third segment comes before `:mode`. */
export const storefrontPages = [
  { id: 'venueGuide', path: '/', module: 'src/pages/venue-guide/VenueGuidePage.tsx', reads: [] },
  { ...MENU_PAGE, path: '/menu/:alias' },
  {
    id: 'cart',
    path: '/menu/:alias/preview',
    module: 'src/pages/cart/CartRoute.tsx',
    firstScreen: true,
    reads: MENU_READS,
    // The pictures of the cart's own plates.
    browserReads: ['getFileUrl', ...ANALYTICS_READS],
  },
  {
    id: 'checkout',
    path: '/menu/:alias/checkout',
    module: 'src/pages/checkout/CheckoutPage.tsx',
    firstScreen: true,
    reads: [
      ...ORDERING_READS,
      'getFees',
      'getGeneralDiscounts',
      'getGeneralSurcharges',
      'getMenu',
      'getLoyaltyProgram',
    ],
    browserReads: ANALYTICS_READS,
  },
  {
    id: 'order',
    path: '/menu/:alias/order/:orderCode',
    module: 'src/pages/order/OrderPage.tsx',
    firstScreen: true,
    reads: [...ALIAS_READS, 'getOrder', 'getLoyaltyProgram'],
    browserReads: ANALYTICS_READS,
  },
  { ...MENU_PAGE, path: '/menu/:alias/:mode' },
  {
    id: 'alias',
    path: '/menu/:alias/:category/:plate',
    module: 'src/pages/alias/AliasPage.tsx',
    firstScreen: true,
    reads: ORDERING_READS,
    browserReads: ANALYTICS_READS,
  },
  {
    id: 'survey',
    path: '/encuesta/:alias/:orderCode',
    module: 'src/pages/survey/SurveyPage.tsx',
    firstScreen: true,
    reads: [...ALIAS_READS, 'getSurveyState', 'getSurvey', 'getOrder'],
    browserReads: ANALYTICS_READS,
  },
] as const satisfies readonly StorefrontPage[];
