/**
 * The diner's pages by keyboard, the mouse never used: the first stop skips the header, and a page
 * reached by the keyboard starts at its heading, where a screen reader announces it.
 */
import { expect, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';

test("the menu's first Tab stop is 'Saltar al menú', which jumps past the header to the menu", async ({ page }) => {
  await page.goto('/menu/palermo-centro');
  await appHasTakenOver(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al menú' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is in the menu, not back in the header.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
  await expect(page.locator('header :focus')).toHaveCount(0);
});

test('a page reached by the keyboard starts at its heading, not at the top of the document', async ({ page }) => {
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  // The branch asks where the diner is on entry; Escape goes on without saying.
  const whereAreYou = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await expect(whereAreYou).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(whereAreYou).toBeHidden();
  const store = page.getByRole('link', { name: /Sabores Palermo Centro/ });
  await store.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/menu\/palermo-centro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeFocused();
});
