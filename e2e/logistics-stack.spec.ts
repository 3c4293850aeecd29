/**
 * Multi-delivery stacks against the real server (follow-up §4 "Rider flow"): staff stacks three
 * delivery orders, one a return shipment; a rider accepts the stack, chooses which drop-off comes
 * first, delivers them all and brings the return shipment back, while a customer watches the
 * rider's position move on the tracking map.
 */
import { devices, expect, type Page, test } from '@playwright/test';
import {
  ALIAS,
  acceptedDeliveryOrder,
  checkA11y,
  customersCode,
  deliverWithCode,
  dragToConfirm,
  dropAddress,
  keyboardConfirm,
  type Recipient,
  recordVibrations,
  riderOnShift,
  staffStack,
  trackingLinkOf,
  vibrations,
} from './logistics-fixtures.ts';

const carla: Recipient = { customerName: 'Carla Núñez', street: 'Gorriti 4700', lat: -34.5881, lng: -58.4282 };
const diego: Recipient = { customerName: 'Diego Sosa', street: 'Thames 1500', lat: -34.5873, lng: -58.4301 };
const elena: Recipient = { customerName: 'Elena Ríos', street: 'Honduras 5000', lat: -34.5866, lng: -58.4269 };

/** Far apart, so the move shows at the tracking map's country-wide zoom (5). */
const AT_LA_PLATA = { latitude: -34.92, longitude: -57.95 };
const AT_QUILMES = { latitude: -34.72, longitude: -58.25 };

/** Where the rider marker sits on screen relative to the destination marker. */
async function riderOffset(customer: Page) {
  const rider = await customer.getByRole('img', { name: 'Repartidor' }).boundingBox();
  const destination = await customer.getByRole('img', { name: 'Destino' }).boundingBox();
  if (!rider || !destination) return null;
  return { x: Math.round(rider.x - destination.x), y: Math.round(rider.y - destination.y) };
}

