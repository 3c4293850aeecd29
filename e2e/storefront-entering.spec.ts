/**
 * Entering a store (diner §2, §9), each journey from a browser with nothing stored: the store's
 * own alias asks '¿Qué menú quieres ver?' unless its URL hash (a branch setting) or a single mode
 * answers; a cart of the store on entry is confirmed before it is emptied; a blocked store shows
 * why at once.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';

const CENTRO = 'palermo-centro';

const basket = (page: Page) => page.getByRole('navigation', { name: 'Tu pedido' });

async function addWater(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Bebidas', exact: true })
    .getByRole('button', { name: 'Agua mineral', exact: true })
    .click();
  const plate = page.getByRole('dialog', { name: 'Agua mineral' });
  await plate.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(plate).toBeHidden();
  await expect(basket(page)).toContainText('1');
}

test("a store's own alias with several modes asks which menu; a mode button opens that menu", async ({ page }) => {
  await page.goto(`/menu/${CENTRO}`);
  await appHasTakenOver(page);
  const question = page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' });
  await expect(question).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lo más destacado' })).toHaveCount(0);
  await expect(page.getByText('No encontramos locales.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Take away' }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/take_away$`));
  await expect(page.getByRole('button', { name: 'Take away' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: 'Lo más destacado' })).toBeVisible();
});

test('the hash names the mode where the branch turns that on; a store with one mode opens it at once', async ({
  page,
}) => {
  // Sabores Palermo lets the hash pick the mode (the store selector's links carry it).
  await page.goto(`/menu/${CENTRO}#take_away`);
  await appHasTakenOver(page);
  await expect(page.getByRole('button', { name: 'Take away' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toHaveCount(0);

  // A hash naming no mode of the store asks.
  await page.goto(`/menu/${CENTRO}#mesa`);
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();

  // Sabores Belgrano has take away only: its menu, with no question.
  await page.goto('/menu/belgrano');
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Belgrano' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toHaveCount(0);
});

test('entering with a cart of the store asks before emptying it: cancel keeps it in its mode, confirm empties it', async ({
  page,
}) => {
  await page.goto(`/menu/${CENTRO}`);
  await appHasTakenOver(page);
  await page.getByRole('button', { name: 'Delivery' }).click();
  await addWater(page);

  await page.goto(`/menu/${CENTRO}`);
  let dialog = page.getByRole('dialog', { name: '¿Deseas continuar?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription('Si continuas, se borrarán los ítems agregados a tu pedido');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/delivery$`));
  await expect(basket(page)).toContainText('1');

  await page.goto(`/menu/${CENTRO}`);
  dialog = page.getByRole('dialog', { name: '¿Deseas continuar?' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();
  await page.getByRole('button', { name: 'Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Lo más destacado' })).toBeVisible();
  await expect(basket(page)).toHaveCount(0);
  // Emptied for good: a reload finds no cart.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lo más destacado' })).toBeVisible();
  await expect(basket(page)).toHaveCount(0);
});

test('a blocked store shows why at once, with no menu to order from', async ({ page }) => {
  await page.goto('/menu/recoleta');
  await expect(page.getByRole('heading', { level: 1, name: 'Este local no está recibiendo pedidos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ver mi pedido/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bebidas' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Its branch has this store only: the branch's alias leads to the same screen.
  await page.goto('/menu/sabores-recoleta');
  await expect(page.getByRole('heading', { level: 1, name: 'Este local no está recibiendo pedidos' })).toBeVisible();
});

test("'Cambiar local' with a cart asks before emptying it: cancel keeps the store and the cart, confirm empties it and goes to the branch", async ({
  page,
}) => {
  await page.goto(`/menu/${CENTRO}/delivery`);
  await appHasTakenOver(page);
  await addWater(page);

  const changeStore = page.getByRole('link', { name: 'Cambiar local' });
  await changeStore.click();
  let dialog = page.getByRole('dialog', { name: '¿Deseas continuar?' });
  await expect(dialog).toHaveAccessibleDescription('Al cambiar de local se borrarán los ítems agregados a tu pedido');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/delivery$`));
  await expect(basket(page)).toContainText('1');

  await changeStore.click();
  dialog = page.getByRole('dialog', { name: '¿Deseas continuar?' });
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/menu\/sabores-palermo$/);
  // Emptied for good: the store's menu opened again has no cart.
  await page.goto(`/menu/${CENTRO}/delivery`);
  await expect(page.getByRole('heading', { name: 'Lo más destacado' })).toBeVisible();
  await expect(basket(page)).toHaveCount(0);
});

test('a search that leaves one store keeps the selector: only a branch with one store goes straight to it', async ({
  page,
}) => {
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  await page.getByRole('dialog', { name: '¿Dónde estás?' }).getByRole('button', { name: 'CANCELAR' }).click();
  await page.getByRole('searchbox', { name: 'Buscar Local' }).fill('norte');
  await expect(page.getByRole('link', { name: /Sabores Palermo Centro/ })).toBeHidden();
  await expect(page.getByRole('link', { name: /Sabores Palermo Norte/ })).toBeVisible();
  // Well past the search's debounce: still the selector, with its one store.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/menu\/sabores-palermo$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo quieres tu pedido?' })).toBeVisible();
});

test("a branch with one store goes straight to it, keeping the link's campaign: the store's page opens its loyalty modal", async ({
  page,
}) => {
  // The loyalty modal is the store's: the branch's link does not keep the selector for it.
  const rewardModal = page.getByRole('dialog', { name: '¡Tienes un premio!' });
  const rewardReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/loyalty-reward')) rewardReads.push(request.url());
  });
  // Without a campaign: the store's menu, and no reward is even asked for.
  await page.goto('/menu/sabores-belgrano');
  await expect(page).toHaveURL(/\/menu\/belgrano(\/[a-z_]+)?$/);
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Belgrano' })).toBeVisible();
  await expect(rewardModal).toHaveCount(0);
  expect(rewardReads).toEqual([]);

  await page.goto('/menu/sabores-belgrano?campaignId=primavera');
  await expect(page).toHaveURL(/\/menu\/belgrano(\/[a-z_]+)?\?campaignId=primavera$/);
  await expect(rewardModal).toBeVisible();
  expect(rewardReads).toContainEqual(
    expect.stringContaining('/api/branch/br-belgrano/loyalty-reward?branchContactId=bc-belgrano'),
  );
  await page.keyboard.press('Escape');
  await expect(rewardModal).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Belgrano' })).toBeVisible();
});

test('a company page reads the company and its branches, all of them, with nothing more to load', async ({ page }) => {
  const company = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/diner/companies/co-sabores',
  );
  const branches = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/diner/companies/co-sabores/branches',
  );
  await page.goto('/menu/sabores');
  expect((await company).status()).toBe(200);
  // Diner §9: branches are asked for 99 at a time, from the first.
  const query = new URL((await branches).url()).searchParams;
  expect([query.get('pageSize'), query.get('offset')]).toEqual(['99', '0']);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores' })).toBeVisible();
  for (const name of ['Sabores Belgrano', 'Sabores Palermo', 'Sabores Recoleta']) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  // One page holds them all: no 'Ver más locales', and not the message of a company with none.
  await expect(page.getByRole('button', { name: 'Ver más locales' })).toHaveCount(0);
  await expect(page.getByText('No hay locales disponibles por el momento.')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** Take away, a flan, cash: the order placed through the screens, without signing in. */
