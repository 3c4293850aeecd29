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
