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
