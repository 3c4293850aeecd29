/**
 * Each app declares its pages' first reads once (`@comanda/storefront/pages`,
 * `@comanda/logistics/pages`), and the server answers or starts them from that declaration. A page
 * whose hooks read something its declaration does not list would be silently slower: this suite
 * opens every page in a fresh browser and fails on any API read the page makes that its
 * declaration does not name.
 */
import {
  callNameOf,
  dinerCalls,
  logisticsCalls,
  matchPage,
  type PageDeclaration,
  REALTIME_CONFIG_PATH,
} from '@comanda/api';
import { logisticsPages } from '@comanda/logistics/pages';
import { storefrontPages } from '@comanda/storefront/pages';
import { expect, type Page, test } from '@playwright/test';
import { createOrder, deliver } from './placed-orders.ts';

const LOGISTICS_BASE = '/logistics';

/** The declaration of the page at `path` (with its query), as the server matches it. */
function declarationOf(path: string): PageDeclaration {
  const { pathname } = new URL(path, 'http://page');
  const matched = pathname.startsWith(`${LOGISTICS_BASE}/`)
    ? matchPage(logisticsPages, pathname.slice(LOGISTICS_BASE.length))
    : matchPage(storefrontPages, pathname);
  if (!matched) throw new Error(`no page is declared at ${pathname}`);
  return matched.page;
}

/** The name of the read a request makes: a call of the contract, or the realtime configuration. */
function readNameOf(url: URL): string {
  if (url.pathname === REALTIME_CONFIG_PATH) return 'realtimeConfig';
  const calls = { ...dinerCalls, ...logisticsCalls };
  return callNameOf(calls, 'GET', url.pathname) ?? `unknown read ${url.pathname}`;
}

/** The API reads the page makes from its document until it settles, by name. */
async function readsOnOpening(page: Page, path: string, heading: string | RegExp): Promise<string[]> {
  const reads = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Pictures are the files a read names, not reads.
    const isRead = request.method() === 'GET' && ['fetch', 'xhr'].includes(request.resourceType());
    if (isRead && url.pathname.startsWith('/api/')) reads.add(readNameOf(url));
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...reads];
}

function expectDeclared(path: string, reads: readonly string[]) {
  const declaration = declarationOf(path);
  const declared = new Set<string>([
    ...declaration.reads,
    ...(declaration.started ?? []),
    ...(declaration.browserReads ?? []),
  ]);
  expect(
    reads.filter((read) => !declared.has(read)),
    `reads of ${path} that ${declaration.module}'s declaration does not list`,
  ).toEqual([]);
}

for (const [name, path, heading] of [
  ['venue guide', '/', 'Comanda'],
  ['menu', '/menu/palermo-centro/delivery', 'Sabores Palermo Centro'],
  ["store's own alias", '/menu/palermo-centro', '¿Qué menú quieres ver?'],
  ['cart', '/menu/palermo-centro/preview', 'Mi pedido'],
  ['checkout', '/menu/palermo-centro/checkout', 'Tu pedido está vacío'],
  ['tracking page', '/logistics/tracking/order/palermo-centro/NO-EXISTE', 'Pedido NO-EXISTE'],
  ['rider list', '/logistics/palermo-centro/shipments', 'Acceso denegado o link expirado'],
  ['rider intake', '/logistics/palermo-centro/rider/register', /.+/],
] as const) {
  test(`the ${name} reads only what its page declares`, async ({ page }) => {
    expectDeclared(path, await readsOnOpening(page, path, heading));
  });
}

test("an order's follow-up and survey read only what their pages declare", async ({ page, request }) => {
  const order = await createOrder(request);
  await deliver(request, order.code);
  const access = `?access=${order.accessToken}`;
  const followUp = `/menu/palermo-centro/order/${encodeURIComponent(order.code)}${access}`;
  expectDeclared(followUp, await readsOnOpening(page, followUp, new RegExp(order.code)));
  const survey = `/encuesta/palermo-centro/${encodeURIComponent(order.code)}${access}`;
  expectDeclared(survey, await readsOnOpening(page, survey, /.+/));
});
