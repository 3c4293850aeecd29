/**
 * The diner's account and the flows around it (diner §1, §2, §4, §5, §7, §8) against the real
 * server: sign in by phone from the account drawer, the session kept across reloads and reused by
 * the checkout, 'Mis pedidos', 'Mi beneficio', 'Cerrar sesión', 'PEDIDO EN CURSO' within 24 hours,
 * and the abandoned cart kept at the checkout, forgotten once ordered and recovered by a link.
 */
import { randomUUID } from 'node:crypto';
import { type CreateOrderInput, toWireCartItem } from '@comanda/api';
import { palermoMenu } from '@comanda/api/demo';
import { type CartItem, emptyCartState, serializeCart } from '@comanda/domain/cart';
import { buildCartItem } from '@comanda/domain/plate';
import { storageKeys } from '@comanda/storefront/storage';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { enterSignInCode, openSignInFromMenu, signInFromMenu, signInInDialog } from './diner-sign-in.ts';

const ALIAS = 'palermo-centro';
const CONTACT_ID = 'bc-palermo-centro';
const BRANCH_ID = 'br-palermo';
const STAFF = { Authorization: 'Bearer dev-staff-token' };
const HOUR_MS = 3_600_000;

/** Each test its own diner, so tests running side by side never see each other's orders. */
const phones = {
  noOrders: '11 5555-0111',
  inProgress: '11 5555-0112',
  checkout: '11 5555-0113',
  recovery: '11 5555-0114',
  noCart: '11 5555-0115',
  yesterday: '11 5555-0116',
  reward: '11 5555-0117',
} as const;
const e164 = (national: string) => `+54${national.replace(/\D/g, '')}`;

function flan(): CartItem {
  const postres = palermoMenu.categories.find((category) => category.id === 'cat-postres');
  const plate = postres?.plates.find((p) => p.id === 'plate-flan');
  if (!postres || !plate) throw new Error('the demo menu has no flan');
  const built = buildCartItem(
    plate,
    { sizeId: 'size-flan', quantity: 2, notes: '', garnishes: [] },
    { categoryShowName: postres.showName },
  );
  if (!built.ok) throw new Error(built.message);
  return built.item;
}

/** A take-away cash order of one flan for this phone, created through the API. */
async function createOrder(request: APIRequestContext, phone: string, customerName: string): Promise<string> {
  const body: CreateOrderInput = {
    idempotencyKey: `e2e-account-${randomUUID()}`,
    items: [toWireCartItem({ ...flan(), quantity: 1 })],
    type: 'TAKE_AWAY',
    price: 420_000,
    phone,
    customerName,
    orderModeId: 'om-pc-takeaway',
    paymentType: 'pt-cash',
    branchContact: CONTACT_ID,
    paysWith: 500_000,
  };
  const response = await request.post('/api/order', { data: body });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message }).first();
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Mi cuenta' });
const menuHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' });
const recoveryUrl = (phone: string) => `/api/recovery/cart/${encodeURIComponent(e164(phone))}/${CONTACT_ID}`;

async function openDrawer(page: Page) {
  // A tap before the page has hydrated is lost, as a diner's would be: tap again, as they would.
  await expect(async () => {
    if (!(await drawer(page).isVisible())) await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await expect(drawer(page)).toBeVisible({ timeout: 2000 });
  }).toPass();
  return drawer(page);
}

