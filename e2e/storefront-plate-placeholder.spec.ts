/**
 * Diner §7 (`GET /api/diner/file/{id}/url`, "placeholder image on failure"): a plate whose picture
 * does not load shows the placeholder image on its card and in its detail, never an empty frame
 * or a broken picture. From a browser with nothing stored; the picture's own address answers 404.
 */
import { expect, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';

/** The placeholder is an inline picture, the only one a plate of the demo can show. */
const PLACEHOLDER = /^data:image\/svg\+xml,/;

test('a plate whose picture answers 404 shows the placeholder on its card and in its detail', async ({ page }) => {
  await page.route(/\/api\/diner\/files\/[^/]*clasica[^/]*$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);

  const hamburguesas = page.getByRole('region', { name: 'Hamburguesas', exact: true });
  const cardOf = (name: string) =>
    hamburguesas.locator('[data-slot="plate-card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const cardImage = cardOf('Hamburguesa clásica').locator('img');
  await expect(cardImage).toHaveAttribute('src', PLACEHOLDER);
  await expect(cardImage).toHaveAttribute('alt', '');
  // Another plate keeps its own picture.
  await expect(cardOf('Hamburguesa doble').locator('img')).toHaveAttribute('src', /\/api\/diner\/files\//);

  await hamburguesas.getByRole('button', { name: 'Hamburguesa clásica', exact: true }).click();
  const detailImage = page.getByRole('dialog', { name: 'Hamburguesa clásica' }).locator('img');
  await expect(detailImage).toHaveAttribute('src', PLACEHOLDER);
  await expect(detailImage).toHaveAttribute('alt', '');
});
