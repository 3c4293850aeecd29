/**
 * 'Mis datos' as each store sets it (diner §5 "phone required if forced", "name required if
 * forced", "email if forced"), the lookups on phone change (diner §7) and the follow-up page's
 * query (diner §2), from a browser with nothing stored, through the screens only.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { addJuicyBurger } from './storefront-steps.ts';

const CENTRO = 'palermo-centro';
/** Three checkouts in one journey. */
test.describe.configure({ timeout: 120_000 });
/** Lucía, whom the demo's Palermo knows by name, with points. */
const LUCIA_TYPED = '1155550001';

const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message }).first();
const submitButton = (page: Page) => page.getByRole('button', { name: /^Confirmar pedido/ });
/** Submits again by keyboard: an error toast sits over the button. */
const resubmit = (page: Page) => submitButton(page).press('Enter');
const nameField = (page: Page) => page.getByLabel('Nombre', { exact: true });
const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Teléfono' });
const emailField = (page: Page) => page.getByLabel('Email', { exact: true });

/** Palermo Centro's take-away menu (with the link's query), a burger, the cart, the checkout. */
async function burgerToTakeAwayCheckout(page: Page, query = ''): Promise<void> {
  await page.goto(`/menu/${CENTRO}/take_away${query}`);
  await appHasTakenOver(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
}

/** Pays cash, submits and waits for the follow-up page; answers the order as sent. */
async function payCashAndSubmit(page: Page, alias: string) {
  await page.getByLabel('¿Con cuánto abonás?').fill('100000');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order'));
  await submitButton(page).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(new RegExp(`/menu/${alias}/order/[0-9A-Z-]+\\?access=`));
  return body;
}

test('a store that forces nothing takes an order without name or phone, and gives back only what this browser sent', async ({
  page,
}) => {
  await burgerToTakeAwayCheckout(page, '?source=QR');
  for (const field of [nameField(page), phoneField(page), emailField(page)]) {
    await expect(field).toHaveAccessibleDescription('Opcional');
  }
  await expectNoAxeViolations(page);
  const anonymous = await payCashAndSubmit(page, CENTRO);
  expect(anonymous).not.toHaveProperty('phone');
  expect(anonymous).not.toHaveProperty('customerName');
  expect(anonymous).toMatchObject({ source: 'QR' });
  // Diner §2: the follow-up page opens with the visit's source.
  await expect(page).toHaveURL(/\?access=[A-Za-z0-9_-]{43}&source=QR$/);

  // A second order, with a name and a phone.
  await burgerToTakeAwayCheckout(page);
  await nameField(page).fill('Ana Gómez');
  await phoneField(page).fill('11 6666-1234');
  await payCashAndSubmit(page, CENTRO);

  // A third visit: the phone typed again brings back the name this browser sent with it, after
  // one lookup once the typing stopped (debounced 500 ms).
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orderingcustomer/')) lookups.push(new URL(request.url()).pathname);
  });
  await burgerToTakeAwayCheckout(page);
  await expect(nameField(page)).toHaveValue('');
  await phoneField(page).pressSequentially('1166661234', { delay: 60 });
  await expect(nameField(page)).toHaveValue('Ana Gómez');
  expect(lookups).toEqual(['/api/orderingcustomer/%2B541166661234']);
  const points = page.getByRole('button', { name: 'Mis Puntos Sabores' });
  await expect(points).toBeVisible();

  // A stranger's phone: the lookup answers nothing of her (no name, no points to redeem).
  await nameField(page).fill('');
  const answered = page.waitForResponse((response) => response.url().includes('/api/orderingcustomer/%2B541155550001'));
  await phoneField(page).fill(LUCIA_TYPED);
  expect(await (await answered).json()).toEqual({ optIn: false, addressesRegistered: [], loyaltyPointsBalance: 0 });
  await expect(nameField(page)).toHaveValue('');
  await expect(points).toHaveCount(0);
});

