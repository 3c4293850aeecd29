/**
 * Ordering delivery from a browser with nothing stored: the diner reaches the
 * checkout through the menu and gives the address in each of the ways the address modal offers,
 * geocoded by the server's embedded gazetteer (`npm start`'s default, no network). Nothing is put
 * in localStorage before a page loads, and map tiles never load (as on a machine without internet).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { addJuicyBurger, burgerToCheckout } from './storefront-steps.ts';

const CENTRO = 'palermo-centro';
/** Sabores Palermo Centro's zone 'Palermo': $ 1.800 paying cash. */
const PALERMO_CASH_FEE = '$ 1.800';

test.beforeEach(async ({ page }) => {
  // The tile service is a third party: here it is unreachable, as on a machine with no internet.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
});

const ticketFee = (page: Page) =>
  page.getByRole('region', { name: 'Resumen del pedido' }).locator('[data-kind="deliveryFee"]');
const addressCard = (page: Page) => page.getByRole('region', { name: 'MI DIRECCIÓN' });
const addressModal = (page: Page) => page.getByRole('dialog', { name: '¿Dónde estás?' });

async function fillDinerAndPayCash(page: Page): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
  await page.getByLabel('¿Con cuánto abonás?').fill('30000');
}

/** Sends the order and reads it back from the follow-up page's code. */
async function placeOrder(page: Page) {
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/order/[0-9A-Z-]+\\?access=[A-Za-z0-9_-]+$`));
  // Read with the link's secret, as the follow-up page does: the code alone shows no address.
  const url = new URL(page.url());
  const code = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  const access = url.searchParams.get('access') ?? '';
  return (await page.request.get(`/api/diner/${CENTRO}/order/${code}?access=${access}`)).json();
}

test('typed free text: the checkout asks for the address, finds it, quotes its zone and sends the order', async ({
  page,
}) => {
  await burgerToCheckout(page, CENTRO);
  // No address yet: the ticket says what its fee waits for, never 'Gratis'.
  await expect(ticketFee(page)).toContainText('Falta tu dirección');
  await expect(ticketFee(page)).not.toContainText('Gratis');

  await addressCard(page).getByRole('button', { name: 'Ingresar dirección' }).click();
  const modal = addressModal(page);
  await expect(modal.getByRole('tab', { name: 'Mi dirección' })).toHaveAttribute('aria-selected', 'true');
  await modal.getByLabel('Dirección', { exact: true }).fill('Gorriti 4700');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(modal).toBeHidden();

  await expect(addressCard(page)).toContainText('Gorriti 4700, Palermo, Buenos Aires');
  await expect(addressCard(page).getByRole('alert')).toHaveCount(0);
  await expect(ticketFee(page)).toContainText(PALERMO_CASH_FEE);

  await fillDinerAndPayCash(page);
  const order = await placeOrder(page);
  expect(order).toMatchObject({ type: 'DELIVERY', deliveryFee: 180000 });
  expect(order.destination).toMatchObject({ direccion: 'Gorriti 4700', city: 'Buenos Aires', postalCode: 'C1414' });
  expect(order.destination.lat).toBeCloseTo(-34.588, 2);
});

test('an address outside every zone says so where the address is, with the fix one tap away', async ({ page }) => {
  await burgerToCheckout(page, CENTRO);
  await addressCard(page).getByRole('button', { name: 'Ingresar dirección' }).click();
  const modal = addressModal(page);
  await modal.getByLabel('Dirección', { exact: true }).fill('Av. Rivadavia 5000');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(modal).toBeHidden();

  const outside = 'Tu dirección no se encuentra dentro de la zona de entrega.';
  await expect(addressCard(page).getByRole('alert')).toHaveText(outside);
  await expect(ticketFee(page)).toContainText('Fuera de la zona');
  await fillDinerAndPayCash(page);
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: outside }).first()).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);

  // The fix: another address, and the order goes.
  await addressCard(page).getByRole('button', { name: 'Cambiar dirección' }).click();
  await modal.getByLabel('Dirección', { exact: true }).fill('Honduras 4800, Palermo');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(addressCard(page).getByRole('alert')).toHaveCount(0);
  await expect(ticketFee(page)).toContainText(PALERMO_CASH_FEE);
  const order = await placeOrder(page);
  expect(order).toMatchObject({ deliveryFee: 180000 });
  expect(order.destination).toMatchObject({ direccion: 'Honduras 4800' });
});

test('a picked suggestion: typing in Mi ubicación offers places, and the one picked is quoted and sent', async ({
  page,
}) => {
  await burgerToCheckout(page, CENTRO);
  await addressCard(page).getByRole('button', { name: 'Ingresar dirección' }).click();
  const modal = addressModal(page);
  await modal.getByRole('tab', { name: 'Mi ubicación' }).click();
  await modal.getByRole('combobox', { name: 'Buscar dirección' }).pressSequentially('honduras 4800');
  await modal.getByRole('option', { name: /^Honduras 4800/ }).click();
  await expect(modal.getByRole('combobox', { name: 'Buscar dirección' })).toHaveValue(
    'Honduras 4800, Palermo, Buenos Aires',
  );
  await expect(modal.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-state', 'chosen');
  await modal.getByLabel('Aclaraciones (opcional)').fill('Timbre 2');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(modal).toBeHidden();

  await expect(addressCard(page)).toContainText('Aclaraciones: Timbre 2');
  await expect(ticketFee(page)).toContainText(PALERMO_CASH_FEE);
  await fillDinerAndPayCash(page);
  const order = await placeOrder(page);
  expect(order).toMatchObject({ deliveryFee: 180000 });
  expect(order.destination).toMatchObject({ direccion: 'Honduras 4800', aclaraciones: 'Timbre 2' });
});

/** Mid-block, where the demo gazetteer puts Gorriti 4750. */
const AT_GORRITI_4750 = { latitude: -34.588769, longitude: -58.430895 };

test.describe('with the device located in Palermo', () => {
  test.use({ geolocation: AT_GORRITI_4750, permissions: ['geolocation'] });

  test("the current location fills street, number, city and postal code from the device's point", async ({ page }) => {
    await burgerToCheckout(page, CENTRO);
    await addressCard(page).getByRole('button', { name: 'Ingresar dirección' }).click();
    const modal = addressModal(page);
    await modal.getByRole('tab', { name: 'Mi ubicación' }).click();
    await modal.getByRole('button', { name: 'Usar mi ubicación actual' }).click();
    await expect(modal.getByRole('combobox', { name: 'Buscar dirección' })).toHaveValue(
      'Gorriti 4750, Palermo, Buenos Aires',
    );
    await expect(modal.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-state', 'chosen');
    await modal.getByRole('button', { name: 'CONTINUAR' }).click();
    await expect(modal).toBeHidden();

    await expect(ticketFee(page)).toContainText(PALERMO_CASH_FEE);
    await fillDinerAndPayCash(page);
    const order = await placeOrder(page);
    expect(order).toMatchObject({ deliveryFee: 180000 });
    expect(order.destination).toMatchObject({ city: 'Buenos Aires', postalCode: 'C1414' });
    expect(order.destination.direccion).toBe('Gorriti 4750');
    // The point is the device's, not the place read back.
    expect(order.destination.lat).toBeCloseTo(AT_GORRITI_4750.latitude, 5);
    expect(order.destination.lng).toBeCloseTo(AT_GORRITI_4750.longitude, 5);
  });
});

test('an address nobody knows is placed with the keyboard on a map without tiles, and the typed text is sent', async ({
  page,
}) => {
  await burgerToCheckout(page, CENTRO);
  await addressCard(page).getByRole('button', { name: 'Ingresar dirección' }).click();
  const modal = addressModal(page);
  await modal.getByLabel('Dirección', { exact: true }).fill('Pasaje La Nueva Cuadra 12');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();

  await expect(modal.getByRole('heading', { name: 'Confirma tu ubicación en el mapa' })).toBeFocused();
  await expect(modal.getByText('Mapa no disponible: escribe calle y número.')).toBeVisible();
  const map = modal.locator('.leaflet-container');
  await map.focus();
  await page.keyboard.press('Enter');
  const pin = modal.getByRole('button', { name: 'Ubicación elegida' });
  await expect(pin).toBeVisible();
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByText(/^El pin está en /)).toBeVisible();
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(modal).toBeHidden();

  await expect(addressCard(page)).toContainText('Pasaje La Nueva Cuadra 12');
  await expect(ticketFee(page)).toContainText(PALERMO_CASH_FEE);
  await fillDinerAndPayCash(page);
  const order = await placeOrder(page);
  expect(order).toMatchObject({ deliveryFee: 180000 });
  expect(order.destination).toMatchObject({ direccion: 'Pasaje La Nueva Cuadra 12', city: 'Buenos Aires' });
});

/** The store cards of the selector, in the order shown. */
const storeCards = (page: Page) => page.getByRole('list', { name: 'Locales' }).getByRole('link');
/** A cell of the info table ('Envío', 'Mínimo'). */
const infoCell = (page: Page, term: string) =>
  page.locator('[data-slot="info-table"] dl > div').filter({ has: page.getByRole('term').filter({ hasText: term }) });

test("the store selector asks where the diner is, shows each store's distance nearest first, and the menu and the cart show that zone's fee and minimum", async ({
  page,
}) => {
  test.slow();
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  // The branch asks for the location (askForLocation) and nothing is stored: the modal opens on entry.
  const modal = addressModal(page);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(modal).toBeHidden();
  // Without a location the stores are not measured, and come by name.
  await expect(page.getByText('Ingresa tu dirección para ver los locales más cercanos.')).toBeVisible();
  await expect(storeCards(page)).toHaveCount(2);
  await expect(storeCards(page).first()).toContainText('Sabores Palermo Centro');
  await expect(page.getByRole('list', { name: 'Locales' })).not.toContainText('km');

  await page.getByRole('button', { name: 'Ingresar dirección' }).click();
  await modal.getByLabel('Dirección', { exact: true }).fill('Charcas 3900');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Charcas 3900, Palermo, Buenos Aires')).toBeVisible();
  // Charcas 3900 is four blocks from Palermo Norte (Av. Santa Fe 3800) and fifteen from Centro.
  await expect(storeCards(page).first()).toContainText('Sabores Palermo Norte');
  await expect(storeCards(page).first()).toContainText('0,4 km');
  await expect(storeCards(page).nth(1)).toContainText('Sabores Palermo Centro');
  await expect(storeCards(page).nth(1)).toContainText('1,5 km');
  await expectNoAxeViolations(page);

  // The menu quotes the saved address before any checkout, with what the spec's fee query lists.
  const feeQuery = page.waitForRequest(/\/api\/branch\/[^/]+\/deliveryzones\/fee\?/);
  await storeCards(page).nth(1).click();
  await expect(page).toHaveURL(/\/menu\/palermo-centro$/);
  // The store's own alias asks which menu first.
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delivery' }).click();
  await expect(page).toHaveURL(/\/menu\/palermo-centro\/delivery$/);
  const query = new URL((await feeQuery).url()).searchParams;
  expect([...query.keys()]).toEqual(['lat', 'lng', 'fullAddress', 'city']);
  expect(query.get('fullAddress')).toBe('Charcas 3900, Palermo, Buenos Aires');
  expect(query.get('city')).toBe('Buenos Aires');
  await expect(page.getByText('Enviar a', { exact: true })).toBeVisible();
  await expect(infoCell(page, 'Envío')).toContainText('$ 1.500');
  await expect(infoCell(page, 'Mínimo')).toContainText('$ 5.000');
  await expect(page.getByText('Envío gratis a partir de $ 30.000')).toBeVisible();
  await expectNoAxeViolations(page);

  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi pedido' })).toBeVisible();
  const delivery = page.locator('[data-slot="cart-delivery"]');
  await expect(delivery).toContainText('Charcas 3900, Palermo, Buenos Aires');
  await expect(infoCell(page, 'Envío')).toContainText('$ 1.500');
  await expect(infoCell(page, 'Mínimo')).toContainText('$ 5.000');
  await expect(page.getByText(/^Suma \$ [\d.]+ para tener envío gratis$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back at the selector the stored location is complete: it is not asked for again, and the
  // nearest store is one tap away (an open modal would take that tap).
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  await expect(storeCards(page).first()).toContainText('0,4 km');
  await expect(modal).toBeHidden();
  await storeCards(page).first().click();
  await expect(page).toHaveURL(/\/menu\/palermo-norte$/);
});

test('an address outside every zone is said on the menu, before the checkout', async ({ page }) => {
  await page.goto(`/menu/${CENTRO}/delivery`);
  await appHasTakenOver(page);
  await expect(page.getByText('Ingresa tu dirección para ver el envío y el mínimo de tu zona.')).toBeVisible();
  await page.getByRole('button', { name: 'Ingresar dirección' }).click();
  const modal = addressModal(page);
  await modal.getByLabel('Dirección', { exact: true }).fill('Av. Rivadavia 5000');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(/^Tu dirección está fuera de la zona de entrega\./)).toBeVisible();
  await expect(infoCell(page, 'Envío')).toHaveCount(0);
});
