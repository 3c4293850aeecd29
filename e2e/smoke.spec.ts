import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('the storefront opens on the venue guide', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Comanda' })).toBeVisible();
  await expect(page).toHaveTitle(/Comanda/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

for (const [page_, path, heading] of [
  ['menu', '/menu/palermo-centro', 'Sabores Palermo Centro'],
  ['cart', '/menu/palermo-centro/preview', 'Mi pedido'],
  ['tracking page', '/logistics/tracking/order/palermo-centro/NO-EXISTE', 'Pedido NO-EXISTE'],
] as const) {
  test(`the ${page_}'s document starts the page's chunks and first reads, and the page uses every one`, async ({
    page,
  }) => {
    const unused: string[] = [];
    page.on('console', (message) => {
      // Chromium warns about a preload the page never used: a hint that went stale.
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The hints as the server wrote them (the app adds links of its own later, for lazy chunks).
    const document = await (await page.request.get(path)).text();
    const hints = [...document.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(
      (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&'), page.url()).href,
    );
    expect(hints.filter((hint) => /\.js$/.test(hint)).length).toBeGreaterThan(0);
    expect(hints.filter((hint) => /\/api\//.test(hint)).length).toBeGreaterThan(0);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(hints.filter((hint) => !loaded.includes(hint))).toEqual([]);
    // Chromium reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3500);
    expect(unused).toEqual([]);
  });
}

for (const path of ['/menu/palermo-centro', '/logistics/palermo-centro/shipments']) {
  test(`${path} sets its text in the brand typeface, asked for only once the page has loaded`, async ({ page }) => {
    let loaded = false;
    const fontRequests: boolean[] = [];
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(loaded);
    });
    await page.goto(path);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'),
    );
    // Each request for the typeface came after the page's load event.
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((afterLoad) => afterLoad)).toBe(true);
  });
}

test('the logistics app is served under /logistics/', async ({ page }) => {
  await page.goto('/logistics/');
  await expect(page.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('Storybook', () => {
  // Its stories mock the API with MSW, a service worker.
  test.use({ serviceWorkers: 'allow' });

  test('Storybook is served under /storybook/ and renders a story', async ({ page }) => {
    await page.goto('/storybook/iframe.html?id=base-button--primary&viewMode=story');
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await page.goto('/storybook/');
    await expect(page).toHaveTitle(/Storybook/);
  });
});