test('a rider delivers a stack in the chosen order and brings its return shipment back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await recordVibrations(page);
  // The position reports are throttled to one per 10 s: the rider's clock is moved past that.
  await page.clock.install();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(AT_LA_PLATA);
  await riderOnShift(page, 'Sofía Romero');

  // Staff stacks three accepted orders; Diego's comes back to the venue after delivery.
  const first = await acceptedDeliveryOrder(page.request, carla);
  const second = await acceptedDeliveryOrder(page.request, diego);
  const third = await acceptedDeliveryOrder(page.request, elena);
  const stack = await staffStack(page.request, [
    { shipmentId: first.shipmentId },
    { shipmentId: second.shipmentId, returnShipment: true },
    { shipmentId: third.shipmentId },
  ]);

  // Carla follows her order in another browser.
  const customerContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-AR' });
  const customer = await customerContext.newPage();
  await customer.goto(await trackingLinkOf(customer, first));
  await customer.getByRole('dialog', { name: 'Clave de entrega' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: `Pedido ${first.code}` })).toBeVisible();
  await expect(customer.locator('main[data-live]')).toHaveCount(1);

  // The list offers the stack as one row with the venue and the three drop-offs.
  await page.goto(`/logistics/${ALIAS}/shipments`);
  const row = page.getByRole('link', { name: new RegExp(`Pedido ${stack.code}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Multientrega');
  await expect(row.getByRole('listitem')).toHaveText([
    /^A: /,
    `B: ${dropAddress(carla)}`,
    `C: ${dropAddress(diego)}`,
    `D: ${dropAddress(elena)}`,
  ]);
  await checkA11y(page);
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/logistics/${ALIAS}/shipments/stack/${stack.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${stack.code}` })).toBeVisible();
  const stops = page.getByRole('list', { name: 'Direcciones' }).getByRole('listitem');
  await expect(stops).toHaveCount(4);
  await expect(stops.nth(1)).toContainText(`B: ${dropAddress(carla)}`);
  await expect(stops.nth(2)).toContainText(`C: ${dropAddress(diego)}`);
  await expect(stops.nth(2)).toContainText('Regreso al local');
  await expect(stops.nth(3)).toContainText(`D: ${dropAddress(elena)}`);
  await expect(page.getByRole('button', { name: 'Cancelar multientrega' })).toHaveCount(0);
  await checkA11y(page);

  // The whole stack is accepted at once; Carla sees her rider on the way and on the map.
  await dragToConfirm(page, page.getByRole('slider', { name: 'Aceptar envío' }));
  await expect(page.getByRole('slider', { name: 'En el local' })).toBeVisible();
  await expect(page.getByText('Envío actualizado').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar multientrega' })).toBeVisible();
  await expect(customer.getByText('Repartidor en camino al local')).toBeVisible({ timeout: 10_000 });
  await expect(customer.getByText('Sofía Romero', { exact: true })).toBeVisible();
  await expect(customer.getByRole('img', { name: 'Repartidor' })).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => riderOffset(customer)).not.toBeNull();
  const before = await riderOffset(customer);

  // The rider rides on; past the report interval the new position reaches Carla's map, no reload.
  await page.clock.fastForward(11_000);
  const moved = page.waitForResponse(
    (response) => response.url().endsWith('/api/rider/position') && response.request().method() === 'PUT',
  );
  await page.context().setGeolocation(AT_QUILMES);
  expect((await moved).status()).toBe(204);
  await expect.poll(() => riderOffset(customer)).not.toEqual(before);

  await keyboardConfirm(page.getByRole('slider', { name: 'En el local' }));
  await expect(page.getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();
  await keyboardConfirm(page.getByRole('slider', { name: 'En camino al cliente' }));
  await expect(page.getByRole('slider', { name: 'Entregado' })).toBeVisible();
  await expect(customer.getByText('En camino', { exact: true })).toBeVisible({ timeout: 10_000 });

  // Carla's drop-off comes first by stacking order; the rider chooses Elena's instead.
  const current = page.locator('[aria-current="step"]');
  await expect(current).toContainText(dropAddress(carla));
  await expect(current).toContainText('Próxima entrega');
  const recipient = page.getByRole('region', { name: 'Recibe' });
  await expect(recipient.getByText(carla.customerName)).toBeVisible();
  await page.getByRole('button', { name: `Entregar este primero: ${dropAddress(elena)}`, exact: true }).click();
  await expect(current).toContainText(dropAddress(elena));
  await expect(stops.nth(1)).toContainText(`B: ${dropAddress(elena)}`);
  await expect(recipient.getByText(elena.customerName)).toBeVisible();
  await checkA11y(page);

  // Elena's is delivered with her code and sorts first; Carla's is next, then Diego's.
  await deliverWithCode(page, await customersCode(page.request, third));
  await expect(stops.nth(1)).toContainText(`B: ${dropAddress(elena)}`);
  await expect(stops.nth(1)).toContainText('Entregado');
  await expect(current).toContainText(dropAddress(carla));
  await expect(recipient.getByText(carla.customerName)).toBeVisible();
  await expect(customer.getByText('En camino', { exact: true })).toBeVisible();

  await deliverWithCode(page, await customersCode(page.request, first));
  await expect(current).toContainText(dropAddress(diego));
  await expect(customer.getByText('Entregado', { exact: true })).toBeVisible({ timeout: 10_000 });
  await customerContext.close();

  // The last drop-off: the stack is delivered, and the return shipment still goes back.
  await deliverWithCode(page, await customersCode(page.request, second));
  await expect(page.getByRole('slider', { name: 'Regreso al local' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
  await expect(stops.nth(3)).toContainText(`D: ${dropAddress(diego)}`);
  await expect(stops.nth(3)).toContainText('Entregado');
  await checkA11y(page);

  await keyboardConfirm(page.getByRole('slider', { name: 'Regreso al local' }));
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(stops.nth(3)).toContainText('Devuelto al local');
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${stack.code}` })).toBeVisible();
  // The stack's own status and Diego's drop-off both read returned.
  await expect(page.getByText('Devuelto al local', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Cancelar multientrega' })).toHaveCount(0);
  // Accept, in the store, on the way, three drop-offs and the return: a success vibration each.
  expect(await vibrations(page)).toEqual(Array.from({ length: 7 }, () => [100]));
  await checkA11y(page);
});
