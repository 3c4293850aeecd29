/**
 * Canceling a shipment in progress (follow-up §2 "Rider shipment detail", §4 "Cancel sets driver
 * canceled"), for a single shipment and for a stack, each asked once more before it happens.
 */
import { expect, test } from '@playwright/test';
import {
  ALIAS,
  acceptedDeliveryOrder,
  checkA11y,
  dropAddress,
  keyboardConfirm,
  type Recipient,
  riderOnShift,
  staffStack,
} from './logistics-fixtures.ts';

test('a rider cancels a shipment in progress after confirming, and the order is offered again', async ({ page }) => {
  test.setTimeout(90_000);
  await riderOnShift(page, 'Martín Paz');
  const { code, shipmentId } = await acceptedDeliveryOrder(page.request);
  await page.goto(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  // Nothing to cancel before the rider accepts it.
  await expect(page.getByRole('button', { name: 'Cancelar envío en curso' })).toHaveCount(0);
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  await expect(page.getByRole('slider', { name: 'En el local' })).toBeVisible();

  // The first press only asks; 'Volver' leaves the shipment as it was.
  const cancel = page.getByRole('button', { name: 'Cancelar envío en curso' });
  await cancel.click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar el envío en curso?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('El envío dejará de estar a tu cargo. No se puede deshacer.')).toBeVisible();
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Volver' }).click();
  await expect(confirm).toBeHidden();
  await expect(cancel).toBeFocused();
  await expect(page.getByRole('slider', { name: 'En el local' })).toBeVisible();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('En camino al local', { exact: true })).toBeVisible();

  await cancel.click();
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Envío actualizado').first()).toBeVisible();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(cancel).toHaveCount(0);
  await checkA11y(page);

  // The order is not lost: it looks for a driver again in the list.
  await page.getByRole('link', { name: 'Ver envíos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
  const offered = page.getByRole('link', { name: new RegExp(`Pedido ${code}`) });
  await expect(offered).toBeVisible();
  await expect(offered).toContainText('Buscando repartidor');
  await expect(offered).not.toHaveAttribute('href', new RegExp(`${shipmentId}$`));
});

test('a rider cancels a whole stack after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  const nora: Recipient = { customerName: 'Nora Vera', street: 'Armenia 1600', lat: -34.5887, lng: -58.4275 };
  const raul: Recipient = { customerName: 'Raúl Ortiz', street: 'Malabia 1900', lat: -34.5897, lng: -58.4262 };
  await riderOnShift(page, 'Julia Sanz');
  const first = await acceptedDeliveryOrder(page.request, nora);
  const second = await acceptedDeliveryOrder(page.request, raul);
  const stack = await staffStack(page.request, [{ shipmentId: first.shipmentId }, { shipmentId: second.shipmentId }]);

  await page.goto(`/logistics/${ALIAS}/shipments/stack/${stack.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${stack.code}` })).toBeVisible();
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  await keyboardConfirm(page.getByRole('slider', { name: 'En el local' }));
  await expect(page.getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar multientrega' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar la multientrega?' });
  await expect(
    confirm.getByText('Los envíos que aún no entregaste dejarán de estar a tu cargo. No se puede deshacer.'),
  ).toBeVisible();
  await checkA11y(page);
  // Escape is a "no" too.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar multientrega' }).click();
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Envío actualizado').first()).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar multientrega' })).toHaveCount(0);
  const stops = page.getByRole('list', { name: 'Direcciones' }).getByRole('listitem');
  await expect(stops.nth(1)).toContainText(dropAddress(nora));
  await expect(stops.nth(1)).toContainText('Cancelado');
  await expect(stops.nth(2)).toContainText(dropAddress(raul));
  await expect(stops.nth(2)).toContainText('Cancelado');
  // The stack's own status too.
  await expect(page.getByText('Cancelado', { exact: true })).toHaveCount(3);
  await checkA11y(page);
});

test('a status change the server fails to make toasts why and leaves the shipment where it was', async ({ page }) => {
  await riderOnShift(page, 'Laura Gómez');
  const { code, shipmentId } = await acceptedDeliveryOrder(page.request);
  await page.goto(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  await page.route(`**/api/shipments/${shipmentId}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'caído' } }) : route.fallback(),
  );
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos' })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Aceptar envío' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'En el local' })).toHaveCount(0);
});
