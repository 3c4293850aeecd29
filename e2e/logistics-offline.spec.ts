/**
 * A rider without signal (basements, lifts, tunnels): every step is shown at once and kept on the
 * phone, the shipment in progress opens offline from the service worker (also after a reload),
 * and the kept steps reach the server in order when the signal returns. A step that is no longer
 * legal when it arrives (the order was canceled meanwhile) is explained in Spanish.
 */
import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
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

test.describe('with signal', () => {
  // The page's own store and sender, without the worker: routing sees every request the page sends.
  test.use({ serviceWorkers: 'block' });

  test('a step is kept before its request leaves: a tab closed or reloaded mid-send loses nothing, and its copies apply once, in order', async ({
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const first = await context.newPage();
    await riderOnShift(first, 'Nora Paz');
    const order = await acceptedDeliveryOrder(request);
    const detail = `/logistics/${ALIAS}/shipments/simple/${order.shipmentId}`;
    await first.goto(detail);
    await expect(first.getByRole('heading', { level: 1, name: `Pedido ${order.code}` })).toBeVisible();
    await keyboardConfirm(first.getByRole('slider', { name: 'Aceptar envío' }));
    await expect(first.getByText('Envío actualizado').first()).toBeVisible();

    // From here the steps' requests hang: the first reaches the server, which applies it, but its
    // answer never comes back (the tab is closed first); later ones never leave the phone.
    let phase: 'answerLost' | 'held' | 'open' = 'answerLost';
    const held: Route[] = [];
    const sent: { key: string; status: string }[] = [];
    let applied: (status: number) => void = () => undefined;
    const appliedOnServer = new Promise<number>((resolve) => {
      applied = resolve;
    });
    await context.route(`**/api/shipments/${order.shipmentId}`, async (route) => {
      const put = route.request();
      if (put.method() !== 'PUT') return route.fallback();
      const body = put.postDataJSON() as { status: string };
      sent.push({ key: (await put.headerValue('Idempotency-Key')) ?? '', status: body.status });
      if (phase === 'open') return route.fallback();
      if (phase === 'held') return void held.push(route);
      applied((await route.fetch()).status());
    });

    await keyboardConfirm(first.getByRole('slider', { name: 'En el local' }));
    expect(await appliedOnServer).toBe(200);
    expect(await serverStatus(request, order)).toBe('IN_STORE');
    phase = 'held';
    await first.close();

    // A new tab: the step whose answer was lost is still pending, and is sent again with its key.
    const page = await context.newPage();
    await page.goto(detail);
    const status = page.locator('[data-slot="shipment-detail-status"]');
    const pending = page.getByRole('region', { name: 'Pendientes de envío' });
    await expect(pending.getByRole('listitem')).toHaveText([/^En el local/]);
    await expect.poll(() => held.length).toBe(1);
    // The rider goes on: this step waits behind the one on its way, shown at once.
    await keyboardConfirm(page.getByRole('slider', { name: 'En camino al cliente' }));
    await expect(status).toHaveText('En camino al cliente');
    await expect(pending.getByRole('listitem')).toHaveText([/^En el local/, /^En camino al cliente/]);

    // A reload with both on their way (neither answered): both still pending after it.
    await page.reload();
    await expect(pending.getByRole('listitem')).toHaveText([/^En el local/, /^En camino al cliente/]);
    await expect(status).toHaveText('En camino al cliente');
    await expect.poll(() => held.length).toBe(2);

    // The network lets them through: each copy is answered as applied, once and in order.
    phase = 'open';
    for (const route of held) await route.continue().catch(() => undefined);
    await expect(pending).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(status).toHaveText('En camino al cliente');
    expect(await serverStatus(request, order)).toBe('ON_ROUTE_TO_DROPOFF');
    await expect(page.getByRole('textbox', { name: 'Clave de entrega' })).toBeVisible();
    // The lost send and its two copies carried one key; the later step left after them.
    expect(sent.map((send) => send.status)).toEqual(['IN_STORE', 'IN_STORE', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF']);
    expect(new Set(sent.slice(0, 3).map((send) => send.key)).size).toBe(1);
  });
});
