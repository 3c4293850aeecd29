/**
 * The installable apps and the marketing pixels (diner §1 "a PWA install prompt", "marketing
 * pixels"; §3 Branch fbPixelId / googleAnalyticsId; follow-up §2 showPWA): the manifests of both
 * apps, their service workers and offline shells, the last menu offline, and the branch's pixel
 * and tag receiving the spec's events. The vendors' scripts are served here by `page.route` with a
 * stand-in that forwards each call to the vendor's collection URL, also intercepted.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { createOrder } from './placed-orders.ts';

// These tests exercise the service workers the other suites block.
test.use({ serviceWorkers: 'allow' });

/** A Tuesday at 13:00 in Buenos Aires, when Belgrano is open: no closed-store modal. */
const BELGRANO_OPEN = new Date('2026-11-24T16:00:00Z');

async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

test('the storefront and the rider app serve valid web manifests, the branch its own', async ({ page, request }) => {
  const storefront = await request.get('/manifest.webmanifest');
  expect(storefront.ok()).toBe(true);
  expect(storefront.headers()['content-type']).toContain('application/manifest+json');
  expect(await storefront.json()).toMatchObject({
    name: 'Comanda',
    lang: 'es',
    start_url: '/',
    display: 'standalone',
    icons: [expect.objectContaining({ src: '/icon.svg', type: 'image/svg+xml' })],
  });
  expect((await request.get('/icon.svg')).ok()).toBe(true);

  const logistics = await request.get('/logistics/manifest.webmanifest');
  expect(logistics.ok()).toBe(true);
  expect(await logistics.json()).toMatchObject({
    name: 'Comanda Repartidores',
    start_url: '/logistics/',
    scope: '/logistics/',
    display: 'standalone',
  });

  await page.goto('/menu/palermo-centro/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  const manifestLink = page.locator('link[rel="manifest"]');
  await expect(manifestLink).toHaveAttribute('href', '/api/diner/palermo-centro/manifest.webmanifest');
  const branch = await request.get('/api/diner/palermo-centro/manifest.webmanifest');
  expect(branch.ok()).toBe(true);
  const manifest = await branch.json();
  expect(manifest).toMatchObject({
    name: 'Sabores Palermo Centro',
    start_url: '/menu/palermo-centro',
    scope: '/menu/palermo-centro',
    display: 'standalone',
    theme_color: '#c2410c',
  });
  expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
    '/api/diner/files/logo-sabores.svg',
    '/icon.svg',
  ]);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2410c');
  expect((await request.get('/api/diner/no-existe/manifest.webmanifest')).status()).toBe(404);
});

test('after one online visit the storefront opens offline with the last menu', async ({ page, context }) => {
  await page.goto('/menu/palermo-centro/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  // The menu read again through the worker once it took over, and kept.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const keys = await (await caches.open('storefront-catalogue')).keys();
        return keys.some((request) => /\/api\/diner\/palermo-centro\/menu\//.test(request.url));
      }),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hamburguesas', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Hamburguesas', exact: true }).getByText('Hamburguesa clásica').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});

