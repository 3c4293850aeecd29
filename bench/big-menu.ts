/**
 * Big menu (benchmark 3): Palermo Centro's delivery menu replaced, in a bench-only
 * database, by 2,000 plates in 80 categories (images referenced, garnish groups on a third),
 * served by the production build; measured in Chromium (Playwright, phone viewport, no
 * throttling) with the Performance API: time until the first plate is on screen, the DOM size,
 * the longest task while scrolling top to bottom, chip tap → section shown, add to cart →
 * basket updated, and, with the CPU slowed down 4× (Chrome DevTools' throttling), a diet chip
 * tapped (a touch) → the menu filtered and painted, and again → the whole menu, each also as
 * Event Timing's interaction duration. Median of `--runs` page loads (default 3) per build.
 *
 *   pnpm bench:big-menu [--runs 3] [--builds before=DIR,after=apps] [--trace DIR]
 *
 * `--builds`: compares saved builds in one run as `bench/lighthouse.ts` does, each served by a
 * server of its own and loaded in turns; the last column is the last build's median over the first's.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { menuHash, openDatabase, seedDemoData } from '@comanda/server';
import { type Browser, chromium, type Page } from 'playwright';
import {
  argument,
  buildsArgument,
  freePort,
  loadAverage,
  machine,
  median,
  openPglite,
  type RunningServer,
  round,
  runsArgument,
  startComanda,
} from './lib.ts';

const CATEGORIES = 80;
const PLATES_PER_CATEGORY = 25;
const runs = runsArgument(3);
const builds = buildsArgument();
const traceDir = argument('--trace');

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
  const client = await openPglite(pgliteDir);
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
    __dietTap?: Promise<TapTimes>;
  }
}

/** A diet chip's tap: until the filtered (or whole) menu is painted, and Event Timing's interaction. */
interface TapTimes {
  readonly painted: number;
  readonly interaction: number;
}

/** CPU slowdown of the diet filter's measure, as DevTools' "4× slowdown" of a mid-range phone. */
const DIET_CPU_SLOWDOWN = 4;
/** Presses and releases of the chip per page load. */
const DIET_TAPS = 3;

/**
 * Arms the page for the chip's next tap: from the finger's lift (its pointerup: a button acts on
 * release, and how long a finger rests on the glass is the diner's, not the page's; here it is
 * Playwright's delay between the touch's start and end) until the frame that drew the menu with
 * the filter's count has been painted (the count and the sections change in one commit; a task
 * queued from the next frame's callbacks runs after that paint), and the longest Event Timing entry
 * of the tap's interaction (an event of the tap to the next paint after its handlers, INP's measure).
 */
function armTap(button: Element, pressed: boolean): void {
  const status = button.closest('[data-slot="diet-chips"]')?.querySelector('[role="status"]');
  window.__dietTap = new Promise<TapTimes>((resolve) => {
    let start = Number.NaN;
    button.addEventListener('pointerup', (event) => (start = event.timeStamp), { once: true, capture: true });
    const entries: PerformanceEventTiming[] = [];
    const events = new PerformanceObserver((list) => entries.push(...(list.getEntries() as PerformanceEventTiming[])));
    // durationThreshold: Event Timing's (not yet in TypeScript's DOM types); 16 ms is its least.
    events.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const finish = (painted: number) => {
      changes.disconnect();
      // Event Timing reports an interaction after its paint has been presented.
      setTimeout(() => {
        entries.push(...(events.takeRecords() as PerformanceEventTiming[]));
        events.disconnect();
        const tap = entries.filter((entry) => entry.interactionId > 0);
        resolve({ painted, interaction: Math.max(16, ...tap.map((entry) => entry.duration)) });
      }, 500);
    };
    const changes = new MutationObserver(() => {
      if ((status?.textContent !== '') !== pressed) return;
      requestAnimationFrame(() => setTimeout(() => finish(performance.now() - start), 0));
    });
    if (status) changes.observe(status, { childList: true, subtree: true, characterData: true });
    setTimeout(() => finish(Number.NaN), 10_000);
  });
}

/**
 * The 'Vegetariano' chip tapped at 4× CPU: pressed, then released, `DIET_TAPS` times; medians of
 * each. With `--trace DIR`, each tap's performance trace is written to `DIR/<save>-<on|off>-<tap>.json`
 * (DevTools' Performance panel opens it).
 */
