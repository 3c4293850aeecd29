/**
 * Diner §9 "Phone prefix kept in local storage": the country a diner picks for their phone is
 * the one every phone field starts from on their next visit, from a browser with nothing stored,
 * through the screens only.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openSignInFromMenu } from './diner-sign-in.ts';
import { burgerToCheckout } from './storefront-steps.ts';

const prefixOf = (scope: Page | Locator) => scope.getByRole('combobox', { name: 'Código de país' });

test('the phone country picked in the checkout is where the next checkout and the sign-in start', async ({ page }) => {
  await burgerToCheckout(page, 'palermo-centro');
  // The branch's country, with nothing stored.
  await expect(prefixOf(page)).toHaveValue('ar');
  await prefixOf(page).selectOption('uy');
  await expect(prefixOf(page)).toHaveValue('uy');

  // A later visit: the checkout opened anew starts from Uruguay.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  await expect(prefixOf(page)).toHaveValue('uy');
  await expect(prefixOf(page).locator('option:checked')).toHaveText('Uruguay (+598)');

  // So does the sign-in's phone, from the menu.
  await page.goto('/menu/palermo-centro/delivery');
  const signIn = await openSignInFromMenu(page);
  await expect(prefixOf(signIn)).toHaveValue('uy');
});

test("the phone country starts where GET /api/country answers for the store's country", async ({ page }) => {
  // The store is Argentine: the country call is the one that names its phone country.
  await page.route('**/api/country/ar', (route) =>
    route.fulfill({
      json: { code: 'cl', name: 'Chile', currencyCode: 'CLP', currencySymbol: '$', phonePrefix: '56', mantissa: 0 },
    }),
  );
  await burgerToCheckout(page, 'palermo-centro');
  await expect(prefixOf(page)).toHaveValue('cl');
  await page.goto('/menu/palermo-centro/delivery');
  await expect(prefixOf(await openSignInFromMenu(page))).toHaveValue('cl');
});

test("a failed country read leaves the store's own country, and is only logged", async ({ page }) => {
  await page.route('**/api/country/ar', (route) => route.fulfill({ status: 500, json: { message: 'caído' } }));
  const logged = page.waitForRequest(
    (request) => request.url().endsWith('/api/diner/log') && /country.* failed/.test(request.postData() ?? ''),
  );
  await burgerToCheckout(page, 'palermo-centro');
  await logged;
  await expect(prefixOf(page)).toHaveValue('ar');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});
