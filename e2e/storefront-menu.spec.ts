/**
 * The diner's way to a menu and a cart (diner §2–§4, follow-up §2 "Cart page", §5): company →
 * branch → store → menu of Sabores Palermo Centro; the mandatory garnish, merged lines, the
 * per-product maximum, the cart surviving a reload, and Palermo Norte's hours.
 */
import { demoBranchContacts } from '@comanda/api/demo';
import { closedStoreModalTitle, orderingStatus } from '@comanda/domain/schedule';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver, documentAnswers, withoutDocumentAnswers } from './document-answers.ts';
import { openPlate } from './storefront-steps.ts';

async function addClassicBurger(page: Page) {
  const dialog = await openPlate(page, 'Hamburguesas', 'Hamburguesa clásica');
  await dialog.getByRole('radio', { name: 'Jugosa' }).check();
  await dialog.getByRole('group', { name: 'Cheddar' }).getByRole('button', { name: 'Agregar una unidad' }).click();
  await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(dialog).toBeHidden();
}

test('from the company to the menu, a burger with its garnishes, merged lines and a cart that survives a reload', async ({
  page,
}) => {
  test.slow();
  await page.goto('/menu/sabores');
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Sabores Palermo/ }).click();

  await expect(page).toHaveURL(/\/menu\/sabores-palermo$/);
  // The branch asks where the diner is on entry; the diner goes on without saying.
  const whereAreYou = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await whereAreYou.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(whereAreYou).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo quieres tu pedido?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Buscar Local' }).or(page.getByRole('searchbox'))).toBeVisible();
  await expect(page.getByRole('link', { name: /Sabores Palermo Norte/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Sabores Palermo Centro/ }).click();

  // No mode chosen yet: the store asks which menu.
  await expect(page).toHaveURL(/\/menu\/palermo-centro$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();
  await appHasTakenOver(page);
  await page.getByRole('button', { name: 'Delivery' }).click();
  await expect(page).toHaveURL(/\/menu\/palermo-centro\/delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await expect(page).toHaveTitle(/Sabores Palermo Centro/);
  await expect(page.getByRole('heading', { name: 'Lo más destacado' })).toBeVisible();
  await expect(page.getByText('Envío gratis en pedidos desde $ 30.000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);

  // The mandatory 'Punto de cocción' is missing: nothing is added.
  let dialog = await openPlate(page, 'Hamburguesas', 'Hamburguesa clásica');
  await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(dialog.getByText('Revise que haya agregado la cantidad correcta de guarniciones')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Jugosa' }).check();
  await dialog.getByRole('group', { name: 'Cheddar' }).getByRole('button', { name: 'Agregar una unidad' }).click();
  await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Agregaste Hamburguesa clásica a tu pedido').first()).toBeVisible();

  // The same burger again merges into the same line.
  await addClassicBurger(page);
  const basket = page.getByRole('button', { name: /Ver mi pedido/ });
  await expect(basket).toContainText('2');
  await expectNoAxeViolations(page);

  // The soda's maximum of 6 per order.
  dialog = await openPlate(page, 'Bebidas', 'Gaseosa');
  await dialog.getByRole('radio', { name: /500 ml/ }).check();
  const quantity = dialog.getByRole('group', { name: 'Cantidad' });
  for (let units = 1; units < 7; units += 1) {
    await quantity.getByRole('button', { name: 'Agregar una unidad' }).click();
  }
  await expect(dialog.getByText('Has alcanzado el máximo de unidades (6) para este producto')).toBeVisible();
  await expect(quantity.locator('output')).toHaveText('6');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await basket.click();
  await expect(page).toHaveURL(/\/menu\/palermo-centro\/preview$/);
  const lines = page.getByRole('list', { name: 'Mi pedido' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Hamburguesa clásica');
  await expect(lines.first().locator('output')).toHaveText('2');
  await expect(page.getByRole('heading', { name: 'Te recomendamos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/menu/palermo-centro/checkout');
  await expect(page).toHaveTitle(/Mi pedido/);
  await expectNoAxeViolations(page);

  // The cart is kept in the browser: a reload shows it again.
  await page.reload();
  await expect(lines).toHaveCount(1);
  await expect(lines.first().locator('output')).toHaveText('2');

  await page.getByRole('link', { name: 'Agregar más productos' }).click();
  await expect(page).toHaveURL(/\/menu\/palermo-centro\/delivery$/);
  await expect(page.getByRole('region', { name: 'Hamburguesas', exact: true })).toContainText('2 en tu pedido');
});

test('a branch without plate modals opens the plate on its own page; an unknown plate goes back to the menu', async ({
  page,
}) => {
  // A Tuesday at 13:00 in Buenos Aires, when Belgrano is open: no closed-store modal.
  await page.clock.setFixedTime(new Date('2026-11-24T16:00:00Z'));
  await page.goto('/menu/belgrano');
  await appHasTakenOver(page);
  await page
    .getByRole('region', { name: 'Pizzas', exact: true })
    .getByRole('link', { name: 'Pizza napolitana', exact: true })
    .click();
  await expect(page).toHaveURL(/\/menu\/belgrano\/cat-pizzas\/plate-napolitana$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza napolitana' })).toBeVisible();
  await expect(page).toHaveTitle(/Pizza napolitana/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(page).toHaveURL(/\/menu\/belgrano\/take_away$/);
  await expect(page.getByRole('region', { name: 'Pizzas', exact: true })).toContainText('1 en tu pedido');

  // Back to the menu of the cart's mode (the store's own alias would ask whether to empty the cart).
  await page.goto('/menu/belgrano/cat-pizzas/plate-que-no-existe');
  await expect(page).toHaveURL(/\/menu\/belgrano\/take_away$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Belgrano' })).toBeVisible();
});

/** The menu card of `plate` in its category's section. */
const plateCard = (page: Page, category: string, plate: string) =>
  page
    .getByRole('region', { name: category, exact: true })
    .locator('[data-slot="plate-card"]')
    .filter({ has: page.getByRole('button', { name: plate, exact: true }) });

test("the menu shows the branch's plate discounts, which its document answers, on the card and in the plate's price", async ({
  page,
}) => {
  const document = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.goto('/menu/palermo-centro/delivery');
  expect(documentAnswers(await (await document).text())['/api/diner/br-palermo/discounts']).toMatchObject({
    discounts: expect.arrayContaining([
      { plateId: 'plate-napolitana', discount: { id: 'disc-napolitana', type: 'PERCENT', percentage: 15 } },
    ]),
  });
  await appHasTakenOver(page);
  // 15% off its $ 13.500.
  const napolitana = plateCard(page, 'Pizzas', 'Pizza napolitana');
  await expect(napolitana).toContainText('-15%');
  await expect(napolitana).toContainText('$ 11.475');
  await expect(plateCard(page, 'Pizzas', 'Pizza muzzarella')).not.toContainText('%');
  const dialog = await openPlate(page, 'Pizzas', 'Pizza napolitana');
  await expect(dialog.getByRole('button', { name: /^Agregar \$/ })).toContainText('$ 11.475');
});

test("the branch's plate discounts failing to load is only logged: the menu shows the plates with their menu's own", async ({
  page,
}) => {
  await withoutDocumentAnswers(page);
  await page.route('**/api/diner/br-palermo/discounts', (route) => route.fulfill({ status: 500, body: '{}' }));
  const logged = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/diner/log') && (request.postData() ?? '').includes('/api/diner/:branchId/discounts'),
  );
  await page.goto('/menu/palermo-centro/delivery');
  await logged;
  await expect(plateCard(page, 'Pizzas', 'Pizza napolitana')).toContainText('-15%');
  await expect(page.getByText(/Hubo un error inesperado/)).toHaveCount(0);
});

test('an unknown alias says so', async ({ page }) => {
  await page.goto('/menu/no-existe-este-local');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos este local' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an empty cart offers the way back to the menu', async ({ page }) => {
  await page.goto('/menu/palermo-centro/preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi pedido' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver al Menú' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
});

test('changing to a mode with another menu asks before emptying the cart', async ({ page }) => {
  await page.goto('/menu/palermo-centro/delivery');
  // A tap before React has hydrated the server's menu is lost (docs/architecture.md).
  await appHasTakenOver(page);
  await addClassicBurger(page);
  await page.getByRole('button', { name: 'Take away' }).click();
  // Delivery and take away share their menu: the burger stays, nothing is asked.
  await expect(page).toHaveURL(/\/take_away$/);
  await expect(page.getByRole('button', { name: /Ver mi pedido/ })).toBeVisible();
  await page.getByRole('button', { name: 'En el salón' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Deseas continuar?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/take_away$/);
  await expect(page.getByRole('button', { name: /Ver mi pedido/ })).toBeVisible();
  await page.getByRole('button', { name: 'En el salón' }).click();
  await page.getByRole('dialog', { name: '¿Deseas continuar?' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/table$/);
  await expect(page.getByRole('button', { name: /Ver mi pedido/ })).toBeHidden();
});

test('selecting a mode with another menu shows that menu alone: its categories, plates, highlights and recommendations', async ({
  page,
}) => {
  await page.goto('/menu/palermo-centro/take_away');
  await appHasTakenOver(page);
  const highlights = page.getByRole('region', { name: 'Lo más destacado' });
  const empanadas = page.getByRole('region', { name: 'Empanadas', exact: true });
  await expect(empanadas).toBeVisible();
  await expect(highlights.getByRole('button', { name: /Empanada de carne/ })).toBeVisible();

  // The salon's menu has no empanadas: neither their section, their plates nor their highlight stay.
  await page.getByRole('button', { name: 'En el salón' }).click();
  await expect(page).toHaveURL(/\/table$/);
  await expect(page.getByRole('region', { name: 'Pizzas', exact: true })).toBeVisible();
  await expect(empanadas).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Empanada/ })).toHaveCount(0);
  await expect(highlights.getByRole('button')).toHaveCount(2);

  // The cart recommends the salon menu's plates only.
  await addClassicBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  const recommended = page.getByRole('region', { name: 'Te recomendamos' });
  await expect(recommended.getByRole('heading', { level: 3 })).toHaveText([
    'Flan casero con dulce de leche',
    'Gaseosa',
  ]);
});

/** Palermo Norte opens Tuesday to Sunday, 12:00–15:00 and 20:00–01:00 (Buenos Aires, UTC−3). */
const norteTimes = [
  { when: 'on a Monday morning (closed, orders can be scheduled)', at: '2026-11-23T10:00:00-03:00' },
  { when: 'on a Tuesday at lunch (open)', at: '2026-11-24T13:00:00-03:00' },
] as const;

for (const { when, at } of norteTimes) {
  test(`Palermo Norte shows what its hours say ${when}`, async ({ page }) => {
    const norte = demoBranchContacts.find((contact) => contact.alias === 'palermo-norte');
    const delivery = norte?.orderModes.find((mode) => mode.type === 'DELIVERY');
    if (!norte || !delivery) throw new Error('the demo has no Palermo Norte delivery');
    const now = new Date(at);
    // The expectation is the domain's, at the same instant the page is given.
    const status = orderingStatus({
      mode: delivery,
      workingDays: norte.workingDays,
      now,
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    await page.clock.setFixedTime(now);
    await page.goto('/menu/palermo-norte/delivery');
    await appHasTakenOver(page);
    await expect(page).toHaveTitle(/Sabores Palermo Norte/);

    if (status.banner) {
      const notice = page.getByRole('dialog', { name: closedStoreModalTitle(status) });
      await expect(notice).toBeVisible();
      await expectNoAxeViolations(page);
      await notice.getByRole('button').last().click();
      await expect(notice).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Norte' })).toBeVisible();
      await expect(page.getByText(status.banner, { exact: true })).toBeVisible();
      await expect(page.getByText('Cerrado', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      // Shown once: not again on the next visit.
      await page.reload();
      await expect(page.getByText(status.banner, { exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();
    } else {
      await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Norte' })).toBeVisible();
      await expect(page.getByText(/Local cerrado/)).toHaveCount(0);
      await expect(page.getByText('Cerrado', { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Ver horarios' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`a category chip brings its section to the top and marks itself current (motion: ${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/menu/palermo-centro/delivery');
    await appHasTakenOver(page);
    const chips = page.getByRole('navigation', { name: 'Categorías' }).getByRole('button');
    await expect(chips.first()).toBeVisible();
    // A middle category: the last ones cannot reach the top, the page ends below them.
    const chip = chips.nth(2);
    const name = (await chip.textContent()) ?? '';
    await chip.click();
    await expect(chip).toHaveAttribute('aria-current', 'true');
    const section = page.getByRole('region', { name, exact: true });
    await expect(section).toBeInViewport();
    // At the top of the screen, below the sticky chips: not merely scrolled into the bottom edge.
    await expect
      .poll(async () => (await section.boundingBox())?.y ?? Number.NaN)
      .toBeLessThan((page.viewportSize()?.height ?? 0) / 3);
  });
}

test("a long menu's first pictures show without waiting for its last one", async ({ page }) => {
  const PLATES = 20;
  await withoutDocumentAnswers(page);
  await page.route(/\/api\/diner\/palermo-centro\/menu\/[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const menu = (await response.json()) as { categories: { plates: Record<string, unknown>[] }[] };
    const category = menu.categories[0] as { plates: Record<string, unknown>[] };
    const plates = Array.from({ length: PLATES }, (_, index) => ({
      ...category.plates[0],
      id: `pic-plate-${index}`,
      showName: `Plato con foto ${index + 1}`,
      imageFileId: `pic-${index}`,
    }));
    await route.fulfill({ response, json: { ...menu, categories: [{ ...category, plates }], remarkeds: [] } });
  });
  // Every picture resolves at once except the menu's last one, which never answers.
  await page.route(/\/api\/diner\/file\/pic-\d+\/url/, async (route, request) => {
    if (request.url().includes(`/pic-${PLATES - 1}/`)) return;
    await route.fulfill({ json: { url: 'api/diner/files/file-plate-muzzarella.svg' } });
  });
  await page.goto('/menu/palermo-centro/delivery');
  const firstCard = page.locator('[data-slot="plate-card"]').first();
  await expect(firstCard).toContainText('Plato con foto 1');
  await expect(firstCard.locator('img')).toHaveAttribute('src', /file-plate-muzzarella\.svg$/);
});
