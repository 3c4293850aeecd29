/**
 * Works from 320 px wide up: every page of the diner journey on the narrowest phone in
 * use. Nothing may push the page sideways, and every control must sit inside the screen, except
 * inside the rows meant to scroll sideways (category chips, 'Lo más destacado').
 */
import { randomUUID } from 'node:crypto';
import { type CreateOrderInput, toWireCartItem } from '@comanda/api';
import { palermoMenu } from '@comanda/api/demo';
import { type CartItem, emptyCartState, serializeCart } from '@comanda/domain/cart';
import { buildCartItem } from '@comanda/domain/plate';
import { storageKeys } from '@comanda/storefront/storage';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const ALIAS = 'palermo-centro';
const WIDTH = 320;

test.use({ viewport: { width: WIDTH, height: 640 } });

function flan(): CartItem {
  const postres = palermoMenu.categories.find((category) => category.id === 'cat-postres');
  const plate = postres?.plates.find((candidate) => candidate.id === 'plate-flan');
  if (!postres || !plate) throw new Error('the demo menu has no flan');
  const built = buildCartItem(
    plate,
    { sizeId: 'size-flan', quantity: 1, notes: '', garnishes: [] },
    { categoryShowName: postres.showName },
  );
  if (!built.ok) throw new Error(built.message);
  return built.item;
}

/** Controls outside the screen (ignoring sideways-scrolling rows) and the page's own overflow. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-slot') ? `[data-slot=${element.getAttribute('data-slot')}]` : ''}`;
    if (root.scrollWidth > width) {
      // Name the outermost elements that stick out, so the report points at the culprit.
      const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
        const parent = element.parentElement;
        return (
          element.getBoundingClientRect().right > width + 1 &&
          parent !== null &&
          parent.getBoundingClientRect().right <= width + 1
        );
      });
      problems.push(`the page scrolls sideways (${root.scrollWidth} px): ${culprits.map(describe).join(', ')}`);
    }
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element?.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const controls = document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || scrollsSideways(control)) continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        problems.push(
          `${control.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
        );
      }
    }
    return problems;
  }, WIDTH);
}

async function expectFits(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  // Polled: a lazy route's stylesheet can land a frame after its first paint.
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await expectNoAxeViolations(page);
}

test('the diner journey fits a 320 px screen', async ({ page, request }) => {
  // Every screen of the journey is checked by axe as well: a long test.
  test.slow();
  await page.addInitScript(
    ({ key, value }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    {
      key: storageKeys.cart,
      value: serializeCart(
        { ...emptyCartState, items: [flan()], mode: 'om-pc-takeaway', paymentType: 'pt-cash' },
        ALIAS,
        Date.now(),
      ),
    },
  );

  await page.goto('/');
  await expectFits(page, page.getByRole('heading', { level: 1 }).first());

  await page.goto('/menu/sabores');
  await expectFits(page, page.getByRole('heading', { level: 1 }).first());

  await page.goto(`/menu/${ALIAS}/delivery`);
  await expectFits(page, page.getByText('Ver mi pedido').first());

  await page.goto(`/menu/${ALIAS}/preview`);
  await expectFits(page, page.getByRole('heading', { level: 1, name: 'Mi pedido' }));

  await page.goto(`/menu/${ALIAS}/checkout`);
  await expectFits(page, page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }));

  const order: CreateOrderInput = {
    idempotencyKey: `e2e-narrow-${randomUUID()}`,
    items: [toWireCartItem(flan())],
    type: 'TAKE_AWAY',
    price: 420_000,
    phone: '11 5555-0002',
    customerName: 'Juana Pérez',
    orderModeId: 'om-pc-takeaway',
    paymentType: 'pt-cash',
    branchContact: 'bc-palermo-centro',
    paysWith: 500_000,
  };
  const created = await request.post('/api/order', { data: order });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { code, accessToken } = ((await created.json()) as { data: { code: string; accessToken: string } }).data;

  await page.goto(`/menu/${ALIAS}/order/${encodeURIComponent(code)}?access=${accessToken}`);
  await expectFits(page, page.getByRole('region', { name: 'Estado del pedido' }));

  // The venue delivers it: the survey opens.
  for (const status of ['ACCEPTED', 'READY', 'DELIVERED']) {
    const moved = await request.put(`/api/staff/orders/${encodeURIComponent(code)}/status`, {
      headers: { Authorization: 'Bearer dev-staff-token' },
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  await page.goto(`/encuesta/${ALIAS}/${encodeURIComponent(code)}?access=${accessToken}`);
  await expectFits(page, page.getByRole('heading', { level: 1, name: 'Califica tu pedido' }));
});