test('Lucía signs in by phone, sees her benefit, stays signed in, the checkout knows her, and signs out', async ({
  page,
}) => {
  test.slow();
  await page.goto(`/menu/${ALIAS}/delivery`);
  await expect(menuHeading(page)).toBeVisible();

  let account = await openDrawer(page);
  await expect(account.getByRole('button', { name: 'Mis pedidos' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Mi beneficio' })).toHaveCount(0);
  await expect(account.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await account.getByRole('button', { name: 'Iniciar sesión' }).click();

  const modal = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Teléfono' }).fill('123');
  await modal.getByRole('button', { name: 'Ingresar' }).click();
  await expect(modal.getByText('Debe ingresar un número válido')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('textbox', { name: 'Teléfono' }).fill('11 5555-0001');
  await modal.getByRole('button', { name: 'Ingresar' }).click();
  // The phone is proved by the code sent to it; a wrong code opens nothing.
  await modal.getByRole('textbox', { name: 'Código', exact: true }).fill('12');
  await modal.getByRole('button', { name: 'Ingresar' }).click();
  await expect(modal.getByText('El código no es válido o venció')).toBeVisible();
  await expectNoAxeViolations(page);
  await enterSignInCode(page, '11 5555-0001');
  await expect(toast(page, 'Inicio de sesión con éxito')).toBeVisible();

  account = await openDrawer(page);
  await expect(account.getByText('Hola, Lucía Fernández')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Iniciar sesión' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await account.getByRole('button', { name: 'Mi beneficio' }).click();
  const benefit = page.getByRole('dialog', { name: 'Mis Puntos Sabores' });
  await expect(benefit.getByText('Tu saldo: 1.200 Puntos Sabores')).toBeVisible();
  await expect(benefit.getByRole('cell', { name: 'DEMO-0003' })).toBeVisible();
  await expect(benefit.getByRole('button', { name: 'Canjear' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(benefit).toBeHidden();

  // The session survives a reload, and the checkout starts from it.
  await page.reload();
  await expect(menuHeading(page)).toBeVisible();
  await expect((await openDrawer(page)).getByText('Hola, Lucía Fernández')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(([key, cart]) => localStorage.setItem(key, cart), [
    storageKeys.cart,
    serializeCart({ ...emptyCartState, items: [flan()], mode: 'om-pc-takeaway' }, ALIAS, Date.now()),
  ] as const);
  await page.goto(`/menu/${ALIAS}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('1155550001');
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía Fernández');

  await page.goto(`/menu/${ALIAS}/delivery`);
  account = await openDrawer(page);
  await account.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(drawer(page)).toBeHidden();
  account = await openDrawer(page);
  await expect(account.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(account.getByText('Hola, Lucía Fernández')).toHaveCount(0);
  await expect(account.getByRole('button', { name: 'Mi beneficio' })).toHaveCount(0);
  await page.reload();
  await expect((await openDrawer(page)).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test("a sign-in the server cannot start toasts 'Error iniciando sesión' and stays on the phone step", async ({
  page,
}) => {
  await page.route('**/api/diner/signin/code', (route) => route.fulfill({ status: 500, json: { message: 'caído' } }));
  await page.goto(`/menu/${ALIAS}/delivery`);
  await expect(menuHeading(page)).toBeVisible();
  const modal = await openSignInFromMenu(page);
  await modal.getByRole('textbox', { name: 'Teléfono' }).fill(phones.noOrders);
  await modal.getByRole('button', { name: 'Ingresar' }).click();
  await expect(toast(page, 'Error iniciando sesión')).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Teléfono' })).not.toHaveValue('');
  await expect(modal.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
});

test("'Mis pedidos' asks to sign in, lists the diner's orders and opens one's follow-up", async ({ page, request }) => {
  await page.goto(`/menu/${ALIAS}/delivery`);
  await expect(menuHeading(page)).toBeVisible();
  await (await openDrawer(page)).getByRole('button', { name: 'Mis pedidos' }).click();
  await expect(toast(page, 'Inicie sesión')).toBeVisible();
  const signInModal = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(signInModal).toBeVisible();
  await signInInDialog(page, phones.noOrders);

  await (await openDrawer(page)).getByRole('button', { name: 'Mis pedidos' }).click();
  const orders = page.getByRole('dialog', { name: 'Mis pedidos' });
  await expect(orders.getByText('No tienes pedidos realizados')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(orders).toBeHidden();

  const code = await createOrder(request, phones.noOrders, 'Diego Ruiz');
  await (await openDrawer(page)).getByRole('button', { name: 'Mis pedidos' }).click();
  const item = orders.getByRole('button', { name: new RegExp(code) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('4.200');
  await expect(item).toContainText('Take away');
  await expectNoAxeViolations(page);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/menu/${ALIAS}/order/${encodeURIComponent(code)}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
});

test("'PEDIDO EN CURSO' links to the signed-in diner's order for 24 hours, while it is in progress", async ({
  page,
  request,
}) => {
  const code = await createOrder(request, phones.inProgress, 'Marta Gil');
  const inProgress = page.getByRole('link', { name: 'PEDIDO EN CURSO' });

  // Anonymous: no button.
  await page.goto(`/menu/${ALIAS}/delivery`);
  await expect(menuHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cambiar local' })).toBeVisible();
  await expect(inProgress).toHaveCount(0);

  await signInFromMenu(page, phones.inProgress);
  await expect(inProgress).toHaveAttribute('href', `/menu/${ALIAS}/order/${encodeURIComponent(code)}`);
  await expectNoAxeViolations(page);
  await inProgress.click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();

  // Canceled: no longer in progress.
  const canceled = await request.put(`/api/staff/orders/${encodeURIComponent(code)}/status`, {
    headers: STAFF,
    data: { status: 'CANCELED' },
  });
  expect(canceled.ok(), await canceled.text()).toBe(true);
  await page.goto(`/menu/${ALIAS}/delivery`);
  await expect(page.getByRole('link', { name: 'Cambiar local' })).toBeVisible();
  await expect(inProgress).toHaveCount(0);
});

test("'PEDIDO EN CURSO' is gone 24 hours after the order", async ({ page, request }) => {
  const orderedAt = Date.now();
  const code = await createOrder(request, phones.yesterday, 'Julia Sosa');
  await page.clock.install({ time: orderedAt + 23 * HOUR_MS });
  await page.goto(`/menu/${ALIAS}/delivery`);
  await signInFromMenu(page, phones.yesterday);
  const inProgress = page.getByRole('link', { name: 'PEDIDO EN CURSO' });
  await expect(inProgress).toHaveAttribute('href', `/menu/${ALIAS}/order/${encodeURIComponent(code)}`);

  await page.clock.setSystemTime(orderedAt + 25 * HOUR_MS);
  await page.reload();
  await expect(menuHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cambiar local' })).toBeVisible();
  await expect(inProgress).toHaveCount(0);
});

test('the checkout keeps the cart of a diner with a phone, and forgets it once the order is sent', async ({
  page,
  request,
}) => {
  await page.addInitScript(([key, cart]) => localStorage.setItem(key, cart), [
    storageKeys.cart,
    serializeCart(
      { ...emptyCartState, items: [flan()], mode: 'om-pc-takeaway', paymentType: 'pt-cash' },
      ALIAS,
      Date.now(),
    ),
  ] as const);
  await page.goto(`/menu/${ALIAS}/checkout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Sofía Paz');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(phones.checkout);

  await expect
    .poll(async () => {
      const response = await request.get(recoveryUrl(phones.checkout));
      return response.ok() ? ((await response.json()) as { orderModeId: string }).orderModeId : response.status();
    })
    .toBe('om-pc-takeaway');

  await page.getByLabel('¿Con cuánto abonás?').fill('10000');
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${ALIAS}/order/[0-9A-Z-]+\\?access=[A-Za-z0-9_-]+$`));
  await expect.poll(async () => (await request.get(recoveryUrl(phones.checkout))).status()).toBe(404);
});

test('a recovery link puts the abandoned cart back and opens it', async ({ page, request }) => {
  const saved = await request.post('/api/abandoned/cart/', {
    data: {
      items: [toWireCartItem(flan())],
      branchContactId: CONTACT_ID,
      branchId: BRANCH_ID,
      phone: e164(phones.recovery),
      orderModeId: 'om-pc-takeaway',
      navigationEvent: 'CHECKOUT',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/menu/${ALIAS}?abandoned=true&phone=${encodeURIComponent(phones.recovery)}`);
  await expect(page).toHaveURL(new RegExp(`/menu/${ALIAS}/preview$`));
  await expect(page.getByRole('heading', { name: 'Mi pedido' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Mi pedido' }).getByRole('heading', { name: 'Flan casero con dulce de leche' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('link', { name: 'Continuar' })
    .or(page.getByRole('button', { name: 'Continuar' }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  // Two flans, take away (no delivery or service fee): the recovered lines in the recovered mode.
  await expect(page.getByRole('button', { name: /^Confirmar pedido/ })).toHaveText('Confirmar pedido $ 8.400');
});

test('a recovery link with no cart to recover shows the store and logs it', async ({ page }) => {
  const logged = page.waitForRequest(
    (request) => request.url().endsWith('/api/diner/log') && (request.postData() ?? '').startsWith('Cart not found'),
  );
  await page.goto(`/menu/${ALIAS}?abandoned=true&phone=${encodeURIComponent(phones.noCart)}`);
  await logged;
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();
  expect(page.url()).not.toMatch(/\/preview$/);
});

test.describe('the reward signup of a campaign link', () => {
  const link = `/menu/${ALIAS}/delivery?campaignId=premio-bienvenida`;
  const modal = (page: Page) => page.getByRole('dialog', { name: '¡Tienes un premio!' });

  test('is claimed once: the page reloads without the link parameters, a second claim is refused', async ({
    page,
    browser,
  }) => {
    await page.goto(link);
    await expect(modal(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await modal(page).getByRole('button', { name: 'Canjear' }).click();
    await expect(modal(page).getByText('Debe completar todos los campos para continuar')).toBeVisible();
    await modal(page).getByRole('textbox', { name: 'Teléfono' }).fill('123');
    await modal(page).getByLabel('Nombre').fill('Marta Gómez');
    await modal(page).getByLabel('Email').fill('marta@example.com');
    await modal(page).getByRole('button', { name: 'Canjear' }).click();
    await expect(modal(page).getByText('El número de teléfono es invalido')).toBeVisible();
    await modal(page).getByRole('textbox', { name: 'Teléfono' }).fill(phones.reward);
    const claimed = page.waitForResponse((response) => response.url().includes('/loyalty-reward/'));
    await modal(page).getByRole('button', { name: 'Canjear' }).click();
    // The reward is the diner's who proves the phone: the code goes to it first.
    await enterSignInCode(page, phones.reward);
    expect((await claimed).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/menu/${ALIAS}/delivery$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(modal(page)).toHaveCount(0);

    // Another browser, the same diner: the reward is theirs already.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await modal(otherPage).getByRole('textbox', { name: 'Teléfono' }).fill(phones.reward);
    await modal(otherPage).getByLabel('Nombre').fill('Marta Gómez');
    await modal(otherPage).getByLabel('Email').fill('marta@example.com');
    await modal(otherPage).getByRole('button', { name: 'Canjear' }).click();
    await enterSignInCode(otherPage, phones.reward);
    await expect(modal(otherPage).getByText('Ya ha canjeado este premio')).toBeVisible();
    await other.close();
  });

  test('closed, it is not offered again; a link without a campaign never offers it', async ({ page }) => {
    await page.goto(`/menu/${ALIAS}/delivery`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(modal(page)).toHaveCount(0);

    await page.goto(link);
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(modal(page)).toHaveCount(0);
  });
});
