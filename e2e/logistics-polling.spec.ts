/**
 * Follow-up §4 "Real time" with the realtime endpoint down: the tracking page notices the
 * connection is unavailable, falls back to polling, and still reaches the final status.
 */
import { toWireCartItem } from '@comanda/api';
import { palermoMenu } from '@comanda/api/demo';
import { buildCartItem, initialPlateForm } from '@comanda/domain/plate';
import { expect, test } from '@playwright/test';
import { approveRider, trackingLinkOf } from './logistics-fixtures.ts';

const STAFF = { Authorization: 'Bearer dev-staff-token' };

test('the tracking page reaches "Entregado" by polling when the realtime endpoint is down', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const flan = palermoMenu.categories
    .flatMap((c) => c.plates.map((plate) => ({ plate, category: c })))
    .find((p) => p.plate.id === 'plate-flan');
  if (!flan) throw new Error('no flan in the demo menu');
  const built = buildCartItem(
    flan.plate,
    { ...initialPlateForm(flan.plate), quantity: 2 },
    { categoryShowName: flan.category.showName },
  );
  if (!built.ok) throw new Error(built.message);
  // Two flans ($ 8.400) delivered in cash: service $ 300 + 2 %, cash delivery $ 1.800.
  const created = await request.post('/api/order', {
    data: {
      idempotencyKey: `e2e-polling-${Date.now()}`,
      type: 'DELIVERY',
      paymentType: 'pt-cash',
      branchContact: 'bc-palermo-centro',
      orderModeId: 'om-pc-delivery',
      phone: '11 5555-0003',
      customerName: 'Marta Ruiz',
      destination: { direccion: 'Gorriti 4700', city: 'Buenos Aires', lat: -34.5881, lng: -58.4282 },
      items: [toWireCartItem(built.item)],
      price: 840_000 + 30_000 + 16_800 + 180_000,
      paysWith: 2_000_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: order } = (await created.json()) as { data: { code: string; accessToken: string } };
  const accepted = await request.put(`/api/staff/orders/${order.code}/status`, {
    headers: STAFF,
    data: { status: 'ACCEPTED' },
  });
  const shipmentId = ((await accepted.json()) as { shipment: { id: string } }).shipment.id;

  // The realtime endpoint refuses every connection, as if it were down.
  await page.routeWebSocket(/\/app\//, (socket) => socket.close({ code: 1011, reason: 'realtime down' }));
  await page.goto(await trackingLinkOf(page, order));
  await expect(page.getByText('Buscando repartidor')).toBeVisible();
  // The customer reads the delivery code to tell the rider at the door.
  const shared = page.getByRole('dialog', { name: 'Clave de entrega' }).getByText(/^Comparte la clave \d{4}$/);
  const securityCode = (await shared.textContent())?.slice(-4);

  const rider = await request.post('/api/rider/createwithcode', {
    data: {
      name: 'Pablo Díaz',
      phone: '11 6666-1234',
      securityCode: '552190',
      active: true,
      riderUser: { branchContact: { id: 'bc-palermo-centro' } },
    },
  });
  expect(rider.status(), await rider.text()).toBe(201);
  const session = (await rider.json()) as { token: string; rider: { id: string } };
  await approveRider(request, session.rider.id);
  for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF', 'DELIVERED']) {
    const moved = await request.put(`/api/shipments/${shipmentId}`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { status, id: shipmentId, rider_id: session.rider.id, securityCode },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // No reload: the page's polling brings the final status (at most one polling interval later).
  await expect(page.getByText('Entregado', { exact: true })).toBeVisible({ timeout: 40_000 });
});
