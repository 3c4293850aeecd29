/**
 * The checkout 'Confirmación del pedido' (diner §2, §4, §5, §8) against the real server and its
 * demo data. Each test puts its cart (built with the domain's own `buildCartItem` and
 * `serializeCart`) in localStorage before the page loads, so it does not depend on the menu pages.
 */
import { type DemoMenuContent, palermoMenu, palermoSalonMenu } from '@comanda/api/demo';
import { type CartItem, emptyCartState, serializeCart } from '@comanda/domain/cart';
import { buildCartItem, type GarnishSelection } from '@comanda/domain/plate';
import { storageKeys } from '@comanda/storefront/storage';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInFromMenu } from './diner-sign-in.ts';
import { withoutDocumentAnswers } from './document-answers.ts';

const CENTRO = 'palermo-centro';
const NORTE = 'palermo-norte';
/** Inside Palermo Centro's delivery zone. */
const HOME = { fullAddress: 'Gorriti 4700', city: 'Buenos Aires', lat: -34.5881, lng: -58.4282, geocoded: true };
/** Far outside every zone (Plaza de Mayo). */
const AWAY = {
  fullAddress: 'Hipólito Yrigoyen 100',
  city: 'Buenos Aires',
  lat: -34.6083,
  lng: -58.3712,
  geocoded: true,
};

function cartItem(
  menu: DemoMenuContent,
  plateId: string,
  form: { sizeId?: string; quantity?: number; garnishes?: GarnishSelection[] } = {},
): CartItem {
  const category = menu.categories.find((c) => c.plates.some((p) => p.id === plateId));
  const plate = category?.plates.find((p) => p.id === plateId);
  if (!category || !plate) throw new Error(`no plate ${plateId}`);
  const built = buildCartItem(
    plate,
    {
      sizeId: form.sizeId ?? plate.sizes[0]?.id,
      quantity: form.quantity ?? 1,
      notes: '',
      garnishes: form.garnishes ?? [],
    },
    { categoryShowName: category.showName },
  );
  if (!built.ok) throw new Error(built.message);
  return built.item;
}

const burger = () =>
  cartItem(palermoMenu, 'plate-clasica', {
    garnishes: [{ groupId: 'group-punto', garnishId: 'garnish-jugosa', quantity: 1 }],
  });
const bigPizza = () =>
  cartItem(palermoMenu, 'plate-muzzarella', {
    sizeId: 'size-muzza-grande',
    garnishes: [{ groupId: 'group-borde', garnishId: 'garnish-borde-clasico', quantity: 1 }],
  });

interface Seed {
  readonly alias: string;
  readonly mode: string;
  readonly paymentType?: string;
  readonly items: readonly CartItem[];
  readonly location?: object;
}

