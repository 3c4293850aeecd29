/**
 * A loyalty partner's user (diner §6, §7 `POST /api/external-benefits/{partner}`), from a browser
 * with nothing stored: the partner's link opens the menu, the benefit shows on the checkout's
 * ticket, and the order is created with it, the server having asked the sandbox partner again.
 */
import { demoLoyaltyPartners } from '@comanda/api/demo';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { addJuicyBurger } from './storefront-steps.ts';

const CENTRO = 'palermo-centro';

// Whole journeys through the menu, the cart and the checkout (and a toast's wait).
test.beforeEach(() => test.slow());
const club = demoLoyaltyPartners[0];
const member = club?.members[0];
const benefit = member?.benefits[0];

async function burgerToTakeAwayCheckout(page: Page, query: string): Promise<void> {
  await page.goto(`/menu/${CENTRO}/take_away${query}`);
  await appHasTakenOver(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
}

test("the partner's member orders with the benefit the partner grants", async ({ page }) => {
  if (!club || !member || !benefit) throw new Error('the demo has no sandbox loyalty partner');
  const link = new URLSearchParams({ partner: club.name, externalUserId: member.externalUserId, token: member.token });
  await burgerToTakeAwayCheckout(page, `?${link}`);
  // The token left the address bar as soon as the menu read it.
  expect(page.url()).not.toContain(member.token);

  // Hamburguesa clásica $ 9.500, the member's 15 % takes $ 1.425 off.
  const ticket = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(ticket.locator('[data-kind="discount"]')).toContainText(benefit.name);
  await expect(ticket.locator('[data-kind="discount"]')).toContainText('-$ 1.425');
  await expect(ticket.locator('[data-kind="total"]')).toContainText('$ 8.075');
  await expectNoAxeViolations(page);

  await page.getByLabel('Nombre', { exact: true }).fill('Socia del Club');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 2345-6790');
  await page.getByLabel('¿Con cuánto abonás?').fill('10000');
  await page.getByRole('button', { name: 'Confirmar pedido $ 8.075' }).click();

  await expect(page).toHaveURL(new RegExp(`/menu/${CENTRO}/order/[0-9A-Z-]+\\?access=`));
  const code = new URL(page.url()).pathname.split('/').at(-1);
  const access = new URL(page.url()).searchParams.get('access');
  const order = await (await page.request.get(`/api/diner/${CENTRO}/order/${code}?access=${access}`)).json();
  expect(order).toMatchObject({
    total: 807500,
    discounts: [{ name: benefit.name, amount: 142500 }],
    externalBenefit: { partnerName: club.name, externalBenefitType: benefit.externalBenefitType },
  });
});

test('a link with a token the partner does not know shows no benefit and orders at the full price', async ({
  page,
}) => {
  if (!club || !member) throw new Error('the demo has no sandbox loyalty partner');
  const link = new URLSearchParams({
    partner: club.name,
    externalUserId: member.externalUserId,
    token: 'not-the-token',
  });
  await burgerToTakeAwayCheckout(page, `?${link}`);
  const ticket = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(ticket.locator('[data-kind="total"]')).toContainText('$ 9.500');
  await expect(ticket.locator('[data-kind="discount"]')).toHaveCount(0);
});
