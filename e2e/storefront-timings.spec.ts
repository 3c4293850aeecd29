/**
 * Diner §9's timings as a diner meets them, from a browser with nothing stored, through the
 * screens only: the store search and the address suggestions ask once, 500 ms after the last
 * keystroke, a modal closes with its 190 ms animation, and a toast shows bottom-centre for 3 s.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import { addJuicyBurger, burgerToCheckout } from './storefront-steps.ts';

/** Diner §9: suggestion and store-search debounce. */
const DEBOUNCE_MS = 500;
/** A keystroke every 120 ms: well inside the debounce, so only the last text is asked for. */
const TYPING_DELAY_MS = 120;

/** Each request whose path is `path`, with the query parameter `name` and when it left. */
function recordRequests(page: Page, path: string, name: string) {
  const sent: { value: string | null; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === path && url.searchParams.has(name))
      sent.push({ value: url.searchParams.get(name), at: Date.now() });
  });
  return sent;
}

/** Types `text` key by key; answers when the last key went in (pressed alone: no delay follows it). */
async function typeSlowly(field: Locator, text: string): Promise<number> {
  await field.pressSequentially(text.slice(0, -1), { delay: TYPING_DELAY_MS });
  await field.press(text.slice(-1));
  return Date.now();
}

test('the store search asks once for what was typed, 500 ms after the last keystroke; the modal closes in 190 ms', async ({
  page,
}) => {
  await page.goto('/menu/sabores-palermo');
  await appHasTakenOver(page);
  const whereAreYou = page.getByRole('dialog', { name: '¿Dónde estás?' });
  await expect(whereAreYou).toBeVisible();
  // The closing dialog and its overlay run their animations for 190 ms before they go.
  const closing = await page.evaluate(async () => {
    const dialog = document.querySelector('[role="dialog"]');
    const cancel = [...(dialog?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'CANCELAR');
    cancel?.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return [dialog, dialog?.previousElementSibling].map((element) =>
      (element?.getAnimations() ?? []).map((animation) => animation.effect?.getTiming().duration),
    );
  });
  expect(closing).toEqual([[190], [190]]);
  await expect(whereAreYou).toBeHidden();

  const searches = recordRequests(page, '/api/diner/branches/br-palermo/branchcontacts', 'search');
  const lastKey = await typeSlowly(page.getByRole('searchbox', { name: 'Buscar Local' }), 'norte');
  await expect(page.getByRole('link', { name: /Sabores Palermo Centro/ })).toBeHidden();
  await expect(page.getByRole('link', { name: /Sabores Palermo Norte/ })).toBeVisible();
  expect(searches.map((request) => request.value)).toEqual(['norte']);
  expect(searches[0]?.at ?? 0).toBeGreaterThanOrEqual(lastKey + DEBOUNCE_MS - 50);
});

test('the address suggestions ask once for what was typed, 500 ms after the last keystroke', async ({ page }) => {
  await burgerToCheckout(page, 'palermo-centro');
  await page.getByRole('region', { name: 'MI DIRECCIÓN' }).getByRole('button', { name: 'Ingresar dirección' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('tab', { name: 'Mi ubicación' }).click();
  const searches = recordRequests(page, '/api/geocode/search', 'q');
  const lastKey = await typeSlowly(modal.getByRole('combobox', { name: 'Buscar dirección' }), 'honduras 4800');
  await expect(modal.getByRole('option', { name: /^Honduras 4800/ })).toBeVisible();
  expect(searches.map((request) => request.value)).toEqual(['honduras 4800']);
  expect(searches[0]?.at ?? 0).toBeGreaterThanOrEqual(lastKey + DEBOUNCE_MS - 50);
});

test('a toast shows at the bottom centre and closes by itself 3 s later', async ({ page }) => {
  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);
  await stampToasts(page);
  await addJuicyBurger(page);
  // A pointer resting on a toast keeps it open: away from it.
  await page.mouse.move(0, 0);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Agregaste Hamburguesa clásica a tu pedido' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no toast box');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(box.y).toBeGreaterThan(viewport.height / 2);

  await expect(toast).toHaveCount(0, { timeout: 5000 });
  const { shown, closing } = await page.evaluate(() => (window as unknown as { toastTimes: ToastTimes }).toastTimes);
  if (shown === undefined || closing === undefined) throw new Error('the toast was not stamped');
  // Its 3 s, and not much more than them (a busy machine's timers run late, never early).
  expect(closing - shown).toBeGreaterThanOrEqual(2950);
  expect(closing - shown).toBeLessThan(4500);
});

interface ToastTimes {
  shown?: number;
  closing?: number;
}

/**
 * The page notes when a toast appears and when it starts to close (Sonner marks it removed, then
 * drops it after its animation): the page's own clock, which Playwright's polling would delay.
 */
async function stampToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times: ToastTimes = {};
    Object.assign(window, { toastTimes: times });
    new MutationObserver(() => {
      const toast = document.querySelector('[data-sonner-toast]');
      if (toast && times.shown === undefined) times.shown = performance.now();
      const closing = !toast || toast.getAttribute('data-removed') === 'true';
      if (closing && times.shown !== undefined && times.closing === undefined) times.closing = performance.now();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-removed'] });
  });
}
