/**
 * XSS payloads in every diner-provided text are rendered inert in both apps: an order whose
 * name and address are markup is shown on the diner's follow-up page, the customer's tracking page
 * and the rider's list and detail. The text must read as typed, and no script, handler or injected
 * element may run or exist.
 */
import { expect, type Page, test } from '@playwright/test';
import { ALIAS, acceptedDeliveryOrder, keyboardConfirm, riderOnShift, trackingLinkOf } from './logistics-fixtures.ts';

const NAME = '<img src=x onerror=window.__xss=1>';
const STREET = '"><svg onload=window.__xss=1>Gorriti 4700';

/** Records any dialog, and whether a payload ran or an element it carries was built. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
}

test('markup typed by a diner is shown as text on every page that shows it', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const order = await acceptedDeliveryOrder(request, {
    customerName: NAME,
    street: STREET,
    lat: -34.5881,
    lng: -58.4282,
  });

  const { code, shipmentId } = order;

  const trackingLink = await trackingLinkOf(page, order);
  await expect(page.getByRole('region', { name: 'Estado del pedido' })).toBeVisible();
  await expect(page.getByText(STREET, { exact: false }).first()).toBeVisible();
  await expectInert(page);

  await page.goto(trackingLink);
  await expect(page.getByText(`Pedido ${code}`, { exact: false }).first()).toBeVisible();
  await expectInert(page);

  await riderOnShift(page, 'Rider XSS');
  await page.goto(`/logistics/${ALIAS}/shipments`);
  await expect(page.getByText(STREET, { exact: false }).first()).toBeVisible();
  await expectInert(page);

  await page.goto(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`);
  await expect(page.getByText(STREET, { exact: false }).first()).toBeVisible();
  await expectInert(page);
  // On the way to the customer, the rider sees the customer's name.
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  await keyboardConfirm(page.getByRole('slider', { name: 'En el local' }));
  await keyboardConfirm(page.getByRole('slider', { name: 'En camino al cliente' }));
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expectInert(page);

  expect(dialogs).toEqual([]);
});
