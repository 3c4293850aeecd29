/**
 * The rider app and the customer tracking page against the real server: a new rider starts a
 * shift, takes a delivery order staff accepted, moves it through every status to delivered while
 * the customer watches the tracking page change live, then ends the shift; the same journey from
 * a storefront order, by thumb and by keyboard alone.
 */
import { devices, expect, type Page, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import {
  ALIAS,
  acceptedDeliveryOrder,
  approveRider,
  approveRiderByPhone,
  checkA11y,
  codeOnTheTrackingPage,
  customersCode,
  deliverWithCode,
  dragToConfirm,
  type Hands,
  keyboardConfirm,
  newPhone,
  orderThroughTheStorefront,
  recordVibrations,
  riderHands,
  riderOnShift,
  STAFF,
  trackingLinkOf,
  vibrations,
  wrongCode,
} from './logistics-fixtures.ts';

test('a rider takes a delivery from the list to delivered while the customer follows it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: -34.5905, longitude: -58.4215 });
  await recordVibrations(page);

  // Phone intake → register (the phone is new) → the shift starts.
  const phone = newPhone();
  await page.goto(`/logistics/${ALIAS}/rider/phoneIntake`);
  await expect(page.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
  await expect(page.getByText('Sabores Palermo Centro')).toBeVisible();
  await expect(page).toHaveTitle(/Repartidores/);
  await checkA11y(page);
  await page.getByLabel('Ingresa con tu teléfono').fill('123');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('El número de teléfono es invalido')).toBeVisible();
  await page.getByLabel('Ingresa con tu teléfono').fill(phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await expect(page.getByLabel('Confirma tu teléfono')).toBeVisible();
  await expect(page.getByLabel('Ingresa con tu teléfono')).toBeDisabled();
  await expect(page.getByLabel('Ingresa con tu teléfono')).toHaveValue(phone);
  await page.getByLabel('Confirma tu teléfono').fill('11 4000-0000');
  await page.getByLabel('Nombre y Apellido').fill('Ana Gómez');
  await page.getByLabel('Código de seguridad').fill('9731');
  await page.getByRole('button', { name: 'Iniciar turno' }).click();
  await expect(page.getByText('Los números de teléfono no coinciden')).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Confirma tu teléfono').fill(phone);
  await page.getByRole('button', { name: 'Iniciar turno' }).click();
  await expect(page.getByText('El código de seguridad debe tener al menos 6 números')).toBeVisible();
  await page.getByLabel('Código de seguridad').fill('973152');
  await page.getByRole('button', { name: 'Iniciar turno' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Turno iniciado con éxito' })).toBeVisible();
  await checkA11y(page);

  // The success page takes the rider (no shipment in progress) to the list, which waits for the
  // venue's approval; staff approve the rider and 'Actualizar' shows the shipments.
  await expect(page).toHaveURL(new RegExp(`/logistics/${ALIAS}/shipments$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Esperando aprobación' })).toBeVisible();
  await checkA11y(page);
  const { riders } = (await (
    await request.get(`/api/staff/riders?branchContact=${ALIAS}&status=PENDING`, { headers: STAFF })
  ).json()) as { riders: { id: string; phone: string }[] };
  const registered = riders.find((rider) => rider.phone.endsWith(phone.replace(/\D/g, '').slice(-8)));
  if (!registered) throw new Error('the new rider is not pending in the staff list');
  await approveRider(request, registered.id);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();

  // A customer orders; staff accept it: a shipment looks for a driver.
  const order = await acceptedDeliveryOrder(request);
  const orderCode = order.code;

  // The customer follows the follow-up page's tracking link in another browser: the delivery code shows once.
  const customerContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-AR' });
  const customer = await customerContext.newPage();
  const trackingUrl = await trackingLinkOf(customer, order);
  expect(trackingUrl).toMatch(
    new RegExp(`^/logistics/tracking/order/${ALIAS}/${orderCode}\\?access=[A-Za-z0-9_-]{43}$`),
  );
  await customer.goto(trackingUrl);
  const codeModal = customer.getByRole('dialog', { name: 'Clave de entrega' });
  // The server's screen shows the modal first; the app's dialog then takes its place.
  await appHasTakenOver(customer);
  await expect(codeModal).toBeVisible();
  await expect(codeModal.getByText(/^Comparte la clave \d{4}$/)).toBeVisible();
  const deliveryCode = (await codeModal.getByText(/^Comparte la clave \d{4}$/).textContent())?.slice(-4) ?? '';

  // Someone with the order code alone (the link without its secret) gets no tracking: no delivery code.
  const strangerContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-AR' });
  const stranger = await strangerContext.newPage();
  await stranger.goto(`/logistics/tracking/order/${ALIAS}/${encodeURIComponent(orderCode)}`);
  await expect(stranger.getByRole('heading', { level: 1, name: `Pedido ${orderCode}` })).toBeVisible();
  await expect(stranger.getByRole('dialog')).toHaveCount(0);
  await expect(stranger.locator('body')).not.toContainText(deliveryCode);
  await strangerContext.close();

  await checkA11y(customer);
  await codeModal.getByRole('button', { name: 'Continuar' }).click();
  await expect(codeModal).toBeHidden();
  await expect(customer.getByRole('heading', { level: 1, name: `Pedido ${orderCode}` })).toBeVisible();
  await expect(customer.getByText(/^\d{2}:\d{2} hs · \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(customer.getByText('Buscando repartidor')).toBeVisible();
  await expect(customer.getByText('Sin repartidor')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Clave de entrega' })).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await checkA11y(customer);
  await customer.reload();
  await expect(customer.getByRole('heading', { level: 1, name: `Pedido ${orderCode}` })).toBeVisible();
  await expect(customer.getByText('Buscando repartidor')).toBeVisible();
  await expect(customer.getByRole('dialog')).toHaveCount(0);
  await customer.getByRole('button', { name: 'Actualizar' }).click();
  await expect(customer.getByText('Buscando repartidor')).toBeVisible();
  // Connected to the push channel: no polling, so what follows arrives live.
  await expect(customer.locator('main[data-live]')).toHaveCount(1);

  // The rider refreshes the list and opens the new shipment.
  await page.getByRole('button', { name: 'Actualizar' }).click();
  const row = page.getByRole('link', { name: new RegExp(`Pedido ${orderCode}`) });
  await expect(row).toBeVisible();
  await checkA11y(page);
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${orderCode}` })).toBeVisible();
  await expect(page.getByText('Deslice >>')).toBeVisible();
  const thumb = page.getByRole('slider', { name: 'Aceptar envío' });
  await expect(thumb).toBeVisible();
  await checkA11y(page);

  // Accept by dragging: success toast and vibration; the customer sees it without reloading.
  const positionReport = page.waitForResponse(
    (response) => response.url().endsWith('/api/rider/position') && response.request().method() === 'PUT',
  );
  await dragToConfirm(page, thumb);
  await expect(page.getByText('Envío actualizado').first()).toBeVisible();
  await expect(page.getByRole('slider', { name: 'En el local' })).toBeVisible();
  expect(await vibrations(page)).toEqual([[100]]);
  await expect(page.getByRole('button', { name: 'Cancelar envío en curso' })).toBeVisible();
  await expect(customer.getByText('Repartidor en camino al local')).toBeVisible({ timeout: 10_000 });
  await expect(customer.getByText('Ana Gómez', { exact: true })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Llamar a Ana Gómez' })).toBeVisible();
  // While the shipment is active the rider's position is reported and reaches the customer's map.
  expect((await positionReport).status()).toBe(204);
  await expect(customer.getByRole('img', { name: 'Repartidor' })).toBeVisible({ timeout: 10_000 });

  // The redirect page finds the shipment in progress and points to it.
  const me = (await (await page.request.get('/api/whoami')).json()) as { riderId: string };
  await page.goto(`/logistics/${ALIAS}/rider/${me.riderId}/shipments`);
  await expect(page.getByText('Tienes un envío en curso')).toBeVisible();
  await expect(page).toHaveURL(/\/shipments\/simple\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${orderCode}` })).toBeVisible();

  // The rest with the keyboard.
  await keyboardConfirm(page.getByRole('slider', { name: 'En el local' }));
  await expect(page.getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();
  await expect(customer.getByText('Repartidor en el local')).toBeVisible({ timeout: 10_000 });

  await keyboardConfirm(page.getByRole('slider', { name: 'En camino al cliente' }));
  await expect(page.getByRole('slider', { name: 'Entregado' })).toBeVisible();
  const recipient = page.getByRole('region', { name: 'Recibe' });
  await expect(recipient.getByText('Juana Pérez')).toBeVisible();
  await checkA11y(page);
  await expect(customer.getByText('En camino', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(customer.getByText(/^Entrega estimada: /)).toBeVisible();

  // At the door the slider waits for the customer's code; a wrong one is refused and counted.
  await expect(page.getByRole('slider', { name: 'Entregado' })).toHaveAttribute('aria-disabled', 'true');
  await deliverWithCode(page, wrongCode(deliveryCode));
  await expect(page.getByRole('textbox', { name: 'Clave de entrega' })).toHaveAccessibleDescription(
    'La clave de entrega no es correcta. Te quedan 4 intentos.',
  );
  await expect(customer.getByText('En camino', { exact: true })).toBeVisible();
  await checkA11y(page);
  await deliverWithCode(page, deliveryCode);
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByText('Entregado', { exact: true })).toBeVisible();
  // The redirect reloaded the page: its recorder holds the steps since, the refused code's failure among them.
  expect(await vibrations(page)).toEqual([[100], [100], [100, 50, 100, 75, 100], [100]]);
  await expect(customer.getByText('Entregado', { exact: true })).toBeVisible({ timeout: 10_000 });
  // The delivery is over: the rider's name and contact are gone from the customer's page.
  await expect(customer.getByText('Sin repartidor')).toBeVisible();
  await expect(customer.getByText('Ana Gómez', { exact: true })).toHaveCount(0);
  await checkA11y(customer);
  await customerContext.close();

  // The rider ends the shift: the same phone now leads to log out.
  await page.goto(`/logistics/${ALIAS}/rider/phoneIntake`);
  await page.getByLabel('Ingresa con tu teléfono').fill(phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola Ana Gómez!' })).toBeVisible();
  await page.getByLabel('Código de seguridad').fill('0000');
  await page.getByRole('button', { name: 'Finalizar turno' }).click();
  await expect(page.getByText('El código de seguridad es erróneo')).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Código de seguridad').fill('973152');
  await page.getByRole('button', { name: 'Finalizar turno' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Turno finalizado con éxito' })).toBeVisible();

  // Off shift, the list is closed to them.
  await page.goto(`/logistics/${ALIAS}/shipments`);
  await expect(page.getByRole('heading', { name: 'Acceso denegado o link expirado' })).toBeVisible();
  await checkA11y(page);
});

test('the demo rider logs in, loses a race for a shipment and logs out', async ({ page, request }) => {
  await recordVibrations(page);
  await page.goto(`/logistics/${ALIAS}/rider/phoneIntake`);
  await page.getByLabel('Ingresa con tu teléfono').fill('11 5555-0100');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola Lucas Fernández!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar turno' })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel('Código de seguridad').fill('1111');
  await page.getByRole('button', { name: 'Iniciar turno' }).click();
  await expect(page.getByText('El código de seguridad es erróneo')).toBeVisible();
  await page.getByLabel('Código de seguridad').fill('2468');
  await page.getByRole('button', { name: 'Iniciar turno' }).click();
  await expect(page.getByText('Turno iniciado con éxito')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
  await checkA11y(page);

  // Lucas opens a shipment; another rider accepts it first.
  const { code, shipmentId } = await acceptedDeliveryOrder(request);
  await page.goto(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  const other = await request.post('/api/rider/createwithcode', {
    data: {
      name: 'Otro Repartidor',
      phone: newPhone(),
      securityCode: '555555',
      active: true,
      riderUser: { branchContact: { id: 'bc-palermo-centro' } },
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const { token, rider } = (await other.json()) as { token: string; rider: { id: string } };
  await approveRider(request, rider.id);
  const taken = await request.put(`/api/shipments/${shipmentId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status: 'ON_ROUTE_TO_PICKUP', id: shipmentId, rider_id: rider.id },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  await expect(page.getByText('Tomado por otro repartidor').first()).toBeVisible();
  await expect(page.getByRole('slider')).toHaveCount(0);
  expect(await vibrations(page)).toEqual([[100, 50, 100, 75, 100]]);
  await checkA11y(page);

  // Another venue's list is closed to him.
  await page.goto('/logistics/palermo-norte/shipments');
  await expect(page.getByText('No tienes permisos para ver los envíos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acceso denegado o link expirado' })).toBeVisible();
  await expect(page).toHaveURL(/\/logistics\/palermo-norte\/404$/);

  await demoRiderShift(page, 'Finalizar turno');
  await expect(page.getByText('Turno finalizado con éxito')).toBeVisible();
});

/** The demo rider (phone 11 5555-0100, code 2468) starts or ends a shift through the rider screens. */
async function demoRiderShift(page: Page, button: 'Iniciar turno' | 'Finalizar turno') {
  await page.goto(`/logistics/${ALIAS}/rider/phoneIntake`);
  await page.getByLabel('Ingresa con tu teléfono').fill('11 5555-0100');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola Lucas Fernández!' })).toBeVisible();
  await expect(page.getByRole('button', { name: button })).toBeVisible();
  await page.getByLabel('Código de seguridad').fill('2468');
  await page.getByRole('button', { name: button }).click();
}

/**
 * Tab presses the rider's keyboard journey may take outside the shipment list (measured 16, plus
 * 3). The list is left out: how far its order is depends on the venue's other shipments (in the
 * whole suite, those of the tests running beside this one).
 */
const RIDER_JOURNEY_TAB_BUDGET = 19;

/**
 * The whole journey as a rider works it, once with a thumb and once with the keyboard alone: the
 * diner orders through the storefront and reads the delivery code on the tracking page; a rider
 * new to the venue registers through the screens, is approved by staff, accepts, arrives, sets
 * off, has a wrong code refused and delivers with the customer's; the customer's page, never
 * reloaded, reaches 'Entregado' live.
 */
for (const hands of ['thumb', 'keyboard'] as const satisfies readonly Hands[]) {
  test(`a new rider delivers a storefront order with the code read on the customer's tracking page, by ${hands}`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await recordVibrations(page);
    const rider = riderHands(page, hands);

    // A diner in a clean browser orders through the storefront; the venue accepts the order.
    const dinerContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-AR', serviceWorkers: 'block' });
    const diner = await dinerContext.newPage();
    const orderCode = await orderThroughTheStorefront(diner);
    const accepted = await request.put(`/api/staff/orders/${encodeURIComponent(orderCode)}/status`, {
      headers: STAFF,
      data: { status: 'ACCEPTED' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The follow-up page leads to the tracking page, which shows the delivery code once.
    await diner.reload();
    const deliveryCode = await codeOnTheTrackingPage(diner);
    await expect(diner.getByText('Buscando repartidor')).toBeVisible();
    await expect(diner.locator('main[data-live]')).toHaveCount(1);
    // Marks this document: still there at the end, the page was never reloaded.
    await diner.evaluate(() => Object.assign(window, { sameTrackingDocument: true }));

    // The rider registers with a new phone and waits for the venue's approval.
    const phone = newPhone();
    await page.goto(`/logistics/${ALIAS}/rider/phoneIntake`);
    await appHasTakenOver(page);
    await rider.type(page.getByLabel('Ingresa con tu teléfono'), phone);
    await rider.press(page.getByRole('button', { name: 'Siguiente' }));
    await rider.type(page.getByLabel('Confirma tu teléfono'), phone);
    await rider.type(page.getByLabel('Nombre y Apellido'), 'Marta Ruiz');
    await rider.type(page.getByLabel('Código de seguridad'), '640218');
    await rider.press(page.getByRole('button', { name: 'Iniciar turno' }));
    await expect(page.getByRole('status').filter({ hasText: 'Turno iniciado con éxito' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Esperando aprobación' })).toBeVisible();
    await approveRiderByPhone(request, phone);
    await rider.press(page.getByRole('button', { name: 'Actualizar' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
    const beforeTheList = rider.tabPresses;
    await rider.press(page.getByRole('link', { name: new RegExp(`Pedido ${orderCode}`) }));
    const inTheList = rider.tabPresses - beforeTheList;
    await expect(page.getByRole('heading', { level: 1, name: `Pedido ${orderCode}` })).toBeVisible();

    // Accept, at the venue, on the way: the customer sees each step without reloading, and the
    // rider hears what each slide did from a polite live region.
    const statusChange = page.locator('[role="status"][data-slot="shipment-detail-status"]');
    await expect(statusChange).toHaveText('Buscando repartidor');
    await rider.slide(page.getByRole('slider', { name: 'Aceptar envío' }));
    await expect(page.getByRole('slider', { name: 'En el local' })).toBeVisible();
    await expect(statusChange).toHaveText('En camino al local');
    await expect(diner.getByText('Repartidor en camino al local')).toBeVisible({ timeout: 10_000 });
    await expect(diner.getByText('Marta Ruiz', { exact: true })).toBeVisible();
    await rider.slide(page.getByRole('slider', { name: 'En el local' }));
    await expect(page.getByRole('slider', { name: 'En camino al cliente' })).toBeVisible();
    await expect(diner.getByText('Repartidor en el local')).toBeVisible({ timeout: 10_000 });
    await rider.slide(page.getByRole('slider', { name: 'En camino al cliente' }));
    await expect(statusChange).toHaveText('En camino al cliente');
    await expect(diner.getByText('En camino', { exact: true })).toBeVisible({ timeout: 10_000 });

    // At the door the slider waits for the customer's code; a wrong one is refused and counted.
    const code = page.getByRole('textbox', { name: 'Clave de entrega' });
    const delivered = page.getByRole('slider', { name: 'Entregado' });
    await expect(delivered).toHaveAttribute('aria-disabled', 'true');
    await checkA11y(page);
    await rider.type(code, wrongCode(deliveryCode));
    await rider.slide(delivered);
    // The refusal is said once, by the field, and no alert repeats it; a slider slid by keyboard
    // gives the focus to the field, which is read with its error.
    await expect(code).toHaveAccessibleDescription('La clave de entrega no es correcta. Te quedan 4 intentos.');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    if (hands === 'keyboard') await expect(code).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(diner.getByText('En camino', { exact: true })).toBeVisible();
    await checkA11y(page);

    // The code the customer read on the tracking page delivers it.
    await rider.type(code, deliveryCode);
    await rider.slide(delivered);
    await expect(page.getByRole('slider')).toHaveCount(0);
    await expect(statusChange).toHaveText('Entregado');
    await expect(page.getByText('Entregado', { exact: true })).toBeVisible();
    expect(await vibrations(page)).toEqual([[100], [100], [100], [100, 50, 100, 75, 100], [100]]);
    // The keyboard journey's Tab budget, as the diner's has: 16 presses today outside the list,
    // from the phone intake to the delivery (its fields and buttons, each slider from the control
    // before it, and the code field, which a refused code focuses itself); three to spare for a
    // control added on the way. Past it, a rider on a keyboard is walking too far.
    if (hands === 'keyboard') expect(rider.tabPresses - inTheList).toBeLessThanOrEqual(RIDER_JOURNEY_TAB_BUDGET);

    // The customer's page reaches 'Entregado' live, in the same document.
    await expect(diner.getByText('Entregado', { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(
      await diner.evaluate(() => (window as unknown as { sameTrackingDocument?: boolean }).sameTrackingDocument),
    ).toBe(true);
    await dinerContext.close();
  });
}

test('after five wrong delivery codes the rider is told to call the venue; staff waive the code with a reason and the rider delivers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const order = await acceptedDeliveryOrder(page.request);
  await riderOnShift(page, 'Tomás Vidal');
  const rider = riderHands(page, 'keyboard');
  await page.goto(`/logistics/${ALIAS}/shipments/simple/${order.shipmentId}`);
  await appHasTakenOver(page);
  for (const [step, next] of [
    ['Aceptar envío', 'En el local'],
    ['En el local', 'En camino al cliente'],
    ['En camino al cliente', 'Entregado'],
  ] as const) {
    await rider.slide(page.getByRole('slider', { name: step }));
    await expect(page.getByRole('slider', { name: next })).toBeVisible();
  }

  const code = page.getByRole('textbox', { name: 'Clave de entrega' });
  const delivered = page.getByRole('slider', { name: 'Entregado' });
  const refusal = page.getByRole('alert').filter({ hasText: 'clave de entrega' });
  const wrong = wrongCode(await customersCode(page.request, order));
  for (const left of ['Te quedan 4 intentos', 'Te quedan 3 intentos', 'Te quedan 2 intentos', 'Te queda 1 intento']) {
    await rider.type(code, wrong);
    await rider.slide(delivered);
    await expect(code).toHaveAccessibleDescription(`La clave de entrega no es correcta. ${left}.`);
    await expect(code).toBeFocused();
  }
  await rider.type(code, wrong);
  await rider.slide(delivered);
  await expect(refusal).toHaveText(
    'Superaste los intentos de la clave de entrega. Llama al local para que confirme la entrega.',
  );
  await expect(code).toHaveCount(0);
  await expect(delivered).toHaveCount(0);
  await checkA11y(page);

  // The rider calls; the venue's staff confirm the delivery without the code, giving a reason.
  const waived = await page.request.put(`/api/staff/shipments/${order.shipmentId}/delivery-code-waiver`, {
    headers: STAFF,
    data: { reason: 'La clienta confirmó la entrega por teléfono' },
  });
  expect(waived.status(), await waived.text()).toBe(200);
  await rider.press(page.getByRole('button', { name: 'Actualizar' }));
  await expect(page.getByText('El local confirmó la entrega sin clave')).toBeVisible();
  await rider.slide(delivered);
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.getByText('Entregado', { exact: true })).toBeVisible();
});

test("a rider whose session cannot be read sees why and 'Reintentar', never a blank page; the retry brings the list", async ({
  page,
}) => {
  await riderOnShift(page, 'Sofía Luna');
  await page.route('**/api/whoami', (route) => route.abort('internetdisconnected'));
  await page.goto(`/logistics/${ALIAS}/shipments`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hubo un error, vuélvalo a intentar en unos minutos' }),
  ).toBeVisible();
  // A network failure is not a refusal: the rider stays on the page.
  await expect(page).toHaveURL(new RegExp(`/logistics/${ALIAS}/shipments$`));
  await checkA11y(page);

  await page.unroute('**/api/whoami');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
});

test("five wrong security codes lock the rider's code: the right one is refused too, with a message to wait", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { phone } = await riderOnShift(page, 'Bruno Paz');
  await page.goto(`/logistics/${ALIAS}/rider/phoneIntake`);
  await appHasTakenOver(page);
  await page.getByLabel('Ingresa con tu teléfono').fill(phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '¡Hola Bruno Paz!' })).toBeVisible();
  const code = page.getByLabel('Código de seguridad');
  const endShift = page.getByRole('button', { name: 'Finalizar turno' });
  for (const guess of ['111111', '222222', '333333', '444444', '555555']) {
    await code.fill(guess);
    await endShift.click();
    await expect(page.getByText('El código de seguridad es erróneo')).toBeVisible();
    await expect(endShift).toBeEnabled();
  }
  await code.fill('432187');
  await endShift.click();
  await expect(
    page.getByText('Demasiados intentos con el código de seguridad, vuélvalo a intentar en unos minutos'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Turno finalizado con éxito' })).toHaveCount(0);
  await checkA11y(page);
});
