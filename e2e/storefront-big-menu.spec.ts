/**
 * A long menu: Palermo Centro's delivery menu answered with 30 categories of 20 plates
 * cloned from its own (the document's answer to the menu read is left out, so the page asks for it). Only the sections near the viewport are in the DOM; the chips still reach
 * every section, the focus stays on a card scrolled away, and Tab walks the plates in order.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { withoutDocumentAnswers } from './document-answers.ts';

const CATEGORIES = 30;
const PLATES_PER_CATEGORY = 20;

type Json = Record<string, unknown>;

async function serveBigMenu(page: Page) {
  await withoutDocumentAnswers(page);
  await page.route(/\/api\/diner\/palermo-centro\/menu\/[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const menu = (await response.json()) as { categories: Json[] };
    const samples = menu.categories.flatMap((category) => (category.plates as Json[]) ?? []);
    const first = menu.categories[0] ?? {};
    const categories = Array.from({ length: CATEGORIES }, (_, c) => ({
      ...first,
      id: `big-cat-${c}`,
      name: `Categoría ${c + 1}`,
      showName: `Categoría ${c + 1}`,
      plates: Array.from({ length: PLATES_PER_CATEGORY }, (_, p) => {
        const sample = samples[(c * PLATES_PER_CATEGORY + p) % samples.length] ?? {};
        return {
          ...sample,
          id: `big-plate-${c}-${p}`,
          categoryId: `big-cat-${c}`,
          showName: `Plato ${c + 1}.${p + 1}`,
        };
      }),
    }));
    await route.fulfill({ response, json: { ...menu, categories, remarkeds: [], upselleds: [] } });
  });
}

const cards = (page: Page) => page.locator('[data-slot="plate-card"]');

/** Scrolls down a screen at a time, as a thumb would and without moving the focus, until the card is drawn. */
async function scrollUntilDrawn(page: Page, card: Locator) {
  for (let step = 0; step < 100 && (await card.count()) === 0; step += 1) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(50);
  }
  await card.scrollIntoViewIfNeeded();
}

test.beforeEach(async ({ page }) => {
  await serveBigMenu(page);
  await page.goto('/menu/palermo-centro/delivery');
  await expect(page.getByRole('button', { name: 'Plato 1.1', exact: true })).toBeVisible();
  // Its first sections show whole while the virtualiser's code loads (MenuSections.tsx); the tests
  // are of the virtualised menu that follows.
  await expect(page.locator('[data-slot="menu-sections"]')).toHaveAttribute('data-state', 'virtual');
});

test('a long menu keeps only the sections near the screen in the DOM; a chip reaches the last one', async ({
  page,
}) => {
  expect(await cards(page).count()).toBeLessThan((CATEGORIES * PLATES_PER_CATEGORY) / 4);
  await expect(page.getByRole('region', { name: `Categoría ${CATEGORIES}`, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const chip = page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('button', { name: `Categoría ${CATEGORIES}` });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-current', 'true');
  const last = page.getByRole('region', { name: `Categoría ${CATEGORIES}`, exact: true });
  await expect(last).toBeInViewport();
  await expect(last.getByRole('button', { name: `Plato ${CATEGORIES}.1`, exact: true })).toBeInViewport();
  expect(await cards(page).count()).toBeLessThan((CATEGORIES * PLATES_PER_CATEGORY) / 4);
  await expectNoAxeViolations(page);
});

test('a focused card keeps the focus when the page scrolls far away from it', async ({ page }) => {
  const plate = page.getByRole('button', { name: 'Plato 1.2', exact: true });
  await plate.focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  // The middle of the menu is drawn (where its sections meet depends on the cards' measured
  // heights), and the first section's other cards are gone.
  await expect(page.getByRole('region', { name: /^Categoría 1[4-6]$/ }).first()).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Plato 1.10', exact: true })).toHaveCount(0);
  await expect(plate).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Plato 1.3', exact: true })).toBeFocused();
});

test('Tab goes from the last plate of a category to the first of the next one', async ({ page }) => {
  const last = page.getByRole('button', { name: `Plato 1.${PLATES_PER_CATEGORY}`, exact: true });
  await scrollUntilDrawn(page, last);
  await last.focus();
  await page.keyboard.press('Tab');
  const next = page.getByRole('button', { name: 'Plato 2.1', exact: true });
  await expect(next).toBeFocused();
  await expect(next).toBeInViewport();
  // And on through the whole next category, each card brought into view in turn.
  for (let plate = 2; plate <= PLATES_PER_CATEGORY; plate += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Plato 3.1', exact: true })).toBeFocused();
});

test("a plate's dialog opened far down gives the focus back to its card, drawn again, after the page scrolled away", async ({
  page,
}) => {
  const section = page.getByRole('region', { name: 'Categoría 15', exact: true });
  const plate = section.getByRole('button', { name: 'Plato 15.3', exact: true });
  await scrollUntilDrawn(page, plate);
  await expect(plate).toBeInViewport();
  // A tap that moves no focus (as on a phone's browser), then the page goes back to the top
  // behind the dialog: the card's section is no longer near the screen.
  await plate.dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: 'Plato 15.3' });
  await expect(dialog).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  // The dialog hides the page from the accessibility tree: the section is looked up in it anyway.
  await expect(page.getByRole('region', { name: 'Categoría 1', exact: true, includeHidden: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(plate).toBeFocused();
  await expect(plate).toBeInViewport();
});
