/**
 * Big menu (benchmark 3): Palermo Centro's delivery menu replaced, in a bench-only
 * database, by 2,000 plates in 80 categories (images referenced, garnish groups on a third),
 * served by the production build; measured in Chromium (Playwright, phone viewport, no
 * throttling) with the Performance API: time until the first plate is on screen, the DOM size,
 * the longest task while scrolling top to bottom, chip tap → section shown, add to cart →
 * basket updated, and, with the CPU slowed down 4× (Chrome DevTools' throttling), a diet chip
 * pressed → the menu filtered and painted, and released → the whole menu again. Median of `--runs`
 * page loads (default 3).
 *
 *   pnpm bench:big-menu [--runs 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { menuHash, openDatabase, seedDemoData } from '@comanda/server';
import { chromium, type Page } from 'playwright';
import { machine, median, root, round, runsArgument, startComanda } from './lib.ts';

const CATEGORIES = 80;
const PLATES_PER_CATEGORY = 25;
const runs = runsArgument(3);

type Json = Record<string, unknown>;

/** 80 categories of 25 plates cloned from the demo menu's plates (their images and garnishes kept on a third). */
function bigMenu(content: { categories: Json[] }): Json {
  const samples = content.categories.flatMap((category) => (category.plates as Json[]) ?? []);
  const withGarnishes = samples.filter((plate) => ((plate.garnishGroups as unknown[] | undefined)?.length ?? 0) > 0);
  const withoutGarnishes = samples.filter((plate) => !((plate.garnishGroups as unknown[] | undefined)?.length ?? 0));
  const first = content.categories[0] ?? {};
  const categories = Array.from({ length: CATEGORIES }, (_, c) => ({
    ...first,
    id: `big-cat-${c}`,
    name: `Categoría ${c + 1}`,
    showName: `Categoría ${c + 1}`,
    plates: Array.from({ length: PLATES_PER_CATEGORY }, (_, p) => {
      const index = c * PLATES_PER_CATEGORY + p;
      const pool = index % 3 === 0 && withGarnishes.length > 0 ? withGarnishes : withoutGarnishes;
      const sample = pool[index % pool.length] ?? samples[0] ?? {};
      return {
        ...sample,
        id: `big-plate-${index}`,
        categoryId: `big-cat-${c}`,
        name: `${String(sample.name ?? 'Plato')} ${index + 1}`,
        showName: `${String(sample.showName ?? sample.name ?? 'Plato')} ${index + 1}`,
      };
    }),
  }));
  return { ...content, categories, remarkeds: [], upselleds: [] };
}

async function seedBigMenu(dataDir: string): Promise<void> {
  const pgliteDir = path.join(dataDir, 'pglite');
  // The server's own migrations and demo data, then the menu swapped with plain SQL.
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  await seedDemoData(handle.db);
  await handle.close();
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const { PGlite } = (await import(require.resolve('@electric-sql/pglite'))) as typeof import('@electric-sql/pglite');
  const client = new PGlite(pgliteDir);
  const mode = await client.query<{ menu_id: string }>("select menu_id from order_modes where id = 'om-pc-delivery'");
  const menuId = mode.rows[0]?.menu_id;
  if (!menuId) throw new Error('no menu for om-pc-delivery');
  const menu = await client.query<{ content: { categories: Json[] } }>('select content from menus where id = $1', [
    menuId,
  ]);
  const current = menu.rows[0]?.content;
  if (!current) throw new Error('menu row missing');
  const content = bigMenu(current);
  await client.query('update menus set content = $1, hash = $2 where id = $3', [
    JSON.stringify(content),
    menuHash(content),
    menuId,
  ]);
  await client.close();
}

declare global {
  interface Window {
    __bench: { firstPlate?: number; longTasks: { start: number; duration: number }[] };
  }
}

/** CPU slowdown of the diet filter's measure, as DevTools' "4× slowdown" of a mid-range phone. */
const DIET_CPU_SLOWDOWN = 4;

/**
 * The 'Vegetariano' chip pressed, then released, at 4× CPU: from the tap until the frame after the
 * one that drew the menu with the filter's count (the count and the sections change in one render).
 */