test('a store that forces phone, name and email asks for each in the spec order before the order goes', async ({
  page,
}) => {
  await page.goto('/menu/belgrano');
  await appHasTakenOver(page);
  await page
    .getByRole('region', { name: 'Pizzas', exact: true })
    .getByRole('link', { name: 'Pizza napolitana', exact: true })
    .click();
  await page.getByRole('button', { name: /^Agregar \$/ }).click();
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  for (const field of [nameField(page), phoneField(page), emailField(page)]) {
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(field).not.toHaveAccessibleDescription('Opcional');
  }
  await expectNoAxeViolations(page);

  // Last failing message first: email, then a bad email, then name, then phone.
  await page.getByLabel('¿Con cuánto abonás?').fill('100000');
  await submitButton(page).click();
  await expect(toast(page, 'Debe ingresar su email para poder realizar el pedido')).toBeVisible();
  // Each field's error is said once, with the field: the first in error takes the focus and is
  // read with its label; the messages under the fields are descriptions, not alerts.
  await expect(nameField(page)).toBeFocused();
  await expect(nameField(page)).toHaveAccessibleDescription('Debe ingresar su nombre para poder realizar el pedido.');
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  await emailField(page).fill('ana@');
  await resubmit(page);
  await expect(toast(page, 'Ingrese un email valido')).toBeVisible();
  await emailField(page).fill('ana@example.com');
  await resubmit(page);
  await expect(toast(page, 'Debe ingresar su nombre para poder realizar el pedido.')).toBeVisible();
  await expect(phoneField(page)).toHaveAccessibleDescription('Debe ingresar su número de teléfono para continuar.');
  await nameField(page).fill('Ana Gómez');
  await resubmit(page);
  await expect(toast(page, 'Debe ingresar su número de teléfono para continuar.')).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);

  await phoneField(page).fill('11 6666-4321');
  const sent = await payCashAndSubmit(page, 'belgrano');
  expect(sent).toMatchObject({
    customerName: 'Ana Gómez',
    phone: '+541166664321',
    customerEmail: 'ana@example.com',
  });
});

test("the phone typed brings back this browser's order in progress with it, and nothing to a stranger who types it", async ({
  page,
  browser,
}) => {
  // A phone no other test uses: this suite's orders share one server.
  const typed = `1167${String(Date.now()).slice(-6)}`;
  await burgerToTakeAwayCheckout(page);
  await phoneField(page).fill(typed);
  await payCashAndSubmit(page, CENTRO);
  const followUp = page.url();
  const code = decodeURIComponent(new URL(followUp).pathname.split('/').pop() ?? '');

  // Diner §7: the customer and the orders are read once the phone settles (debounced 500 ms).
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/orders') reads.push(url.searchParams.get('phone') ?? '');
  });
  await burgerToTakeAwayCheckout(page);
  const note = page.getByRole('note', { name: 'PEDIDO EN CURSO' });
  await expect(note).toHaveCount(0);
  await phoneField(page).pressSequentially(typed, { delay: 60 });
  await expect(note).toContainText('Ya tienes un pedido en curso en este local.');
  expect(reads).toEqual([`+54${typed}`]);
  await expectNoAxeViolations(page);
  await note.getByRole('link', { name: `Ver pedido ${code}` }).click();
  await expect(page).toHaveURL(followUp);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();

  // Another browser places its own order, then types that phone: the list it is given holds only its own.
  const context = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const stranger = await context.newPage();
  await burgerToTakeAwayCheckout(stranger);
  await phoneField(stranger).fill(`1168${String(Date.now()).slice(-6)}`);
  await payCashAndSubmit(stranger, CENTRO);
  await burgerToTakeAwayCheckout(stranger);
  const answered = stranger.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders');
  await phoneField(stranger).fill(typed);
  expect(await (await answered).json()).toEqual({ dinerOrders: { orders: [], hasMore: false } });
  await expect(stranger.getByRole('note', { name: 'PEDIDO EN CURSO' })).toHaveCount(0);
  await context.close();
});
