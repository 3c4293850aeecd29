/**
 * Diner §4 and §5: when no courier of the delivery zone takes cash, a cash payment moves to the
 * store's first other active method, and the diner reads why. From a browser with nothing stored:
 * the menu, the cart, then the checkout's address, geocoded by the server's embedded gazetteer.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { burgerToCheckout } from './storefront-steps.ts';

const NORTE = 'palermo-norte';
/** Palermo Norte is open on a Tuesday at lunch (Buenos Aires). */
const TUESDAY_LUNCH = new Date('2026-11-24T13:00:00-03:00');
const NO_CASH_COURIERS =
  'En este momento no contamos con repartidores en la zona que acepten efectivo. Vuelva a intentar más tarde';

test.beforeEach(async ({ page }) => {
  // The tile service is a third party: here it is unreachable, as on a machine with no internet.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
});

test('a zone whose couriers take no cash moves the payment from Efectivo to Transferencia and says why', async ({
  page,
}) => {
  await page.clock.setFixedTime(TUESDAY_LUNCH);
  await burgerToCheckout(page, NORTE);

  // Before an address there is no quote: cash, the first method, stays chosen.
  const payment = page.getByRole('group', { name: 'Medio de pago' });
  await expect(payment.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  await expect(page.getByLabel('¿Con cuánto abonás?')).toBeVisible();

  await page.getByRole('region', { name: 'MI DIRECCIÓN' }).getByRole('button', { name: 'Ingresar dirección' }).click();
  const modal = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await modal.getByLabel('Dirección', { exact: true }).fill('Charcas 3900');
  // Palermo Norte asks for the cross streets.
  await modal.getByLabel('Entrecalles', { exact: true }).fill('Mario Bravo y Bulnes');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(modal).toBeHidden();

  await expect(page.locator('[data-sonner-toast]').filter({ hasText: NO_CASH_COURIERS })).toBeVisible();
  await expect(payment.getByRole('radio', { name: 'Transferencia' })).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'Efectivo' })).not.toBeChecked();
  await expect(page.getByLabel('¿Con cuánto abonás?')).toBeHidden();
  await expectNoAxeViolations(page);
});