async function orderFlanToTakeAway(page: Page): Promise<{ code: string; body: Record<string, unknown> }> {
  await page.goto(`/menu/${CENTRO}/take_away`);
  await appHasTakenOver(page);
  await addFlan(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
  await page.getByLabel('¿Con cuánto abonás?').fill('20000');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order'));
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/order/[0-9A-Z-]+\\?access=[A-Za-z0-9_-]+$`));
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  return { code, body };
}

test("'PEDIDO EN CURSO' takes a diner who never signed in back to the order this browser placed, with its access", async ({
  page,
}) => {
  await page.goto(`/menu/${CENTRO}/take_away`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PEDIDO EN CURSO' })).toHaveCount(0);

  const { code, body } = await orderFlanToTakeAway(page);
  // An ordinary browser tab: not an installed app.
  expect(body.installedApp).toBe(false);
  const followUp = new URL(page.url());

  await page.goto(`/menu/${CENTRO}/delivery`);
  const inProgress = page.getByRole('link', { name: 'PEDIDO EN CURSO' });
  await expect(inProgress).toHaveAttribute('href', followUp.pathname + followUp.search);
  await inProgress.click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('access')).toBe(followUp.searchParams.get('access'));
});

test('the share link copies the store link where the browser has no share sheet, and opens the sheet where it has one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/menu/${CENTRO}/delivery`);
  await appHasTakenOver(page);
  // A browser tab: the browser draws its own back button, the page none.
  await expect(page.getByRole('button', { name: 'Volver' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByText('Copiamos el link del local')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // A browser with the Web Share API (the test records what it is given).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.reload();
  await appHasTakenOver(page);
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({ title: 'Sabores Palermo Centro', url: page.url() });
});

test.describe('in an in-app browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Instagram 330.0.0.0',
  });

  test('the header has a back arrow, and the order says it came from an app', async ({ page }) => {
    await page.goto('/menu/sabores-palermo');
    // The branch asks where the diner is on entry; the diner goes on without saying.
    const whereAreYou = page.getByRole('dialog', { name: '¿Dónde estás?' });
    await whereAreYou.getByRole('button', { name: 'CANCELAR' }).click();
    await expect(whereAreYou).toBeHidden();
    await page.getByRole('link', { name: /Sabores Palermo Centro/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();
    await appHasTakenOver(page);
    await page.getByRole('button', { name: 'Delivery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();

    const { body } = await orderFlanToTakeAway(page);
    expect(body.installedApp).toBe(true);
  });
});

test("Belgrano's header draws its logo as a background", async ({ page }) => {
  await page.goto('/menu/belgrano');
  const band = page.locator('[data-slot="header-background-logo"]');
  await expect(band).toBeVisible();
  expect(await band.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('logo-sabores.svg');
  // Palermo's does not.
  await page.goto(`/menu/${CENTRO}/delivery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await expect(page.locator('[data-slot="header-background-logo"]')).toHaveCount(0);
});

/** The hours modal's section of one order mode. */
const modeHours = (page: Page, mode: string) =>
  page
    .getByRole('dialog', { name: 'Informacion' })
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${mode}`) }) });

test("the hours modal shows each order mode's own hours, in the menu and in the checkout", async ({ page }) => {
  await page.goto(`/menu/${CENTRO}/take_away`);
  await appHasTakenOver(page);
  await page.getByRole('button', { name: 'Ver horarios' }).first().click();
  // The dining room keeps its own hours; take away has none of its own, so the store's.
  await expect(modeHours(page, 'En el salón')).toContainText('12:00 a 16:00, 20:00 a 00:00');
  await expect(modeHours(page, 'Take away')).not.toContainText('12:00 a 16:00');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await addFlan(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Ver Horarios' }).click();
  await expect(modeHours(page, 'En el salón')).toContainText('12:00 a 16:00, 20:00 a 00:00');
  await expect(modeHours(page, 'Take away')).not.toContainText('12:00 a 16:00');
});

test("a category's page is its header and its plates, in the cart's mode, with the way back to the menu", async ({
  page,
}) => {
  await page.goto(`/menu/${CENTRO}/take_away`);
  await appHasTakenOver(page);
  await addFlan(page);
  await page.goto(`/menu/${CENTRO}/cat-postres`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  const postres = page.getByRole('region', { name: 'Postres', exact: true });
  await expect(postres.getByRole('heading', { level: 2, name: 'Postres' })).toBeVisible();
  await expect(postres.getByRole('button', { name: 'Flan casero con dulce de leche' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pizzas', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take away' })).toHaveAttribute('aria-current', 'true');
  await expect(basket(page)).toContainText('1');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Ver el menú' }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/take_away$`));
  await expect(page.getByRole('region', { name: 'Pizzas', exact: true })).toBeVisible();
  await expect(basket(page)).toContainText('1');

  // A segment that is neither a mode nor a category of the menu.
  await page.goto(`/menu/${CENTRO}/no-existe`);
  await expect(page.getByRole('heading', { name: 'No encontramos esta categoría' })).toBeVisible();
});

async function addFlan(page: Page): Promise<void> {
  const flan = 'Flan casero con dulce de leche';
  await page.getByRole('region', { name: 'Postres', exact: true }).getByRole('button', { name: flan }).click();
  const dialog = page.getByRole('dialog', { name: flan });
  await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(dialog).toBeHidden();
}
