/** Steps of a diner's journey through the screens, shared by the end-to-end tests. */
import { expect, type Page } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';

/** On an open menu: a juicy 'Hamburguesa clásica' added through its dialog. */
export async function addJuicyBurger(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Hamburguesas', exact: true })
    .getByRole('button', { name: 'Hamburguesa clásica', exact: true })
    .click();
  const plate = page.getByRole('dialog', { name: 'Hamburguesa clásica' });
  await plate.getByRole('radio', { name: 'Jugosa' }).check();
  await plate.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(plate).toBeHidden();
}

/** A store's delivery menu opened with nothing stored, a burger in the cart, then the checkout. */
export async function burgerToCheckout(page: Page, alias: string): Promise<void> {
  await page.goto(`/menu/${alias}/delivery`);
  await appHasTakenOver(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
}

/** Opens a plate from its category section (it may also be in 'Lo más destacado'). */
export async function openPlate(page: Page, category: string, plate: string) {
  await page
    .getByRole('region', { name: category, exact: true })
    .getByRole('button', { name: plate, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: plate });
  await expect(dialog).toBeVisible();
  return dialog;
}
