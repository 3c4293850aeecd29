import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { expect, test } from '@playwright/test';

/**
 * The server renders a page's first screen into its document (apps/server/src/http/first-screens.ts)
 * and the app takes it over (the apps' main.tsx).
 */
test('the cart, the checkout and the tracking page are on screen before their code runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/menu/palermo-centro/preview');
  await expect(page.getByRole('heading', { name: 'Mi pedido' })).toBeVisible();
  await expect(page.getByText('Todavía no agregaste productos a tu pedido.')).toBeVisible();
  await page.goto('/menu/palermo-centro/checkout');
  await expect(page.getByRole('heading', { name: 'Tu pedido está vacío' })).toBeVisible();
  await page.goto('/logistics/tracking/order/palermo-centro/NO-EXISTE');
  await expect(page.getByRole('heading', { name: 'Pedido NO-EXISTE' })).toBeVisible();
  await context.close();
});

test('the app takes over the first screen: the same elements, never a blank page, and a tap made before is not lost', async ({
  page,
}) => {
  // Until the app has taken over (the root loses its mark): each heading the page loses, and
  // whether its root is ever left empty once it had content.
  await page.addInitScript((attribute) => {
    const seen = { removedHeadings: [] as string[], blank: false, hadContent: false, takenOver: false };
    (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (seen.takenOver) return;
        if (record.type === 'attributes') {
          seen.takenOver = !(record.target as Element).hasAttribute(attribute);
          continue;
        }
        const root = document.getElementById('root');
        if (root && root.childElementCount > 0 && !root.querySelector('.boot')) seen.hadContent = true;
        else if (seen.hadContent) seen.blank = true;
        for (const node of record.removedNodes)
          if (node instanceof Element)
            for (const heading of [node, ...node.querySelectorAll('h1, h2')].filter((element) =>
              /^H[12]$/.test(element.tagName),
            ))
              seen.removedHeadings.push(heading.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: [attribute] });
  }, FIRST_SCREEN_ATTRIBUTE);
  // The cart's code arrives late, so the diner taps the first screen before the app has taken it over.
  await page.route(/\/assets\/CartRoute-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/menu/palermo-centro/preview', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Mi pedido' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Volver al Menú' }).click();
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(1);
  // Taken over, the app follows the tap itself: the menu opens in the same document, not a reload.
  await expect(page).toHaveURL(/\/menu\/palermo-centro\/delivery$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  const seen = await page.evaluate(() => {
    const state = window as unknown as { firstScreen: object; sameDocument?: boolean };
    return { ...state.firstScreen, sameDocument: state.sameDocument };
  });
  expect(seen).toEqual({ removedHeadings: [], blank: false, hadContent: true, takenOver: true, sameDocument: true });
});