/** Opens the checkout with this cart (and location) already stored, as the menu leaves them. */
async function openCheckout(page: Page, seed: Seed): Promise<void> {
  const entries: [string, string][] = [
    [
      storageKeys.cart,
      serializeCart(
        { ...emptyCartState, items: seed.items, mode: seed.mode, paymentType: seed.paymentType ?? 'pt-cash' },
        seed.alias,
        Date.now(),
      ),
    ],
  ];
  if (seed.location) entries.push([storageKeys.location, JSON.stringify(seed.location)]);
  await page.addInitScript((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
  await page.goto(`/menu/${seed.alias}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
}

const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message }).first();
const submitButton = (page: Page) => page.getByRole('button', { name: /^Confirmar pedido/ });
/**
 * Submits again by keyboard: an error toast sits bottom-centre, over the button, and a pointer
 * resting on it keeps it open.
 */
const resubmit = (page: Page) => submitButton(page).press('Enter');

async function fillDiner(page: Page, name = 'Ana Pérez', phone = '11 2345-6789'): Promise<void> {
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(phone);
}

/** The diner changed the saved location (say, in another tab), and the checkout is opened again. */
async function storeLocation(page: Page, location: object): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKeys.location,
    value: JSON.stringify(location),
  });
  await page.reload();
}

/** The follow-up page the checkout leads to, with the order's access token in its link; the order's code. */
async function expectFollowUp(page: Page, alias: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/menu/${alias}/order/[0-9A-Z-]+\\?access=[A-Za-z0-9_-]{43}$`));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** The order as the follow-up page reads it, with the access token of the page's link. */
async function followedOrder(page: Page, code: string) {
  const access = new URL(page.url()).searchParams.get('access');
  return (await page.request.get(`/api/diner/${CENTRO}/order/${code}?access=${access}`)).json();
}

test('an anonymous diner orders delivery with cash inside the zone', async ({ page }) => {
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-delivery', items: [burger()], location: HOME });
  await expect(page).toHaveTitle('Confirmación del pedido - Sabores Palermo Centro');
  await expect(page.getByText('Gorriti 4700')).toBeVisible();
  // The cash delivery fee of the zone and the service fee ($ 300 + 2 %) are on the ticket.
  const ticket = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(ticket.locator('[data-kind="deliveryFee"]')).toContainText('$ 1.800');
  await expect(ticket.locator('[data-kind="total"]')).toContainText('$ 11.790');
  await expectNoAxeViolations(page);

  // The address modal restores the saved location and keeps what the diner adds.
  await page.getByRole('button', { name: 'Cambiar' }).click();
  const modal = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await expect(modal.getByLabel('Dirección', { exact: true })).toHaveValue('Gorriti 4700');
  await modal.getByLabel('Entrecalles (opcional)').fill('Thames y Uriarte');
  await modal.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(page.getByText('Entrecalles: Thames y Uriarte')).toBeVisible();

  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('20000');
  await expect(submitButton(page)).toHaveText('Confirmar pedido $ 11.790');
  await submitButton(page).click();
  const code = await expectFollowUp(page, CENTRO);
  const order = await followedOrder(page, code);
  expect(order).toMatchObject({ type: 'DELIVERY', total: 1179000, paysWith: 2000000, deliveryFee: 180000 });
  expect(order.destination).toMatchObject({
    direccion: 'Gorriti 4700',
    entrecalles: 'Thames y Uriarte',
    lat: -34.5881,
  });
  // The cart was emptied.
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').items, storageKeys.cart)).toEqual(
    [],
  );
});

test('each checkout rule shows its message in an error toast, the last failing one first', async ({ page }) => {
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await submitButton(page).click();
  await expect(toast(page, 'Debe ingresar con cuanto abona para poder realizar el pedido.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('¿Con cuánto abonás?').fill('5000');
  await resubmit(page);
  await expect(toast(page, 'El monto con el cual abonará no puede ser menor al precio del pedido.')).toBeVisible();

  // Palermo Centro forces neither name nor phone (storefront-checkout-fields.spec.ts has a store
  // that does); a phone given must still be valid.
  await page.getByLabel('¿Con cuánto abonás?').fill('10000');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('1234');
  await resubmit(page);
  await expect(toast(page, 'Debe ingresar un número de teléfono válido para continuar.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
  await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await resubmit(page);
  await expect(toast(page, 'Debe completar correctamente los campos de la tarjeta para continuar.')).toBeVisible();
  await expect(page.getByText('Este campo está incompleto').first()).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);
});

test('delivery rules: address, zone and minimum order', async ({ page }) => {
  const water = cartItem(palermoMenu, 'plate-agua');
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-delivery', items: [water] });
  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('50000');
  await submitButton(page).click();
  await expect(toast(page, 'Debe ingresar dirección para poder realizar el pedido.')).toBeVisible();

  await storeLocation(page, AWAY);
  // The address card says it before any submit, as soon as the quote is in.
  const addressCard = page.getByRole('region', { name: 'MI DIRECCIÓN' });
  await expect(addressCard.getByRole('alert')).toHaveText('Tu dirección no se encuentra dentro de la zona de entrega.');
  await expect(addressCard.getByRole('button', { name: 'Cambiar dirección' })).toBeVisible();
  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('50000');
  await submitButton(page).click();
  await expect(toast(page, 'Tu dirección no se encuentra dentro de la zona de entrega.')).toBeVisible();

  await storeLocation(page, HOME);
  await expect(page.locator('[data-kind="deliveryFee"]')).toContainText('$ 1.800');
  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('50000');
  await submitButton(page).click();
  await expect(toast(page, 'El precio del pedido debe ser mayor a $ 5.000')).toBeVisible();
});

test('dining in asks for the table number', async ({ page }) => {
  await openCheckout(page, {
    alias: CENTRO,
    mode: 'om-pc-table',
    items: [cartItem(palermoSalonMenu, 'plate-agua')],
  });
  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('5000');
  await submitButton(page).click();
  await expect(toast(page, 'Debe ingresar número de mesa para poder realizar el pedido.')).toBeVisible();
  await page.getByLabel('Número de mesa').fill('12');
  await resubmit(page);
  const code = await expectFollowUp(page, CENTRO);
  const order = await followedOrder(page, code);
  expect(order).toMatchObject({ type: 'TABLE', tableUid: '12' });
});

test('a campaign link fills in Mis datos and the order carries its source and campaign', async ({ page }) => {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKeys.cart,
    value: serializeCart(
      { ...emptyCartState, items: [burger()], mode: 'om-pc-takeaway', paymentType: 'pt-cash' },
      CENTRO,
      Date.now(),
    ),
  });
  await page.goto(`/menu/${CENTRO}/take_away?campaignId=mesa-12&source=QR&phone=11%202345-6789&name=Ana%20P%C3%A9rez`);
  await expect(page.getByText('Ver mi pedido').first()).toBeVisible();
  // Browsing on (a plain URL) keeps what the link said for this visit.
  await page.goto(`/menu/${CENTRO}/checkout`);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ana Pérez');
  await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue(/^11\D?2345\D?6789$/);

  await page.getByLabel('¿Con cuánto abonás?').fill('20000');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order'));
  await submitButton(page).click();
  expect((await sent).postDataJSON()).toMatchObject({
    source: 'QR',
    acquisitionChannel: 'mesa-12',
    customerName: 'Ana Pérez',
    phone: '+541123456789',
  });
  // Diner §2: the follow-up page opens with the visit's campaign and source, never its phone or name.
  await expect(page).toHaveURL(
    new RegExp(`/menu/${CENTRO}/order/[0-9A-Z-]+\\?access=[A-Za-z0-9_-]{43}&campaignId=mesa-12&source=QR$`),
  );
});

/** Diner §4: an online payment at a contact with an orders console is confirmed before sending. */
async function confirmOnlinePayment(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: '¿Confirmas tu pedido?' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Confirmar y pagar' }).click();
}

async function payByCard(page: Page, number: string): Promise<void> {
  await fillDiner(page);
  await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Nombre y apellido del titular').fill('Ana Pérez');
  await page.getByLabel('Vencimiento (MM/AA)').fill('1230');
  await expect(page.getByLabel('Vencimiento (MM/AA)')).toHaveValue('12/30');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByLabel('DNI del titular').fill('30123456');
  await submitButton(page).click();
  await confirmOnlinePayment(page);
}

test('take away paid with the approved test card', async ({ page }) => {
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await payByCard(page, '4242 4242 4242 4242');
  const code = await expectFollowUp(page, CENTRO);
  const order = await followedOrder(page, code);
  expect(order).toMatchObject({ type: 'TAKE_AWAY', paymentStatus: 'APPROVED' });
});

test('a declined card tells the diner and the order stays pending', async ({ page }) => {
  // Hold the follow-up page's code a moment, so the toast is read before the page changes.
  await page.route('**/assets/OrderPage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await payByCard(page, '4000 0000 0000 0002');
  await expect(toast(page, 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos')).toBeVisible();
  const code = await expectFollowUp(page, CENTRO);
  const order = await followedOrder(page, code);
  expect(order).toMatchObject({ status: 'UNCONFIRMED', paymentStatus: 'REJECTED' });
});

test('the BIENVENIDA code is applied and shown in the ticket', async ({ page }) => {
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [bigPizza()] });
  await fillDiner(page, 'Bruno Díaz', '11 2345-6700');
  await page.getByRole('button', { name: 'Código de descuento' }).click();
  const modal = page.getByRole('dialog', { name: 'Código de descuento' });
  await modal.getByLabel('Código', { exact: true }).fill('BIENVENIDA');
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await expect(modal.getByText('Cupón de Descuento - BIENVENIDA')).toBeVisible();
  await expect(modal.getByText('Monto mínimo en productos: $ 10.000')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Continuar' }).click();

  const ticket = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(ticket.locator('[data-kind="discount"]')).toContainText('Cupón de Descuento - BIENVENIDA');
  await expect(ticket.locator('[data-kind="discount"]')).toContainText('$ 1.200');
  await expect(ticket.locator('[data-kind="total"]')).toContainText('$ 10.800');
  await page.getByLabel('¿Con cuánto abonás?').fill('10800');
  await submitButton(page).click();
  const code = await expectFollowUp(page, CENTRO);
  const order = await followedOrder(page, code);
  expect(order.total).toBe(1080000);
  expect(order.discounts).toEqual([{ name: 'Cupón de Descuento - BIENVENIDA', amount: 120000 }]);
});

// Before the test that spends Lucía's points (the file's tests run in order on one server): this one
// redeems on the ticket only and sends nothing.
test("Lucía's redeemed points leave the ticket when the phone changes", async ({ page }) => {
  await page.goto(`/menu/${CENTRO}/delivery`);
  await signInFromMenu(page, '11 5555-0001');
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await page.getByRole('button', { name: 'Mis Puntos Sabores' }).click();
  const modal = page.getByRole('dialog', { name: 'Mis Puntos Sabores' });
  await modal.getByRole('button', { name: 'Canjear' }).click();
  await modal.getByRole('button', { name: 'Canjear' }).click();
  await expect(modal).toBeHidden();
  const ticket = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(ticket.locator('[data-kind="loyalty"]')).toContainText('Canje de 1200 Puntos Sabores');

  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
  await expect(ticket.locator('[data-kind="loyalty"]')).toHaveCount(0);
  await expect(ticket.locator('[data-kind="total"]')).toContainText('$ 9.500');
});

test('signed-in Lucía redeems her points', async ({ page }) => {
  await page.goto(`/menu/${CENTRO}/delivery`);
  await signInFromMenu(page, '11 5555-0001');
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('1155550001');
  await page.getByRole('button', { name: 'Mis Puntos Sabores' }).click();
  const modal = page.getByRole('dialog', { name: 'Mis Puntos Sabores' });
  await expect(modal.getByText('Tu saldo: 1.200 Puntos Sabores')).toBeVisible();
  await expect(modal.getByRole('cell', { name: 'DEMO-0003' })).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Canjear' }).click();
  await expect(modal.getByLabel('Puntos Sabores a canjear')).toHaveValue('1200');
  await modal.getByRole('button', { name: 'Canjear' }).click();
  await expect(modal).toBeHidden();

  const ticket = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(ticket.locator('[data-kind="loyalty"]')).toContainText('Canje de 1200 Puntos Sabores');
  await expect(ticket.locator('[data-kind="total"]')).toContainText('$ 8.300');
  await page.getByLabel('¿Con cuánto abonás?').fill('10000');
  await submitButton(page).click();
  const code = await expectFollowUp(page, CENTRO);
  const order = await followedOrder(page, code);
  expect(order).toMatchObject({ total: 830000, customerName: 'Lucía Fernández', loyalty: { redeemedPoints: 1200 } });
});

test('a scheduled order at palermo-norte goes to the venue by the messaging app', async ({ page }) => {
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  await openCheckout(page, { alias: NORTE, mode: 'om-pn-takeaway', items: [burger()] });
  await page.getByRole('radio', { name: 'Programado' }).check();
  await expect(page.getByLabel('Día')).toBeVisible();
  await expect(page.getByLabel('Horario')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('10000');
  await submitButton(page).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/5491148005678\?text=/);
  const text = decodeURIComponent(new URL(page.url()).searchParams.get('text') ?? '');
  expect(text).toContain('Hamburguesa clásica');
});

test('a price the server recomputed differently is reconciled before sending again', async ({ page }) => {
  // A cart saved when the burger cost $ 9.000: the server answers 409 with its own lines.
  const stale = { ...burger(), price: 900000, originalPrice: 900000, priceWithoutModifiers: 900000 };
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [stale] });
  await expect(submitButton(page)).toHaveText('Confirmar pedido $ 9.000');
  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('10000');
  await submitButton(page).click();
  await expect(toast(page, 'El precio del pedido cambió')).toBeVisible();
  await expect(submitButton(page)).toHaveText('Confirmar pedido $ 9.500');
  expect(page.url()).toMatch(/\/checkout$/);
  await resubmit(page);
  await expectFollowUp(page, CENTRO);
});

test('a payment link order opens the provider page', async ({ page }) => {
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await fillDiner(page);
  await page.getByRole('radio', { name: 'Pago con link' }).check();
  await submitButton(page).click();

  // The pre-confirmation (diner §4): cancelling sends nothing; confirming sends the order.
  const modal = page.getByRole('dialog', { name: '¿Confirmas tu pedido?' });
  await expect(modal.getByText('Vas a pagar $ 9.500 con Pago con link.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();
  expect(page.url()).toMatch(/\/checkout$/);
  await submitButton(page).click();
  await confirmOnlinePayment(page);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\/[0-9a-f]+$/);
  await expect(page.getByRole('button', { name: 'Aprobar pago' })).toBeVisible();
});

test('a limited-usage code expires 180 s after it was applied', async ({ page }) => {
  await page.clock.install();
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await fillDiner(page, 'Carla Gómez', '11 2345-6711');
  await page.getByRole('button', { name: 'Código de descuento' }).click();
  const modal = page.getByRole('dialog', { name: 'Código de descuento' });
  await modal.getByLabel('Código', { exact: true }).fill('RELAMPAGO');
  await modal.getByRole('button', { name: 'Aplicar' }).click();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  const ticket = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(ticket.locator('[data-kind="discount"]')).toContainText('Cupón de Descuento - RELAMPAGO');
  await page.clock.fastForward(180_000);
  await expect(toast(page, 'Tiempo de aplicacion del descuento vencido')).toBeVisible();
  await expect(ticket.locator('[data-kind="discount"]')).toHaveCount(0);
});

test('a send the server refuses says so in a toast and the button is ready again; the next send places the order', async ({
  page,
}) => {
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await fillDiner(page);
  await page.getByLabel('¿Con cuánto abonás?').fill('20000');
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const refuse = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await answered;
    return route.fulfill({ status: 500, json: { message: 'caído' } });
  };
  await page.route('**/api/order', refuse);
  const button = page.getByRole('button', { name: /Confirmar pedido/ });
  await submitButton(page).click();
  // Sending: the button is busy until the server answers.
  await expect(button).toHaveAttribute('aria-busy', 'true');
  answer();
  await expect(
    toast(
      page,
      'Hubo un error enviando el pedido, inténtelo en unos minutos, o comuníquese con el local si el error persiste.',
    ),
  ).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(button).toBeEnabled();
  expect(page.url()).toMatch(/\/checkout$/);

  await page.unroute('**/api/order', refuse);
  await resubmit(page);
  await expectFollowUp(page, CENTRO);
});

test('a card the provider cannot tokenize says so in a toast, and no order is sent', async ({ page }) => {
  await page.route('**/api/payments/card-token', (route) =>
    route.fulfill({ status: 502, json: { message: 'proveedor caído' } }),
  );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') sent.push(request.url());
  });
  await openCheckout(page, { alias: CENTRO, mode: 'om-pc-takeaway', items: [burger()] });
  await payByCard(page, '4242 4242 4242 4242');
  await expect(toast(page, 'Debe completar los campos de su tarjeta correctamente')).toBeVisible();
  expect(sent).toEqual([]);
  expect(page.url()).toMatch(/\/checkout$/);
});