async function dietFilterTimes(page: Page): Promise<{ dietOn: number; dietOff: number }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const chip = page.locator('[data-slot="diet-chip"]', { hasText: 'Vegetariano' });
  await chip.waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: DIET_CPU_SLOWDOWN });
  try {
    const tap = (pressed: boolean) =>
      chip.evaluate(async (button, pressed) => {
        const status = () => button.closest('[data-slot="diet-chips"]')?.querySelector('[role="status"]');
        const drawn = () => (pressed ? (status()?.textContent ?? '') !== '' : status()?.textContent === '');
        const start = performance.now();
        (button as HTMLButtonElement).click();
        for (;;) {
          const done = drawn();
          // A frame's callbacks run before its paint; the task queued from them runs after it.
          await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          if (done) return performance.now() - start;
          if (performance.now() - start > 5000) return Number.NaN;
        }
      }, pressed);
    const dietOn = await tap(true);
    const dietOff = await tap(false);
    return { dietOn, dietOff };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'comanda-big-menu-'));
  await seedBigMenu(dataDir);
  const server = await startComanda(8395, undefined, { DATA_DIR: dataDir, SEED_DEMO_DATA: '0' });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const results: Record<string, number>[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // tsx (esbuild keepNames) wraps named functions in __name(); the page needs it too.
      await page.addInitScript('window.__name = (fn) => fn;');
      await page.addInitScript(() => {
        window.__bench = { longTasks: [] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-slot="plate-card"]')) {
            window.__bench.firstPlate = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${server.url}/menu/palermo-centro/delivery`);
      await page.locator('[data-slot="plate-card"]').first().waitFor();
      await page.waitForTimeout(500);
      const loaded = await page.evaluate(() => ({
        firstPlate: window.__bench.firstPlate ?? Number.NaN,
        domNodes: document.getElementsByTagName('*').length,
        plateCards: document.querySelectorAll('[data-slot="plate-card"]').length,
      }));
      // Scroll top → bottom a screen at a time, one step per frame; the longest task meanwhile.
      const scroll = await page.evaluate(async () => {
        const start = performance.now();
        let worstFrame = 0;
        let last = start;
        while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
          window.scrollBy(0, window.innerHeight);
          await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
          const now = performance.now();
          worstFrame = Math.max(worstFrame, now - last);
          last = now;
          if (now - start > 60_000) break;
        }
        const tasks = window.__bench.longTasks.filter((task) => task.start >= start);
        return {
          longestTask: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
          longTasks: tasks.length,
          worstFrame,
          scrollMs: performance.now() - start,
        };
      });
      // Back to the top, then the last category's chip: time until its section reaches the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const chipJump = await page.evaluate(async () => {
        const chips = document.querySelectorAll<HTMLButtonElement>('[data-slot="category-chip"]');
        const chip = chips[chips.length - 1];
        if (!chip) return Number.NaN;
        const start = performance.now();
        chip.click();
        for (;;) {
          await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
          // Looked up each frame: a virtualised menu renders the section only once it is near.
          const top = document.getElementById(`categoria-${chip.dataset.categoryId}`)?.getBoundingClientRect().top;
          if (top !== undefined && top >= -2 && top < window.innerHeight / 3) return performance.now() - start;
          if (performance.now() - start > 5000) return Number.NaN;
        }
      });
      // Add to cart: a plate without garnishes of the first category, its modal's add button,
      // until the basket's count changes.
      await page.evaluate(() => window.scrollTo(0, 0));
      const cards = page.locator('[data-slot="plate-card"] [data-slot="plate-card-action"]');
      let addToCart = Number.NaN;
      for (let index = 1; index < 6 && Number.isNaN(addToCart); index += 1) {
        await cards.nth(index).click();
        const add = page.getByRole('dialog').getByRole('button', { name: /^Agregar \$/ });
        await add.waitFor();
        addToCart = await add.evaluate(async (button) => {
          const count = () => document.querySelector('[data-slot="basket-count"]')?.textContent ?? '';
          const before = count();
          const start = performance.now();
          (button as HTMLButtonElement).click();
          for (;;) {
            await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
            if (count() !== before) return performance.now() - start;
            if (performance.now() - start > 3000) return Number.NaN;
          }
        });
        if (Number.isNaN(addToCart)) await page.keyboard.press('Escape');
      }
      const diet = await dietFilterTimes(page);
      results.push({ ...loaded, ...scroll, chipJump, addToCart, ...diet });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const m = (key: string) => median(results.map((result) => result[key] as number));
  console.log(`bench/big-menu.ts — ${machine()}`);
  console.log(
    `${CATEGORIES} categories × ${PLATES_PER_CATEGORY} plates; Chromium, 390×844, unthrottled but the diet filter (${DIET_CPU_SLOWDOWN}× CPU); median of ${runs} loads`,
  );
  console.table([
    { measure: 'first plate on screen (ms from navigation)', median: round(m('firstPlate')), goal: '≤ 1500' },
    { measure: 'DOM elements after load', median: m('domNodes'), goal: 'bounded' },
    { measure: 'plate cards in the DOM', median: m('plateCards'), goal: '' },
    { measure: 'longest task while scrolling (ms)', median: round(m('longestTask')), goal: '≤ 50' },
    { measure: 'long tasks while scrolling', median: m('longTasks'), goal: '0' },
    { measure: 'worst frame while scrolling (ms)', median: round(m('worstFrame')), goal: '' },
    { measure: 'chip tap → section shown (ms)', median: round(m('chipJump')), goal: '≤ 100' },
    { measure: 'add to cart → basket updated (ms)', median: round(m('addToCart')), goal: '≤ 100' },
    { measure: 'diet chip pressed → filtered menu painted, 4× CPU (ms)', median: round(m('dietOn')), goal: '≤ 100' },
    { measure: 'diet chip released → whole menu painted, 4× CPU (ms)', median: round(m('dietOff')), goal: '≤ 100' },
  ]);
}

await main();
