/**
 * A rider without signal (basements, lifts, tunnels): every step is shown at once and kept on the
 * phone, the shipment in progress opens offline from the service worker (also after a reload),
 * and the kept steps reach the server in order when the signal returns. A step that is no longer
 * legal when it arrives (the order was canceled meanwhile) is explained in Spanish.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ALIAS,
  acceptedDeliveryOrder,
  checkA11y,
  customersCode,
  deliverWithCode,
  keyboardConfirm,
  riderOnShift,
  STAFF,
} from './logistics-fixtures.ts';

// These tests need the rider app's service worker, which the other suites block.
test.use({ serviceWorkers: 'allow' });

const OFFLINE = 'Sin conexión. Lo que hagas se guarda en el teléfono y se envía cuando vuelva la señal.';

/** The shipment's status as the customer's tracking reads it from the server. */
async function serverStatus(request: APIRequestContext, order: { code: string; accessToken: string }) {
  const response = await request.get(
    `/api/logisticsorder/tracking/${ALIAS}/${encodeURIComponent(order.code)}?access=${order.accessToken}`,
  );
  return ((await response.json()) as { status?: string }).status;
}

/** Opens the shipment online and waits until the worker controls the page and has kept its reads. */
async function openWithWorker(page: Page, shipmentId: string, code: string) {
  await page.goto(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const kept = await (await caches.open('logistics-rider-reads')).keys();
          return ['/api/whoami', `/api/shipments/${id}`].every((path) => kept.some((r) => r.url.endsWith(path)));
        }, shipmentId),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('a rider rides without signal: steps shown at once, kept across a reload, sent in order when it returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await riderOnShift(page, 'Sofía Ríos');
  const order = await acceptedDeliveryOrder(request);
  const code = await customersCode(request, order);
  await openWithWorker(page, order.shipmentId, order.code);
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  await expect(page.getByText('Envío actualizado').first()).toBeVisible();
  const status = page.locator('[data-slot="shipment-detail-status"]');
  const pending = page.getByRole('region', { name: 'Pendientes de envío' });

  // Into the basement: the step is applied on screen at once and kept.
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await keyboardConfirm(page.getByRole('slider', { name: 'En el local' }));
  await expect(status).toHaveText('En el local');
  await expect(pending.getByRole('listitem')).toHaveText([/^En el local/]);
  await expect(page.getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();

  // A reload without signal: the shell and the shipment open from the worker, the step still kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${order.code}` })).toBeVisible();
  await expect(status).toHaveText('En el local');
  await expect(pending.getByRole('listitem')).toHaveText([/^En el local/]);
  await keyboardConfirm(page.getByRole('slider', { name: 'En camino al cliente' }));
  await deliverWithCode(page, code);
  await expect(status).toHaveText('Entregado');
  await expect(pending.getByRole('listitem')).toHaveText([/^En el local/, /^En camino al cliente/, /^Entregado/]);
  // The step's toast first closes (3 s): axe read its text mid-transition as low contrast; the toasts
  // themselves are checked in the Toaster's stories.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await checkA11y(page);
  // Nothing reached the server yet.
  expect(await serverStatus(request, order)).toBe('ON_ROUTE_TO_PICKUP');

  // The signal returns: the steps are sent in order and the list of pending ones empties.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => serverStatus(request, order)).toBe('DELIVERED');
  await expect(status).toHaveText('Entregado');
});

test('a step kept without signal that is no longer legal when it arrives is explained in Spanish', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await riderOnShift(page, 'Tomás Gil');
  const order = await acceptedDeliveryOrder(request);
  await openWithWorker(page, order.shipmentId, order.code);
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  await expect(page.getByText('Envío actualizado').first()).toBeVisible();

  await context.setOffline(true);
  await keyboardConfirm(page.getByRole('slider', { name: 'En el local' }));
  await expect(page.getByRole('region', { name: 'Pendientes de envío' })).toBeVisible();
  // Meanwhile the venue cancels the order.
  const canceled = await request.put(`/api/staff/orders/${encodeURIComponent(order.code)}/status`, {
    headers: STAFF,
    data: { status: 'CANCELED' },
  });
  expect(canceled.status(), await canceled.text()).toBe(200);

  await context.setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: '«En el local» no se aplicó' });
  await expect(refusal).toHaveText('El pedido fue cancelado: «En el local» no se aplicó.', { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Pendientes de envío' })).toHaveCount(0);
  // The refused step changed nothing on the server: the order's cancel stands.
  expect(await serverStatus(request, order)).toBe('DRIVER_CANCELED');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(refusal).toHaveCount(0);
});
