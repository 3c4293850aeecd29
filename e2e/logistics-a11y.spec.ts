/**
 * The rider screens in the states the other logistics suites do not reach (an empty list, the
 * redirect page while it looks up, the access-denied page) checked with axe, and the touch
 * targets (≥ 44 px) and upright one-hand layout of every logistics screen on a phone.
 */
import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import {
  ALIAS,
  acceptedDeliveryOrder,
  checkA11y,
  keyboardConfirm,
  riderOnShift,
  trackingLinkOf,
} from './logistics-fixtures.ts';

test('the empty list, the redirect page while it looks up, and the access-denied page pass axe', async ({ page }) => {
  const rider = await riderOnShift(page, 'Tomás Vidal');
  // Palermo Centro (the only own fleet) always has offers from the suites running alongside: the
  // server's answers are emptied on their way to the page, the rest of each answer kept.
  await page.route(/\/api\/(shipments|shipmentstacks)\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, ...('stacks' in body ? { stacks: [] } : { shipments: [] }) } });
  });
  await page.goto(`/logistics/${ALIAS}/shipments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
  await expect(page.getByText('No hay envíos para entregar')).toBeVisible();
  await checkA11y(page);

  // The redirect page while the shipment in progress is looked up.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/shipments/rider', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/logistics/${ALIAS}/rider/${rider.id}/shipments`);
  // The redirect page's own screen, not the document's boot line ('Cargando…') nor the branch's
  // spinner while the branch loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Cargando', exact: true })).toBeVisible();
  await checkA11y(page);
  answer();
  // Nothing in progress: on to the list.
  await expect(page).toHaveURL(new RegExp(`/logistics/${ALIAS}/shipments$`));
  await expect(page.getByText('No hay envíos para entregar')).toBeVisible();

  await page.goto(`/logistics/${ALIAS}/404`);
  await expect(page.getByRole('heading', { name: 'Acceso denegado o link expirado' })).toBeVisible();
  await checkA11y(page);
});

/** At least 44 × 44 CSS px, and inside the screen's width. */
async function expectTouchTarget(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, String(target)).not.toBeNull();
  if (!box) return;
  expect(box.width, `${target} width`).toBeGreaterThanOrEqual(44);
  expect(box.height, `${target} height`).toBeGreaterThanOrEqual(44);
  expect(box.x, `${target} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${target} right edge`).toBeLessThanOrEqual(width);
}

/** Nothing wider than the screen: no sideways scrolling with one thumb. */
async function expectFitsWidth(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('every logistics screen fits a phone held upright, with touch targets of at least 44 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const viewport = page.viewportSize();
  expect(viewport && viewport.height > viewport.width).toBe(true);

  await page.goto(`/logistics/${ALIAS}/rider/phoneIntake`);
  await expect(page.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
  await expectFitsWidth(page);
  await expectTouchTarget(page, page.getByLabel('Ingresa con tu teléfono'));
  await expectTouchTarget(page, page.getByRole('button', { name: 'Siguiente' }));

  await riderOnShift(page, 'Lía Torres');
  const order = await acceptedDeliveryOrder(page.request);
  const { code, shipmentId } = order;
  await page.goto(`/logistics/${ALIAS}/shipments`);
  const row = page.getByRole('link', { name: new RegExp(`Pedido ${code}`) });
  await expect(row).toBeVisible();
  await expectFitsWidth(page);
  await expectTouchTarget(page, page.getByRole('button', { name: 'Actualizar' }));
  await expectTouchTarget(page, row);

  await page.goto(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`);
  await keyboardConfirm(page.getByRole('slider', { name: 'Aceptar envío' }));
  const slider = page.getByRole('slider', { name: 'En el local' });
  await expect(slider).toBeVisible();
  await expectFitsWidth(page);
  for (const target of [
    slider,
    page.getByRole('button', { name: 'Actualizar' }),
    page.getByRole('link', { name: 'Ver en mapa' }),
    page.getByRole('button', { name: 'Cancelar envío en curso' }),
    page.getByRole('link', { name: 'Ver envíos' }),
  ])
    await expectTouchTarget(page, target);
  await page.getByRole('button', { name: 'Cancelar envío en curso' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cancelar el envío en curso?' });
  await expect(confirm).toBeVisible();
  for (const name of ['Cerrar', 'Volver', 'Sí, cancelar'])
    await expectTouchTarget(page, confirm.getByRole('button', { name }));
  await confirm.getByRole('button', { name: 'Volver' }).click();
  await expect(confirm).toBeHidden();

  const customerContext = await browser.newContext({ ...devices['Pixel 7'], locale: 'es-AR' });
  const customer = await customerContext.newPage();
  await customer.goto(await trackingLinkOf(customer, order));
  const codeModal = customer.getByRole('dialog', { name: 'Clave de entrega' });
  // The server's screen shows the modal first; the app's dialog then takes its place.
  await appHasTakenOver(customer);
  await expect(codeModal).toBeVisible();
  await expectTouchTarget(customer, codeModal.getByRole('button', { name: 'Continuar' }));
  await codeModal.getByRole('button', { name: 'Continuar' }).click();
  await expect(customer.getByText('Lía Torres', { exact: true })).toBeVisible();
  await expectFitsWidth(customer);
  await expectTouchTarget(customer, customer.getByRole('button', { name: 'Actualizar' }));
  const contacts = customer.getByRole('link', { name: /Lía Torres/ });
  await expect(contacts).toHaveCount(2);
  for (const contact of await contacts.all()) await expectTouchTarget(customer, contact);
  await customerContext.close();
});
