/**
 * The diner's pages by keyboard, the mouse never used: the first stop skips the header, and a page
 * reached by the keyboard starts at its heading, where a screen reader announces it.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import { createOrder, deliver } from './placed-orders.ts';

test("the menu's first Tab stop is 'Saltar al menú', which jumps past the header to the menu", async ({ page }) => {
  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al menú' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stop is in the menu, not back in the header.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
  await expect(page.locator('header :focus')).toHaveCount(0);
});

test('a page reached by the keyboard starts at its heading, not at the top of the document', async ({ page }) => {
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  // The branch asks where the diner is on entry; Escape goes on without saying.
  const whereAreYou = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await expect(whereAreYou).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(whereAreYou).toBeHidden();
  const store = page.getByRole('link', { name: /Sabores Palermo Centro/ });
  await store.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/menu\/palermo-centro$/);
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeFocused();
});

/** Presses Tab until `target` has the focus, failing past `budget` presses; answers how many it took. */
async function tabTo(page: Page, target: Locator, budget: number): Promise<number> {
  for (let presses = 1; presses <= budget; presses += 1) {
    await page.keyboard.press(budget < 0 ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${target} not reached in ${budget} Tab presses`);
}

test('a diner orders by keyboard alone, from the store selector to the follow-up page, within Tab budgets', async ({
  page,
}) => {
  test.slow();
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  // The branch asks where the diner is on entry; a diner who takes the order away goes on with Escape.
  const whereAreYou = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await expect(whereAreYou).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(whereAreYou).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: 'Take away' }), 4);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: /Sabores Palermo Centro/ }), 6);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Empanadas', exact: true }), 16);
  await page.keyboard.press('Enter');
  const plate = page.getByRole('button', { name: 'Empanada de jamón y queso', exact: true });
  const toPlate = await tabTo(page, plate, 12);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Empanada de jamón y queso' });
  await expect(dialog).toBeVisible();
  // Closed without adding, the dialog gives the focus back to the plate.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(plate).toBeFocused();

  await page.keyboard.press('Enter');
  const inDialog = await tabTo(page, dialog.getByRole('button', { name: /^Agregar \$/ }), 6);
  await page.keyboard.press('Enter');
  // Added, the next step has the focus: the basket.
  const basket = page.getByRole('button', { name: /Ver mi pedido/ });
  await expect(basket).toBeFocused();
  const plateToBasket = 1 + inDialog + 1;
  expect(plateToBasket).toBeLessThanOrEqual(15);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi pedido' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Continuar' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeFocused();

  await tabTo(page, page.getByLabel('Nombre', { exact: true }), 3);
  await page.keyboard.type('Ana Pérez');
  await tabTo(page, page.getByRole('textbox', { name: 'Teléfono' }), 2);
  await page.keyboard.type('1123456789');
  await tabTo(page, page.getByLabel('¿Con cuánto abonás?'), 4);
  await page.keyboard.type('2000');
  await tabTo(page, page.getByRole('button', { name: /^Confirmar pedido/ }), 4);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Pedido / })).toBeVisible();
  expect(toPlate).toBeGreaterThan(0);
});

test('a diner rates a delivered order by keyboard alone, from the survey link to the thanks, within a Tab budget', async ({
  page,
  request,
}) => {
  const order = await createOrder(request);
  await deliver(request, order.code);
  // The link the diner is sent once the order is delivered.
  await page.goto(`/encuesta/palermo-centro/${encodeURIComponent(order.code)}?access=${order.accessToken}`);
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();

  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  let presses = await tabTo(page, skip, 1);
  await page.keyboard.press('Enter');
  // Into the general rating: the arrows choose the stars, a press each.
  const rating = page.getByRole('radiogroup', { name: /¿Cómo calificarías tu pedido\?/ });
  presses += await tabTo(page, rating.getByRole('radio', { name: '1 estrella' }), 1);
  for (let star = 1; star < 5; star += 1) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '5 estrellas' })).toBeChecked();
  // A reason chip toggles with Space.
  const chip = page.getByRole('checkbox', { name: 'Sabor' });
  presses += await tabTo(page, chip, 4);
  await page.keyboard.press('Space');
  await expect(chip).toBeChecked();
  presses += await tabTo(page, page.getByRole('textbox', { name: 'Dejanos un comentario' }), 1);
  await page.keyboard.type('Muy rico');
  // Past the priority question, whose stars only a choice would send.
  presses += await tabTo(page, page.getByRole('button', { name: 'Calificar mi pedido' }), 2);
  await page.keyboard.press('Enter');
  // The thanks replace the form: their heading has the focus, so it is announced.
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' })).toBeFocused();
  expect(presses).toBeLessThanOrEqual(10);
  const state = await request.get(`/api/survey/order/${encodeURIComponent(order.code)}`);
  expect(((await state.json()) as { orderHasResponse: boolean }).orderHasResponse).toBe(true);
});

test("a plate's own page, reached by its address, gives the focus back to the plate's card on the menu, or to 'Ver mi pedido' after an add", async ({
  page,
}) => {
  test.slow();
  // Belgrano opens plates on their own page, 11:00–23:30 in Buenos Aires: a Tuesday at 13:00 there.
  await page.clock.setFixedTime(new Date('2026-11-24T16:00:00Z'));
  await page.goto('/menu/belgrano/cat-bebidas/plate-cerveza');
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cerveza artesanal IPA' })).toBeVisible();
  // The menu was never drawn in this tab: back on it, the card is found, scrolled to and focused.
  await tabTo(page, page.getByRole('button', { name: 'Volver al Menú' }), 4);
  await page.keyboard.press('Enter');
  const card = page
    .getByRole('region', { name: 'Bebidas', exact: true })
    .getByRole('link', { name: 'Cerveza artesanal IPA', exact: true });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();

  // Opened again and added: the next step, 'Ver mi pedido', has the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Cerveza artesanal IPA' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /^Agregar \$/ }), 12);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Ver mi pedido/ })).toBeFocused();
});

test("a plate's dialog whose card was drawn anew while it was open gives the focus to the card as it is now", async ({
  page,
}) => {
  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);
  const section = page.getByRole('region', { name: 'Postres', exact: true });
  const card = section.getByRole('button', { name: 'Flan casero con dulce de leche', exact: true });
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Flan casero con dulce de leche' });
  await expect(dialog).toBeVisible();
  // The card that opened the dialog is replaced by a copy, as a redraw of the menu would, and the
  // page is scrolled back to the top.
  await page.evaluate(() => {
    const opener = document.querySelector('#categoria-cat-postres [data-plate-id="plate-flan"]');
    opener?.replaceWith(opener.cloneNode(true));
    window.scrollTo(0, 0);
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
});
