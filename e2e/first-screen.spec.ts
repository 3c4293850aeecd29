import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { expect, type Page, test } from '@playwright/test';
import { acceptedDeliveryOrder, trackingLinkOf } from './logistics-fixtures.ts';

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

test('the menu is on screen with its first pictures before its code runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/menu/palermo-centro/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  const card = page.locator('#categoria-cat-pizzas [data-slot="plate-card"]', { hasText: 'Pizza muzzarella' });
  await expect(card.getByRole('button', { name: 'Pizza muzzarella' })).toBeVisible();
  // The picture is in the server's markup, so the browser shows it as soon as it arrives.
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /file-plate-muzzarella\.svg$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await context.close();
});

/**
 * Records, until the app has hydrated the first screen and drawn what only the browser knows (the
 * root loses its mark), each heading and picture the page loses, and whether its root is ever left
 * empty once it had content.
 */
async function watchTheTakeover(page: Page): Promise<void> {
  await page.addInitScript((attribute) => {
    const seen = {
      removedHeadings: [] as string[],
      removedPictures: [] as string[],
      blank: false,
      hadContent: false,
      takenOver: false,
    };
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
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll('h1, h2, img')]) {
            if (/^H[12]$/.test(element.tagName)) seen.removedHeadings.push(element.textContent ?? '');
            if (element instanceof HTMLImageElement) seen.removedPictures.push(element.src);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: [attribute] });
  }, FIRST_SCREEN_ATTRIBUTE);
}

/** A screen hydrated in place: nothing lost, never blank. */
const hydratedInPlace = { removedHeadings: [], removedPictures: [], blank: false, hadContent: true, takenOver: true };

async function takeoverSeen(page: Page) {
  return await page.evaluate(() => (window as unknown as { firstScreen: object }).firstScreen);
}

test("a tap on a link of the server's screen before the app's code has come is followed as a link", async ({
  page,
}) => {
  // The cart's code arrives late, so the diner taps the first screen before the app has hydrated it.
  await page.route(/\/assets\/CartRoute-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto('/menu/palermo-centro/preview', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Mi pedido' })).toBeVisible();
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(1);
  await page.getByRole('link', { name: 'Volver al Menú' }).click();
  await expect(page).toHaveURL(/\/menu\/palermo-centro\/delivery$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
});

test('the app hydrates the first screen: the same elements, never a blank page, and its links stay in the app', async ({
  page,
}) => {
  await watchTheTakeover(page);
  await page.goto('/menu/palermo-centro/preview');
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  expect(await takeoverSeen(page)).toEqual(hydratedInPlace);
  // Hydrated, the app follows the tap itself: the menu opens in the same document, not a reload.
  await page.getByRole('link', { name: 'Volver al Menú' }).click();
  await expect(page).toHaveURL(/\/menu\/palermo-centro\/delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the app takes over the menu's first screen without drawing its pictures again", async ({ page }) => {
  await watchTheTakeover(page);
  await page.goto('/menu/palermo-centro/delivery');
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0);
  await expect(page.locator('#categoria-cat-pizzas').getByRole('button', { name: 'Pizza muzzarella' })).toBeVisible();
  await expect(page.locator('#categoria-cat-pizzas [data-slot="plate-card"] img').first()).toBeVisible();
  expect(await takeoverSeen(page)).toEqual(hydratedInPlace);
});

test("a tracking page's first visit shows the delivery code with its first screen, and a later visit does not", async ({
  browser,
  request,
}) => {
  const order = await acceptedDeliveryOrder(request);
  const { code } = order;
  // Without the app's code, the server's screen alone: the modal is part of it on a first visit.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The follow-up page's tracking link, drawn by the server too.
  const trackingPath = await trackingLinkOf(page, order);
  await page.goto(trackingPath);
  await expect(page.getByRole('dialog', { name: 'Clave de entrega' })).toBeVisible();
  await expect(page.getByText(/^Comparte la clave \d{4}$/)).toBeVisible();
  await context.close();

  // With it, the app takes that dialog over: shown once, then remembered for the order's page.
  const customer = await browser.newPage();
  await watchTheTakeover(customer);
  await customer.goto(trackingPath);
  await expect(customer.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0);
  const dialog = customer.getByRole('dialog', { name: 'Clave de entrega' });
  await expect(dialog).toBeVisible();
  // The app's dialog, with the focus inside it (the server's copy had none).
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // The hydration dropped nothing of the server's screen; then the server's copy of the dialog,
  // drawn in place, gave way to the app's, portalled out of the page's main content.
  expect(await takeoverSeen(customer)).toEqual(hydratedInPlace);
  await expect(customer.getByRole('dialog')).toHaveCount(1);
  await expect(customer.locator('main [data-slot="modal"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toBeHidden();
  const document = await (await customer.request.get(trackingPath)).text();
  expect(document).not.toContain('Comparte la clave');
  await customer.reload();
  await expect(customer.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  await expect(customer.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0);
  await expect(customer.getByRole('dialog')).toHaveCount(0);
  await customer.close();
});

test("a tap on the server's 'Continuar' before the app's code has come loses nothing: the app's dialog closes on the next", async ({
  page,
  request,
}) => {
  const order = await acceptedDeliveryOrder(request);
  const { code } = order;
  const trackingPath = await trackingLinkOf(page, order);
  // The page's code arrives late, so the customer taps the server's copy of the dialog first.
  await page.route(/\/logistics\/assets\/TrackingPage-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto(trackingPath, { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: 'Clave de entrega' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(1);
  await expect(page.locator(`#root[${FIRST_SCREEN_ATTRIBUTE}]`)).toHaveCount(0, { timeout: 10_000 });
  // The code is still there to read: the tap before the app did not count as seen.
  await expect(dialog.getByText(/^Comparte la clave \d{4}$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
});
