/**
 * The menu filtered by diet, from a browser with nothing stored: the chips come from the indicators
 * the menu's plates carry, a pressed chip leaves only the plates that carry it in every section and
 * in 'Lo más destacado', and the choice is kept for that store across a reload, not for another.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';

/** Belgrano opens 11:00–23:30 in Buenos Aires: a Tuesday at 13:00 there, so no closed-store modal. */
const BELGRANO_OPEN = new Date('2026-11-24T16:00:00Z');

const dietChips = (page: Page) => page.getByRole('group', { name: 'Filtrar por dieta' });
/** The names of the plates in the sections, in the menu's order. */
const sectionPlates = (page: Page) => page.locator('[data-slot="menu-sections"] [data-slot="plate-card-action"]');
const highlightPlates = (page: Page) =>
  page.getByRole('region', { name: 'Lo más destacado' }).locator('[data-slot="plate-card-action"]');

const VEGETARIAN_PLATES = ['Pizza muzzarella', 'Pizza napolitana', 'Hamburguesa de lentejas'];

test('a diet chip filters every section and the highlights; the choice is kept per store across a reload', async ({
  page,
}) => {
  await page.clock.setFixedTime(BELGRANO_OPEN);
  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);
  // One chip per indicator that the menu's plates carry, in the indicator list's order.
  await expect(dietChips(page).getByRole('button')).toHaveText(['Nuevo', 'Picante', 'Sin TACC', 'Vegetariano']);
  await expect(sectionPlates(page)).toHaveCount(12);
  await expect(highlightPlates(page)).toHaveText(['Pizza muzzarella', 'Hamburguesa clásica', /^Empanada de carne/]);

  await dietChips(page).getByRole('button', { name: 'Vegetariano' }).click();
  await expect(dietChips(page).getByRole('button', { name: 'Vegetariano' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sectionPlates(page)).toHaveText(VEGETARIAN_PLATES);
  await expect(highlightPlates(page)).toHaveText(['Pizza muzzarella']);
  await expect(page.getByRole('navigation', { name: 'Categorías' }).getByRole('button')).toHaveText([
    'Pizzas',
    'Hamburguesas',
  ]);
  await expect(page.getByRole('region', { name: 'Bebidas', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Two chips: the plates that carry both.
  await dietChips(page).getByRole('button', { name: 'Picante' }).click();
  await expect(sectionPlates(page)).toHaveText(['Hamburguesa de lentejas']);
  // Its four indicators show as short names, read with their full names.
  await expect(page.getByRole('button', { name: 'Hamburguesa de lentejas', exact: true })).toHaveAccessibleDescription(
    /Vegetariano Sin TACC Picante Nuevo/,
  );
  await expect(page.getByRole('region', { name: 'Lo más destacado' })).toHaveCount(0);
  await dietChips(page).getByRole('button', { name: 'Picante' }).click();
  await expect(sectionPlates(page)).toHaveText(VEGETARIAN_PLATES);

  // Kept for this store across a reload: the server's screen shows the whole menu, the browser's filters it.
  await page.reload();
  await appHasTakenOver(page);
  await expect(dietChips(page).getByRole('button', { name: 'Vegetariano' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sectionPlates(page)).toHaveText(VEGETARIAN_PLATES);
  await expect(highlightPlates(page)).toHaveText(['Pizza muzzarella']);

  // Not for another store: Belgrano shows its whole menu with no chip pressed.
  await page.goto('/menu/belgrano');
  await appHasTakenOver(page);
  await expect(dietChips(page).getByRole('button')).toHaveText(['Picante', 'Vegetariano']);
  await expect(dietChips(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(sectionPlates(page).filter({ hasText: 'Empanada de jamón y queso' })).toHaveCount(1);

  // Cleared on Palermo, the whole menu is back after a reload too.
  await page.goto('/menu/palermo-centro/delivery');
  await appHasTakenOver(page);
  await dietChips(page).getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(sectionPlates(page)).toHaveCount(12);
  await page.reload();
  await appHasTakenOver(page);
  await expect(dietChips(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(sectionPlates(page)).toHaveCount(12);
});
