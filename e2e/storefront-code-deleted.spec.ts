/**
 * Diner §4: changing the payment type, the order mode or the scheduling toggle deletes an applied
 * discount code. The payment change is asked first (PaymentSection's stories); here the scheduling
 * toggle and the order mode, at Palermo Norte, from a browser with nothing stored. The checkout
 * belongs to one order mode: another mode is another menu, entered after its cart is emptied, and
 * the code goes with that checkout (docs/decisions.md).
 */
import { expect, type Page, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import { addJuicyBurger, burgerToCheckout } from './storefront-steps.ts';

const NORTE = 'palermo-norte';
/** Palermo Norte is open on a Tuesday at lunch (Buenos Aires), and its modes take scheduled orders. */
const TUESDAY_LUNCH = new Date('2026-11-24T13:00:00-03:00');
const CODE_LINE = 'Cupón de Descuento - RELAMPAGO';

const ticketDiscount = (page: Page) =>
  page.getByRole('region', { name: 'Resumen del pedido' }).locator('[data-kind="discount"]');

/** Fills the diner and applies RELAMPAGO ($ 2.000 off from $ 6.000; the burger is $ 9.500). */
async function applyCode(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(phone);
  await page.getByRole('button', { name: 'Código de descuento' }).click();
  const modal = page.getByRole('dialog', { name: 'Código de descuento' });
  await modal.getByLabel('Código', { exact: true }).fill('RELAMPAGO');
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await expect(modal.getByText(CODE_LINE)).toBeVisible();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  await expect(ticketDiscount(page)).toContainText(CODE_LINE);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TUESDAY_LUNCH);
});

test('choosing a scheduled order deletes the applied code', async ({ page }) => {
  await burgerToCheckout(page, NORTE);
  await applyCode(page, '11 2345-6721');

  await page.locator('[data-slot="schedule-selector"]').getByRole('radio', { name: 'Programado' }).check();
  await expect(ticketDiscount(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Código de descuento' }).click();
  const modal = page.getByRole('dialog', { name: 'Código de descuento' });
  await expect(modal.getByText(CODE_LINE)).toHaveCount(0);
});

test('changing the order mode deletes the applied code with the cart it was applied to', async ({ page }) => {
  await burgerToCheckout(page, NORTE);
  await applyCode(page, '11 2345-6722');

  // Another mode: the store's own address asks which menu, after emptying the cart.
  await page.goto(`/menu/${NORTE}`);
  const dialog = page.getByRole('dialog', { name: '¿Deseas continuar?' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();
  await page.getByRole('button', { name: 'Take away' }).click();
  await appHasTakenOver(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();

  await expect(ticketDiscount(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Código de descuento' }).click();
  const modal = page.getByRole('dialog', { name: 'Código de descuento' });
  await expect(modal.getByLabel('Código', { exact: true })).toHaveValue('');
  await expect(modal.getByText(CODE_LINE)).toHaveCount(0);
});
