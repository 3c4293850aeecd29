/**
 * The customer's tracking page says in words what its map shows: where the order leaves from,
 * where it goes, how far apart they are, and how far the rider is, kept up to date as the rider
 * moves.
 */
import { devices, expect, type Page, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import {
  ALIAS,
  acceptedDeliveryOrder,
  checkA11y,
  dropAddress,
  GORRITI,
  keyboardConfirm,
  riderOnShift,
  trackingLinkOf,
} from './logistics-fixtures.ts';

/** The words next to a term of 'El recorrido'. */
const said = (page: Page, term: string) =>
  page.getByRole('region', { name: 'El recorrido' }).locator('dt', { hasText: term }).locator('+ dd');

test('the tracking page tells the map in words and follows the rider live', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const order = await acceptedDeliveryOrder(request);
  await page.goto(await trackingLinkOf(page, order));
  await appHasTakenOver(page);
  const codeModal = page.getByRole('dialog', { name: 'Clave de entrega' });
  await codeModal.getByRole('button', { name: 'Continuar' }).click();
  await expect(codeModal).toBeHidden();

  await expect(page.getByRole('region', { name: 'El recorrido' })).toBeAttached();
  await expect(said(page, 'Sale de')).toHaveText(/^Sabores Palermo Centro, Honduras/);
  await expect(said(page, 'Llega a')).toHaveText(dropAddress(GORRITI));
  await expect(said(page, 'Distancia')).toHaveText('0,2 km');
  await expect(said(page, 'Repartidor')).toHaveText('Sin ubicación por ahora');
  await expect(said(page, 'Repartidor')).toHaveAttribute('aria-live', 'polite');
  await checkA11y(page);

  // A rider 1,2 km south of the customer takes the order and sets off towards the customer.
  const riderContext = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'es-AR',
    permissions: ['geolocation'],
    geolocation: { latitude: GORRITI.lat - 0.0108, longitude: GORRITI.lng },
  });
  const rider = await riderContext.newPage();
  await riderOnShift(rider, 'Iván Soria');
  await rider.goto(`/logistics/${ALIAS}/shipments/simple/${order.shipmentId}`);
  for (const step of ['Aceptar envío', 'En el local', 'En camino al cliente']) {
    await keyboardConfirm(rider.getByRole('slider', { name: step }));
    await expect(rider.getByRole('slider', { name: step })).toBeHidden();
  }

  // The customer's page, never reloaded, now tells where the rider is.
  await expect(page.getByText('En camino', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(said(page, 'Repartidor')).toHaveText('A 1,2 km de tu dirección', { timeout: 20_000 });
  await riderContext.close();
});
