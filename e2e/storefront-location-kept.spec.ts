/**
 * Diner §5 "Stored location is complete when city, postal code and locality exist or it was
 * geocoded": a store that asks where the diner is asks again while nothing complete is kept, and
 * not once a found address is. From a browser with nothing stored, through the screens only.
 */
import { expect, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';

test('the store asks where the diner is until a found address is kept, then no more', async ({ page }) => {
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  const whereAreYou = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await expect(whereAreYou).toBeVisible();
  await whereAreYou.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(whereAreYou).toBeHidden();

  // Nothing was kept: the next visit asks again.
  await page.reload();
  await appHasTakenOver(page);
  await expect(whereAreYou).toBeVisible();
  await whereAreYou.getByLabel('Dirección', { exact: true }).fill('Charcas 3900');
  await whereAreYou.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(whereAreYou).toBeHidden();
  await expect(page.getByText('Charcas 3900, Palermo, Buenos Aires')).toBeVisible();

  // The address the server found is complete: the next visit shows it and does not ask.
  await page.reload();
  await appHasTakenOver(page);
  await expect(page.getByText('Charcas 3900, Palermo, Buenos Aires')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Locales' }).getByRole('link').first()).toContainText('0,4 km');
  await expect(whereAreYou).toHaveCount(0);
});