test('the worker never caches writes nor personal reads', async ({ page }) => {
  await page.goto('/menu/palermo-centro/delivery');
  await waitForServiceWorkerControl(page);
  const cached = await page.evaluate(async () => {
    await fetch('/api/diner/log', { method: 'POST', body: 'prueba\n{}', headers: { 'Content-Type': 'text/plain' } });
    await fetch('/api/orders?phone=1122334455&branchContactId=bc-palermo-centro');
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.filter((url) => /\/api\/(diner\/log|orders)/.test(url))).toEqual([]);
});

test("the rider app's worker never keeps the customer's live tracking page", async ({ page }) => {
  await page.goto('/logistics/');
  await waitForServiceWorkerControl(page);
  // Through the worker now: a rider's page is kept, the tracking page (its document carries the
  // order's state) is not.
  await page.goto('/logistics/palermo-centro/shipments');
  await page.goto('/logistics/tracking/order/palermo-centro/NO-EXISTE');
  await expect(page.getByRole('heading', { name: 'Pedido NO-EXISTE' })).toBeVisible();
  const kept = await page.evaluate(async () =>
    (await (await caches.open('logistics-pages')).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(kept).toContain('/logistics/palermo-centro/shipments');
  expect(kept.filter((path) => path.startsWith('/logistics/tracking/'))).toEqual([]);
});

test("the storefront's worker never keeps an order's follow-up or survey page", async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // Through the worker now: the cart is kept, an order's pages (their documents carry the order's
  // state) are not.
  await page.goto('/menu/palermo-centro/preview');
  await page.goto('/menu/palermo-centro/order/NO-EXISTE');
  await page.goto('/encuesta/palermo-centro/NO-EXISTE');
  const kept = await page.evaluate(async () =>
    (await (await caches.open('storefront-pages')).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(kept).toContain('/menu/palermo-centro/preview');
  expect(kept.filter((path) => /\/order\/|^\/encuesta\//.test(path))).toEqual([]);
});

test('the rider app opens offline after one visit', async ({ page, context }) => {
  await page.goto('/logistics/');
  await expect(page.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/logistics\/sw\.js$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});

test('a branch without pixel or tag loads no third-party script and keeps the strict CSP', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(url.href);
  });
  const response = await page.goto('/menu/palermo-centro/delivery');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hamburguesas', exact: true })).toBeVisible();
  expect(await page.locator('script[src^="http"]').count()).toBe(0);
  expect(await page.evaluate(() => 'fbq' in window || 'gtag' in window || 'dataLayer' in window)).toBe(false);
  expect(foreign).toEqual([]);
});

/** Serves the vendors' scripts with stand-ins that send each call to the vendor's collection URL. */
async function recordVendorCalls(page: Page) {
  const facebook: string[] = [];
  const google: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const send = (args) => { new Image().src = 'https://www.facebook.com/tr/?ev=' + encodeURIComponent(args[0] === 'init' ? 'init' : args[1]); };
        const fbq = window.fbq; fbq.callMethod = (...args) => send(args); fbq.queue.splice(0).forEach(send);
      })();`,
    }),
  );
  await page.route('https://www.facebook.com/tr/**', (route) => {
    facebook.push(new URL(route.request().url()).searchParams.get('ev') ?? '');
    return route.fulfill({ status: 204 });
  });
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const send = (args) => { if (args[0] === 'event') fetch('https://www.google-analytics.com/g/collect?en=' + encodeURIComponent(args[1]), { method: 'POST' }); };
        const layer = window.dataLayer; layer.forEach((entry) => send(Array.from(entry)));
        layer.push = (entry) => { send(Array.from(entry)); return Array.prototype.push.call(layer, entry); };
      })();`,
    }),
  );
  await page.route('https://www.google-analytics.com/g/collect**', (route) => {
    google.push(new URL(route.request().url()).searchParams.get('en') ?? '');
    return route.fulfill({ status: 204 });
  });
  return { facebook, google };
}

test('a branch with a Meta pixel and a Google tag loads them and reports the diner’s steps', async ({ page }) => {
  await page.clock.setFixedTime(BELGRANO_OPEN);
  const calls = await recordVendorCalls(page);
  const response = await page.goto('/menu/belgrano');
  await appHasTakenOver(page);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('https://connect.facebook.net');
  expect(csp).toContain('https://www.googletagmanager.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Belgrano' })).toBeVisible();
  await expect.poll(() => calls.facebook).toEqual(expect.arrayContaining(['init', 'PageView']));
  await expect.poll(() => calls.google).toContain('page_view');
  await expectNoAxeViolations(page);

  await page
    .getByRole('region', { name: 'Pizzas', exact: true })
    .getByRole('link', { name: 'Pizza napolitana', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza napolitana' })).toBeVisible();
  await expect.poll(() => calls.facebook).toContain('ViewContent');
  await expect.poll(() => calls.google).toContain('view_item');

  await page.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(page.getByRole('region', { name: 'Pizzas', exact: true })).toContainText('1 en tu pedido');
  await expect.poll(() => calls.facebook).toContain('AddToCart');
  await expect.poll(() => calls.google).toContain('add_to_cart');

  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await expect(page.getByRole('heading', { name: 'Mi pedido' })).toBeVisible();
  await expect.poll(() => calls.facebook).toContain('VIEW_ORDER_SUMMARY');
  await expect.poll(() => calls.google).toContain('view_cart');

  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/menu\/belgrano\/checkout$/);
  await expect.poll(() => calls.facebook).toContain('InitiateCheckout');
  await expect.poll(() => calls.google).toContain('begin_checkout');
});

test('Instalar runs the install offer the browser made on the first page', async ({ page, request }) => {
  const { code } = await createOrder(request, 'cash', '11 5555-0003');
  await page.goto('/menu/palermo-centro/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  // Chrome fires beforeinstallprompt once, on its own schedule: a stand-in with the same API, on the menu.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.documentElement.dataset.installPrompted = 'true';
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  // The diner reaches the follow-up page inside the app (as after the checkout), with showPWA.
  await page.evaluate(
    (path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    `/menu/palermo-centro/order/${encodeURIComponent(code)}?showPWA=true`,
  );
  const install = page.getByRole('dialog', { name: 'La próxima vez puedes pedir desde nuestra App' });
  await expect(install).toBeVisible();
  await expectNoAxeViolations(page);
  await install.getByRole('button', { name: 'Instalar' }).click();
  await expect(install).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'true');
});
