/**
 * A payment link at a store without an orders console (diner §4 "Submission", §8), from a browser
 * with nothing stored: the order goes to the venue as the messaging-app text, and the text
 * carries the link where the order is paid. When the link or the text fails, the diner is told
 * with the spec's words.
 */
import { demoBranchContacts } from '@comanda/api/demo';
import { closedStoreModalTitle, orderingStatus } from '@comanda/domain/schedule';
import { expect, type Page, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import { addJuicyBurger } from './storefront-steps.ts';

const NORTE = 'palermo-norte';

// Whole journeys through the menu, the cart and the checkout (and a toast's wait).
test.beforeEach(() => test.slow());
const WHATSAPP = /^https:\/\/wa\.me\/5491148005678\?text=/;

const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message }).first();
const handedOffText = (page: Page) => decodeURIComponent(new URL(page.url()).searchParams.get('text') ?? '');

/** Palermo Norte's take-away menu, its closed-store notice put away when the store is closed now. */
async function openNorteTakeAway(page: Page): Promise<void> {
  const norte = demoBranchContacts.find((contact) => contact.id === 'bc-palermo-norte');
  const takeAway = norte?.orderModes.find((mode) => mode.id === 'om-pn-takeaway');
  if (!norte || !takeAway) throw new Error('the demo has no Palermo Norte take-away');
  const status = orderingStatus({
    mode: takeAway,
    workingDays: norte.workingDays,
    now: new Date(),
    timeZone: 'America/Argentina/Buenos_Aires',
  });
  await page.goto(`/menu/${NORTE}/take_away`);
  await appHasTakenOver(page);
  if (status.banner) {
    const notice = page.getByRole('dialog', { name: closedStoreModalTitle(status) });
    await notice.getByRole('button').last().click();
    await expect(notice).toBeHidden();
  }
}

/** A burger ordered for later, paid by link, up to the submit. */
async function orderBurgerByLink(page: Page): Promise<void> {
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  await openNorteTakeAway(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
  await page.getByRole('radio', { name: 'Programado' }).check();
  // The day's last time: the first may pass its lead time while a loaded machine sends the order.
  const hour = page.getByLabel('Horario');
  await expect(hour).not.toHaveValue('');
  await hour.selectOption((await hour.locator('option').last().getAttribute('value')) ?? '');
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6789');
  await page.getByRole('radio', { name: 'Pago con link' }).check();
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
}

test('the venue receives the order text with the payment link in it', async ({ page, baseURL }) => {
  await orderBurgerByLink(page);
  await expect(page).toHaveURL(WHATSAPP);
  const text = handedOffText(page);
  expect(text).toContain('1 x Hamburguesa clásica');
  expect(text).toContain('Pago: Pago con link');
  const paymentLink = /\n\nLink de pago: (\S+)$/.exec(text)?.[1] ?? '';
  expect(paymentLink.startsWith(`${baseURL}/api/payments/sandbox/checkout/`)).toBe(true);

  // Whoever opens the link from the chat reaches the provider's page for this order.
  const code = /Pedido: (\S+)/.exec(text)?.[1] ?? '';
  await page.goto(paymentLink);
  await expect(page.getByText(`Pedido ${code}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprobar pago' })).toBeVisible();
});

test('without a payment link the order text still goes, after the diner is told', async ({ page }) => {
  await page.route('**/api/paymenturl**', (route) => route.fulfill({ status: 503, body: '' }));
  await orderBurgerByLink(page);
  await expect(toast(page, 'Error generando link de pago, inténtelo nuevamente más tarde.')).toBeVisible();
  await expect(page).toHaveURL(WHATSAPP);
  const text = handedOffText(page);
  expect(text).toContain('Hamburguesa clásica');
  expect(text).not.toContain('Link de pago');
});

test('without the text to send the diner is told and stays with the order', async ({ page }) => {
  // A link answered without the order text that carries it.
  await page.route('**/api/paymenturl**', async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { url: answer.url, token: answer.token } });
  });
  await orderBurgerByLink(page);
  await expect(
    toast(page, 'Hubo un error generando el link de pago o el texto a enviar, inténtelo en unos minutos.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/menu/${NORTE}/order/[0-9A-Z-]+\\?access=`));
});
