/**
 * The diner changes the notes of their own open order from its follow-up page (diner §7
 * `POST /api/diner/order/details`, §8 'Hubo un error actualizando el pedido'), from a browser
 * with nothing stored, through the screens only; the venue's cancel goes through its staff call.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { setStatus } from './placed-orders.ts';
import { addJuicyBurger } from './storefront-steps.ts';

const CENTRO = 'palermo-centro';
/** Each test places its order through the menu, cart and checkout first. */
test.describe.configure({ timeout: 90_000 });
const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message }).first();
const notesDialog = (page: Page) => page.getByRole('dialog', { name: 'Notas del pedido' });

/** A take-away burger at Palermo Centro, paid in cash with notes; answers the order's code. */
async function placeOrderWithNotes(page: Page, notes: string): Promise<string> {
  await page.goto(`/menu/${CENTRO}/take_away`);
  await appHasTakenOver(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await page.getByLabel('Notas del pedido').fill(notes);
  await page.getByLabel('¿Con cuánto abonás?').fill('100000');
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/order/[0-9A-Z-]+\\?access=`));
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  return code;
}

test("the order's diner changes its notes while it is open; once the venue cancels it, the change is refused", async ({
  page,
  request,
}) => {
  const code = await placeOrderWithNotes(page, 'Sin cebolla');
  await expect(page.getByText('Sin cebolla', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Editar notas' }).click();
  const dialog = notesDialog(page);
  const field = dialog.getByLabel('Notas del pedido');
  await expect(field).toHaveValue('Sin cebolla');
  await expectNoAxeViolations(page);
  await field.fill('Sin cebolla, con mucho queso');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Actualizamos las notas de tu pedido')).toBeVisible();
  await expect(page.getByText('Sin cebolla, con mucho queso', { exact: true })).toBeVisible();
  // What the server keeps: a reload reads it back.
  await page.reload();
  await expect(page.getByText('Sin cebolla, con mucho queso', { exact: true })).toBeVisible();

  // The diner opens the editor; meanwhile the venue cancels the order.
  await page.getByRole('button', { name: 'Editar notas' }).click();
  await notesDialog(page).getByLabel('Notas del pedido').fill('Con cebolla');
  await setStatus(request, code, 'CANCELED');
  await notesDialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Hubo un error actualizando el pedido')).toBeVisible();
  await expect(notesDialog(page)).toBeVisible();
  await notesDialog(page).getByRole('button', { name: 'Cerrar' }).click();
  await page.reload();
  await expect(page.getByText('Sin cebolla, con mucho queso', { exact: true })).toBeVisible();
  // A closed order offers no editor.
  await expect(page.getByRole('button', { name: 'Editar notas' })).toHaveCount(0);
});

test('someone with the order code alone is offered no editor of its notes', async ({ page }) => {
  const code = await placeOrderWithNotes(page, 'Tocar timbre');
  await expect(page.getByRole('button', { name: 'Editar notas' })).toBeVisible();
  await page.goto(`/menu/${CENTRO}/order/${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  await expect(page.getByText('Tocar timbre')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar notas' })).toHaveCount(0);
});