test.describe('a delivery whose quote is not usable yet says why in a toast', () => {
  const quoteRoute = /\/api\/branch\/[^/]+\/deliveryzones\/fee/;

  test('while the fee is being calculated', async ({ page }) => {
    // The quote never answers.
    await page.route(quoteRoute, () => undefined);
    await openCheckout(page, { alias: CENTRO, mode: 'om-pc-delivery', items: [burger()], location: HOME });
    await fillDiner(page);
    await page.getByLabel('¿Con cuánto abonás?').fill('50000');
    await submitButton(page).click();
    await expect(toast(page, 'Estamos calculando el costo de envío, aguarde unos momentos.')).toBeVisible();
    expect(page.url()).toMatch(/\/checkout$/);
  });

  test('when the zone has no couriers', async ({ page }) => {
    await page.route(quoteRoute, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), couriersAvailable: false } });
    });
    await openCheckout(page, { alias: CENTRO, mode: 'om-pc-delivery', items: [burger()], location: HOME });
    await fillDiner(page);
    await page.getByLabel('¿Con cuánto abonás?').fill('50000');
    await submitButton(page).click();
    await expect(
      toast(page, 'En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde'),
    ).toBeVisible();
    expect(page.url()).toMatch(/\/checkout$/);
  });

  test('when the store asks for cross streets and the address has none', async ({ page }) => {
    await withoutDocumentAnswers(page);
    await page.route('**/api/diner/branchcontacts/*', async (route) => {
      const response = await route.fetch();
      const contact = (await response.json()) as { deliveryConfig: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...contact, deliveryConfig: { ...contact.deliveryConfig, betweenStreetsRequired: true } },
      });
    });
    await openCheckout(page, { alias: CENTRO, mode: 'om-pc-delivery', items: [burger()], location: HOME });
    await fillDiner(page);
    await page.getByLabel('¿Con cuánto abonás?').fill('50000');
    await submitButton(page).click();
    await expect(toast(page, 'Debe ingresar entrecalles para poder realizar el pedido.')).toBeVisible();
    expect(page.url()).toMatch(/\/checkout$/);
  });
});
