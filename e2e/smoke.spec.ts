import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { documentAnswers } from './document-answers.ts';

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

// These documents carry their first screen (drawn by the server, apps/server first-screens.ts), and
// their chunks are asked for once it is painted; a rider's page is drawn by the app, whose document
// starts its chunks.
for (const [page_, path, heading, startsChunks] of [
  ['menu', '/menu/palermo-centro/delivery', 'Sabores Palermo Centro', false],
  ["store's own alias", '/menu/palermo-centro', '¿Qué menú quieres ver?', false],
  ['cart', '/menu/palermo-centro/preview', 'Mi pedido', false],
  ['checkout', '/menu/palermo-centro/checkout', 'Tu pedido está vacío', false],
  ['tracking page', '/logistics/tracking/order/palermo-centro/NO-EXISTE', 'Pedido NO-EXISTE', false],
  // Signed out: who the rider is, started by the document, answers that nobody is.
  ['rider list', '/logistics/palermo-centro/shipments', 'Acceso denegado o link expirado', true],
] as const) {
  test(`the ${page_}'s document answers its first reads${startsChunks ? ' and starts its chunks' : ''}, and the page uses every one`, async ({
    page,
  }) => {
    const unused: string[] = [];
    page.on('console', (message) => {
      // Chromium warns about a preload the page never used: a hint that went stale.
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The head as the server wrote it (the app adds links of its own later, for lazy chunks).
    const document = await (await page.request.get(path)).text();
    const hints = [...document.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(
      (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&'), page.url()).href,
    );
    const answered = Object.keys(documentAnswers(document)).map((url) => new URL(url, page.url()).href);
    expect(hints.some((hint) => /\.js$/.test(hint))).toBe(startsChunks);
    expect(answered.length).toBeGreaterThan(0);
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    // The heading shows at once in the server's first screen; the hinted files arrive while it shows.
    await expect
      .poll(async () => {
        const arrived = await loaded();
        return hints.filter((hint) => !arrived.includes(hint));
      })
      .toEqual([]);
    // Chromium reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3500);
    expect(unused).toEqual([]);
    // The page took those reads from its document: it asked the API for none of them.
    const requested = await loaded();
    expect(answered.filter((url) => requested.includes(url))).toEqual([]);
  });
}

/** The URL of the file a module of the storefront's build went into (its Vite manifest), as a pattern. */
function storefrontChunk(module: RegExp): RegExp {
  const manifest = JSON.parse(readFileSync('apps/storefront/dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const key = Object.keys(manifest).find((candidate) => module.test(candidate));
  if (!key) throw new Error(`${module} is not in the storefront's build`);
  return new RegExp(`/${(manifest[key]?.file ?? '').replaceAll('.', '\\.')}$`);
}

/** When each request matching one of `patterns` started, and when the page's largest element was painted (ms). */
async function afterFirstScreen(page: Page, path: string, patterns: readonly RegExp[]) {
  await page.addInitScript(() => {
    const painted = { last: 0 };
    (window as unknown as { largestPaint: typeof painted }).largestPaint = painted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) painted.last = Math.max(painted.last, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(path);
  const started = async () =>
    page.evaluate(
      (sources) =>
        sources.map((source) => {
          const entry = performance.getEntriesByType('resource').find((e) => new RegExp(source).test(e.name));
          return entry ? entry.startTime : null;
        }),
      patterns.map((pattern) => pattern.source),
    );
  await expect.poll(async () => (await started()).every((time) => time !== null), { timeout: 15_000 }).toBe(true);
  const largestPaint = await page.evaluate(
    () => (window as unknown as { largestPaint: { last: number } }).largestPaint.last,
  );
  return { started: (await started()) as number[], largestPaint };
}

test('the menu asks for what its first screen does not need (typeface, toasts, plate detail) once that screen is drawn', async ({
  page,
}) => {
  const { started, largestPaint } = await afterFirstScreen(page, '/menu/palermo-centro', [
    /\.woff2$/,
    storefrontChunk(/\/sonner\/dist\/index\.mjs$/),
    /\/assets\/PlateDetail-[\w-]+\.js$/,
  ]);
  expect(largestPaint).toBeGreaterThan(0);
  for (const time of started) expect(time).toBeGreaterThan(largestPaint);
});

for (const path of ['/menu/palermo-centro', '/logistics/palermo-centro/shipments']) {
  test(`${path} sets its text in the brand typeface, asked for once the page's first screen is drawn`, async ({
    page,
  }) => {
    const { started, largestPaint } = await afterFirstScreen(page, path, [/\.woff2$/]);
    expect(started[0]).toBeGreaterThan(largestPaint);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'),
    );
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
    // The manager page loads Storybook's whole UI (megabytes of script): slow on a loaded machine.
    test.slow();
    await page.goto('/storybook/iframe.html?id=base-button--primary&viewMode=story');
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await page.goto('/storybook/');
    await expect(page).toHaveTitle(/Storybook/);
  });
});
