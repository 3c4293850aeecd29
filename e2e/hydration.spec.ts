/**
 * Every page whose first screen the server draws (apps/server first-screens.ts) is hydrated by
 * React without a mismatch: on a stranger's first visit, on a diner's return with a cart and an
 * order made through the screens, and with a browser whose clock is not the server's. React
 * reports a mismatch, or an error a boundary caught, through the apps' root (mountApp in
 * @comanda/ui), which writes it to the console: any console error fails these tests.
 */
import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { expect, type Page, test } from '@playwright/test';
import { acceptedDeliveryOrder, followUpPath, trackingLinkOf } from './logistics-fixtures.ts';

const ALIAS = 'palermo-centro';

/**
 * Collects what the page reports as errors: console errors and uncaught exceptions. Not the
 * browser's own line for a request that failed (the map's tiles, from a server this machine may
 * not reach): what the page does with a failed read is its screens' business, tested elsewhere.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * Opens `path` as a document, checks that the server drew its first screen, and waits until React
 * has hydrated it and the main thread is idle again (the renders that follow the hydration, with
 * what only the browser knows, are done).
 */
async function visitDrawnPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(await response?.text(), `${path} is drawn by the server`).toContain(`${FIRST_SCREEN_ATTRIBUTE}="`);
  // A phone's CPU (the throttled visits below) on a busy machine may take its time to hydrate.
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 2000 }))),
  );
}

test("a stranger's first visit to every page the server draws is hydrated without a mismatch", async ({
  page,
  request,
}) => {
  const order = await acceptedDeliveryOrder(request);
  const { code } = order;
  const errors = watchErrors(page);
  const trackingLink = await trackingLinkOf(page, order);
  for (const path of [
    `/menu/${ALIAS}`,
    `/menu/${ALIAS}/take_away`,
    `/menu/${ALIAS}/preview`,
    `/menu/${ALIAS}/checkout`,
    followUpPath(order),
    // The order code alone: the follow-up's redacted view.
    `/menu/${ALIAS}/order/${code}`,
    `/encuesta/${ALIAS}/${code}`,
    trackingLink,
  ]) {
    await visitDrawnPage(page, path);
  }
  // The tracking page's first visit shows the delivery code with its first screen (a dialog drawn
  // in place by the server, and by the hydration, then portalled by the app).
  await expect(page.getByRole('dialog', { name: 'Clave de entrega' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a diner back with a cart and an order made through the screens gets every page hydrated without a mismatch', async ({
  page,
  request,
}) => {
  test.slow();
  const errors = watchErrors(page);
  // A take-away order, from the menu to its follow-up.
  await visitDrawnPage(page, `/menu/${ALIAS}/take_away`);
  await addFlan(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
  await page.getByLabel('¿Con cuánto abonás?').fill('20000');
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${ALIAS}/order/[0-9A-Z-]+\\?access=[A-Za-z0-9_-]+$`));
  const followUp = new URL(page.url());
  const code = decodeURIComponent(followUp.pathname.split('/').at(-1) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();

  // Its pages again, as documents.
  await visitDrawnPage(page, followUp.pathname + followUp.search);
  await visitDrawnPage(page, `/encuesta/${ALIAS}/${code}${followUp.search}`);
  // A delivery order's tracking link, from its follow-up page.
  const delivery = await acceptedDeliveryOrder(request);
  const tracking = await trackingLinkOf(page, delivery);
  await visitDrawnPage(page, tracking);
  await page.getByRole('dialog', { name: 'Clave de entrega' }).getByRole('button', { name: 'Continuar' }).click();
  // The page remembers the code was shown: the server draws it without the dialog now.
  await visitDrawnPage(page, tracking);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A new cart, kept by the browser, which the server cannot see: the menu, the cart and the checkout.
  await visitDrawnPage(page, `/menu/${ALIAS}/take_away`);
  await addFlan(page);
  for (const path of [`/menu/${ALIAS}/take_away`, `/menu/${ALIAS}/preview`, `/menu/${ALIAS}/checkout`]) {
    await visitDrawnPage(page, path);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  // The order mode named by the URL's hash, which the server never sees, once the diner agrees to
  // empty the cart they enter the store with.
  await visitDrawnPage(page, `/menu/${ALIAS}#delivery`);
  await page.getByRole('dialog', { name: '¿Deseas continuar?' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
});

test("a browser whose clock is not the server's hydrates the server's screen, then shows its own hour", async ({
  page,
}) => {
  // 04:00 in Buenos Aires: Palermo Norte (12–15 and 20–01) is closed whatever the server's hour.
  await page.clock.setFixedTime(new Date('2026-11-26T07:00:00Z'));
  const errors = watchErrors(page);
  await visitDrawnPage(page, '/menu/palermo-norte/preview');
  await visitDrawnPage(page, '/menu/palermo-norte/delivery');
  await expect(page.getByText('Cerrado', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * The layout shifts of a first visit at `slowdown`× CPU, until it settles: what a phone sees move.
 * A slow phone is where the app's code arrives after the server's screen is up, and where a part
 * of the page React drops for its fallback, or a style the app adds late, moves everything below.
 */
async function shiftsOfFirstVisit(page: Page, path: string, slowdown: number): Promise<number[]> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Without the typeface: its swap may re-wrap a line (its fallback keeps Inter's metrics, not every
  // word's width), which is the font's business; these shifts are the app's.
  await page.route('**/*.woff2', (route) => route.abort());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await visitDrawnPage(page, path);
  await page.waitForTimeout(2000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

test("the server's screen does not move when a slow phone's app takes it over", async ({ page, request }) => {
  test.slow();
  // Nothing the app does moves the screen (the goal, CLS ≤ 0.02, leaves room for the typeface).
  const stable = (shifts: number[]) => expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.005);
  // A hydration that starts late (a slow phone) still renders the server's screen, without a mismatch.
  const errors = watchErrors(page);
  // The menu's delivery part loads after the hydration, which must keep the server's screen for it.
  stable(await shiftsOfFirstVisit(page, `/menu/${ALIAS}/delivery`, 12));
  // The tracking page's first visit opens the delivery code's dialog, whose scroll lock styles the body.
  const trackingLink = await trackingLinkOf(page, await acceptedDeliveryOrder(request));
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  stable(await shiftsOfFirstVisit(page, trackingLink, 4));
  expect(errors).toEqual([]);
});

async function addFlan(page: Page): Promise<void> {
  const flan = 'Flan casero con dulce de leche';
  await page.getByRole('region', { name: 'Postres', exact: true }).getByRole('button', { name: flan }).click();
  const dialog = page.getByRole('dialog', { name: flan });
  await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(dialog).toBeHidden();
}
