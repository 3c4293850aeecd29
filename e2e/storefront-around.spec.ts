/**
 * What runs around the menu (diner §1 support chat, §4 analytics session, §7 analytics endpoint,
 * indicators and country data, §8 their failures), each from a browser with nothing stored:
 * Belgrano's built-in chat opened from the header, the analytics events reaching this server's
 * collector with the session header, and a plate's own indicators.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { openPlate } from './storefront-steps.ts';

/** Belgrano opens 11:00–23:30 in Buenos Aires: a Tuesday at 13:00 there, so no closed-store modal. */
const BELGRANO_OPEN = new Date('2026-11-24T16:00:00Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Batch {
  readonly session: string;
  readonly events: readonly { name: string; branchId: string; bcId?: string; path: string; currency?: string }[];
}

/** Every batch the page posts to the collector, as the server receives it. */
function recordBatches(page: Page): Batch[] {
  const batches: Batch[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/analytics/events')) return;
    batches.push({ session: request.headers()['session-id'] ?? '', events: request.postDataJSON().events });
  });
  return batches;
}

const eventNames = (batches: readonly Batch[]) => batches.flatMap((batch) => batch.events.map((event) => event.name));

test('a store with the built-in chat opens it from the header; a store without one loads none of it', async ({
  page,
}) => {
  await page.clock.setFixedTime(BELGRANO_OPEN);
  const widgetRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chat/widget.js')) widgetRequests.push(request.url());
  });

  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(widgetRequests).toEqual([]);
  expect(await page.evaluate(() => 'ComandaChat' in window)).toBe(false);
  await expect(page.getByRole('button', { name: 'Chatear con el local' })).toHaveCount(0);

  await page.goto('/menu/belgrano');
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Belgrano' })).toBeVisible();
  const trigger = page
    .getByRole('list', { name: 'Redes y contacto' })
    .getByRole('button', { name: 'Chatear con el local' });
  await trigger.click();
  const chat = page.getByRole('dialog', { name: 'Chat con el local' });
  await expect(chat).toBeVisible();
  await expect(chat).toContainText('¡Hola! ¿En qué podemos ayudarte?');
  await expect(chat.getByRole('textbox', { name: 'Tu mensaje' })).toBeFocused();
  await expectNoAxeViolations(page);
  await chat.getByRole('textbox', { name: 'Tu mensaje' }).fill('¿Tienen opciones sin TACC?');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByRole('listitem').filter({ hasText: '¿Tienen opciones sin TACC?' })).toBeVisible();
  await expect(chat).toContainText('Este es el chat de demostración');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(trigger).toBeFocused();
  // Served by this server: one script, whatever the presses.
  expect(widgetRequests).toHaveLength(1);
});

test('the diner’s steps reach the analytics collector with the session, which the first link click keeps in a cookie', async ({
  page,
  context,
}) => {
  const batches = recordBatches(page);
  const countryRead = page.waitForRequest((request) => request.url().endsWith('/api/country/ar'));
  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  // The collector loads after the first screen and reads the branch's currency then.
  await countryRead;

  const dialog = await openPlate(page, 'Pizzas', 'Pizza napolitana');
  await dialog.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => eventNames(batches), { timeout: 15_000 }).toEqual(['ITEM_VIEW', 'ADD_ITEM']);
  const [first] = batches;
  expect(first?.session).toMatch(UUID);
  expect(first?.events).toEqual([
    expect.objectContaining({ name: 'ITEM_VIEW', branchId: 'br-palermo', bcId: 'bc-palermo-centro' }),
    expect.objectContaining({
      name: 'ADD_ITEM',
      branchId: 'br-palermo',
      bcId: 'bc-palermo-centro',
      path: '/menu/palermo-centro/delivery',
      currency: 'ARS',
      items: [expect.objectContaining({ id: 'plate-napolitana', quantity: 1 })],
    }),
  ]);
  expect((await context.cookies()).find((cookie) => cookie.name === 'comanda_analytics_session')).toBeUndefined();

  // The first link click (Instagram, in a new tab) starts the 10-minute session with the same id.
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Instagram del local' }).click();
  await (await popup).close();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'comanda_analytics_session');
  expect(cookie?.value).toBe(first?.session);
  const minutesLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 60_000;
  expect(minutesLeft).toBeGreaterThan(9);
  expect(minutesLeft).toBeLessThanOrEqual(10);
  // Hiding the page sends what waits at once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => eventNames(batches)).toContain('LINK_CLICK');
  expect(batches.at(-1)?.session).toBe(first?.session);
  expect(batches.at(-1)?.events).toEqual([
    expect.objectContaining({ name: 'LINK_CLICK', label: 'https://instagram.com/sabores' }),
  ]);
});

test('a plate’s page shows its own indicators, and an error when they cannot be read', async ({ page }) => {
  await page.clock.setFixedTime(BELGRANO_OPEN);
  await page.goto('/menu/belgrano');
  await appHasTakenOver(page);
  const pizzas = page.getByRole('region', { name: 'Pizzas', exact: true });
  await pizzas.getByRole('link', { name: 'Pizza napolitana', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza napolitana' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Indicadores del plato' })).toHaveText('Vegetariano');
  await expectNoAxeViolations(page);

  await page.route('**/api/entityindicators/**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.getByRole('button', { name: 'Volver al Menú' }).click();
  await pizzas.getByRole('link', { name: 'Pizza muzzarella', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pizza muzzarella' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No pudimos cargar los indicadores del plato.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar', exact: true })).toBeEnabled();
});
