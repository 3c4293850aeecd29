/**
 * Diner §5 and §7: the checkout reads the order mode's schedule with
 * `GET /api/ordermode/schedule/{orderModeId}`, and until it arrives says
 * 'Estamos calculando los horarios del local, aguarde unos momentos.', which also refuses a submit.
 * From a browser with nothing stored; the schedule's answer is only held back, never made up.
 */
import { expect, type Route, test } from '@playwright/test';
import { burgerToCheckout } from './storefront-steps.ts';

const NORTE = 'palermo-norte';
/** Palermo Norte is open on a Tuesday at lunch (Buenos Aires); its delivery also takes scheduled orders. */
const TUESDAY_LUNCH = new Date('2026-11-24T13:00:00-03:00');
const CALCULATING = 'Estamos calculando los horarios del local, aguarde unos momentos.';

test('the checkout says it is calculating the hours until the mode schedule arrives', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scheduleCalls: string[] = [];
  await page.route('**/api/ordermode/schedule/**', async (route: Route) => {
    scheduleCalls.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.clock.setFixedTime(TUESDAY_LUNCH);
  await burgerToCheckout(page, NORTE);

  await expect(page.getByText(CALCULATING)).toBeVisible();
  expect(scheduleCalls).toContain('/api/ordermode/schedule/om-pn-delivery');
  // A submit meanwhile is refused with the same words, in an error toast.
  await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: CALCULATING })).toBeVisible();

  release();
  const selector = page.locator('[data-slot="schedule-selector"]');
  await expect(selector.getByText(CALCULATING)).toHaveCount(0);
  await selector.getByRole('radio', { name: 'Programado' }).check();
  await expect(selector.getByLabel('Día')).toBeVisible();
});
