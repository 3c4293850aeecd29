/**
 * Reorder in one tap: an order placed through the screens and delivered by the venue (the staff
 * API) is ordered again from its follow-up page and from 'Mis pedidos'. The server rebuilds its
 * lines against today's menu; with nothing changed the cart holds them again, in the order's mode,
 * and the diner is on the checkout. (What changed or is gone is said by the server's answer:
 * `apps/server/test/reorder.test.ts`, and shown by `ReorderNoticesModal`'s stories.)
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { signInFromMenu } from './diner-sign-in.ts';
import { appHasTakenOver } from './document-answers.ts';
import { ALIAS, newPhone } from './logistics-fixtures.ts';
import { deliver } from './placed-orders.ts';
import { addJuicyBurger } from './storefront-steps.ts';

const checkoutHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' });

/** A take-away juicy burger ordered through the menu, the cart and the checkout: answers its code. */
async function orderABurger(page: Page, phone: string): Promise<string> {
  await page.goto(`/menu/${ALIAS}/take_away`);
  await appHasTakenOver(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(checkoutHeading(page)).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana Pérez');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(phone);
  await page.getByLabel('¿Con cuánto abonás?').fill('20000');
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Pedido / });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace(/^Pedido /, '').trim();
}

/** On the checkout with the burger back in the cart, in the take-away mode. */
async function expectBurgerAtCheckout(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/menu/${ALIAS}/checkout$`));
  await expect(checkoutHeading(page)).toBeVisible();
  await expect(page.getByText('Hamburguesa clásica').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Confirmar pedido \$ 9\.500/ })).toBeVisible();
}

test("a delivered order is ordered again in one tap from its follow-up page and from 'Mis pedidos'", async ({
  page,
  request,
}) => {
  test.slow();
  const phone = newPhone();
  const code = await orderABurger(page, phone);
  const followUp = page.url();
  // Not delivered yet: nothing to repeat.
  await expect(page.getByRole('button', { name: 'Repetir pedido' })).toHaveCount(0);

  await deliver(request, code);
  await page.goto(followUp);
  await appHasTakenOver(page);
  await page.getByRole('button', { name: 'Repetir pedido' }).click();
  await expectBurgerAtCheckout(page);
  await expectNoAxeViolations(page);

  // From 'Mis pedidos' of the signed-in diner: the cart is replaced by the order's lines, not added to.
  await page.goto(`/menu/${ALIAS}/take_away`);
  await appHasTakenOver(page);
  await signInFromMenu(page, phone);
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('dialog', { name: 'Mi cuenta' }).getByRole('button', { name: 'Mis pedidos' }).click();
  const orders = page.getByRole('dialog', { name: 'Mis pedidos' });
  const repeat = orders.getByRole('button', { name: 'Repetir pedido' });
  await expect(repeat).toHaveCount(1);
  await expect(repeat).toHaveAccessibleDescription(new RegExp(code));
  await expectNoAxeViolations(page);
  await repeat.click();
  await expect(orders).toBeHidden();
  await expectBurgerAtCheckout(page);
});