async function dietFilterTimes(page: Page, save: string): Promise<Record<string, number>> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const chip = page.locator('[data-slot="diet-chip"]', { hasText: 'Vegetariano' });
  await chip.waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: DIET_CPU_SLOWDOWN });
  const taps: Record<'on' | 'off', TapTimes[]> = { on: [], off: [] };
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  try {
    for (let tap = 0; tap < DIET_TAPS * 2; tap += 1) {
      const pressed = tap % 2 === 0;
      await chip.evaluate(armTap, pressed);
      const file = `${save}-${pressed ? 'on' : 'off'}-${Math.floor(tap / 2) + 1}.json`;
      if (traceDir)
        await page
          .context()
          .browser()
          ?.startTracing(page, { path: path.join(traceDir, file) });
      await chip.tap();
      taps[pressed ? 'on' : 'off'].push(await page.evaluate(() => window.__dietTap as Promise<TapTimes>));
      if (traceDir) await page.context().browser()?.stopTracing();
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const of = (list: TapTimes[], key: keyof TapTimes) => median(list.map((times) => times[key]));
  return {
    dietOn: of(taps.on, 'painted'),
    dietOff: of(taps.off, 'painted'),
    dietOnInteraction: of(taps.on, 'interaction'),
    dietOffInteraction: of(taps.off, 'interaction'),
  };
}

/** Time until the first plate is on screen, the DOM's size and the long tasks, recorded from navigation. */
async function watchLoad(page: Page): Promise<void> {
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
}

/** Scrolls top → bottom a screen at a time, one step per frame: the longest task meanwhile. */
const scrollTimes = (page: Page) =>
  page.evaluate(async () => {
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

/** From the top, the last category's chip: time until its section reaches the top. */
async function chipJumpTime(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  return page.evaluate(async () => {
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
}

/** A plate without garnishes of the first category, its modal's add button: until the basket's count changes. */
async function addToCartTime(page: Page): Promise<number> {
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
  return addToCart;
}

/** One page load of the big menu in a phone's browser of its own, and every measure on it. */
async function measureLoad(browser: Browser, url: string, save: string): Promise<Record<string, number>> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await watchLoad(page);
    await page.goto(`${url}/menu/palermo-centro/delivery`);
    await page.locator('[data-slot="plate-card"]').first().waitFor();
    await page.waitForTimeout(500);
    const loaded = await page.evaluate(() => ({
      firstPlate: window.__bench.firstPlate ?? Number.NaN,
      domNodes: document.getElementsByTagName('*').length,
      plateCards: document.querySelectorAll('[data-slot="plate-card"]').length,
    }));
    const scroll = await scrollTimes(page);
    const chipJump = await chipJumpTime(page);
    const addToCart = await addToCartTime(page);
    const diet = await dietFilterTimes(page, save);
    return { ...loaded, ...scroll, chipJump, addToCart, ...diet };
  } finally {
    await context.close();
  }
}

const measures: readonly { key: string; measure: string; goal: string; digits?: number }[] = [
  { key: 'firstPlate', measure: 'first plate on screen (ms from navigation)', goal: '≤ 1000' },
  { key: 'domNodes', measure: 'DOM elements after load', goal: 'bounded' },
  { key: 'plateCards', measure: 'plate cards in the DOM', goal: '' },
  { key: 'longestTask', measure: 'longest task while scrolling (ms)', goal: '≤ 50' },
  { key: 'longTasks', measure: 'long tasks while scrolling', goal: '0' },
  { key: 'worstFrame', measure: 'worst frame while scrolling (ms)', goal: '' },
  { key: 'chipJump', measure: 'chip tap → section shown (ms)', goal: '≤ 100' },
  { key: 'addToCart', measure: 'add to cart → basket updated (ms)', goal: '≤ 100' },
  { key: 'dietOn', measure: 'diet chip pressed → filtered menu painted, 4× CPU (ms)', goal: '≤ 100' },
  { key: 'dietOff', measure: 'diet chip released → whole menu painted, 4× CPU (ms)', goal: '≤ 100' },
  { key: 'dietOnInteraction', measure: 'diet chip pressed, Event Timing interaction, 4× CPU (ms)', goal: '≤ 100' },
  { key: 'dietOffInteraction', measure: 'diet chip released, Event Timing interaction, 4× CPU (ms)', goal: '≤ 100' },
];

/** Each build's medians; beside two or more, the last one's over the first's. */
function table(results: readonly Record<string, number>[][]): Record<string, unknown>[] {
  return measures.map(({ key, measure, goal }) => {
    const medians = results.map((runsOfBuild) => median(runsOfBuild.map((result) => result[key] as number)));
    const row: Record<string, unknown> = { measure };
    for (const [index, build] of builds.entries()) row[build.name] = round(medians[index] as number);
    if (builds.length > 1) row.ratio = round((medians.at(-1) as number) / (medians[0] as number), 2);
    row.goal = goal;
    return row;
  });
}

async function main() {
  const seeded = mkdtempSync(path.join(tmpdir(), 'comanda-big-menu-'));
  const dataDirs: string[] = [seeded];
  const servers: RunningServer[] = [];
  const results = builds.map(() => [] as Record<string, number>[]);
  let browser: Browser | undefined;
  await seedBigMenu(seeded);
  const loadAtStart = loadAverage();
  try {
    // A server per build, each on a copy of the seeded database (PGlite's folder is one process's).
    for (const build of builds) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'comanda-big-menu-'));
      cpSync(seeded, dataDir, { recursive: true });
      dataDirs.push(dataDir);
      servers.push(
        await startComanda(await freePort(), undefined, {
          DATA_DIR: dataDir,
          SEED_DEMO_DATA: '0',
          STOREFRONT_DIR: build.dirs.storefront,
          LOGISTICS_DIR: build.dirs.logistics,
        }),
      );
    }
    browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    // In turns (run 1 of every build, then run 2…), so every build meets the same state of a shared machine.
    for (let run = 0; run < runs; run += 1) {
      for (const [index, server] of servers.entries()) {
        const save = `${builds[index]?.name.replace(/\W+/g, '-')}-${run + 1}`;
        results[index]?.push(await measureLoad(browser, server.url, save));
      }
    }
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  console.log(`bench/big-menu.ts — ${machine()} (at the start: ${loadAtStart})`);
  console.log(
    `${CATEGORIES} categories × ${PLATES_PER_CATEGORY} plates; Chromium, 390×844, unthrottled but the diet filter (${DIET_CPU_SLOWDOWN}× CPU, ${DIET_TAPS} presses and releases per load); median of ${runs} loads per build`,
  );
  console.table(table(results));
}

await main();
