/**
 * Visual regression: every story of the built Storybook, in light and dark, against committed
 * baselines. Update them after a deliberate visual change with `pnpm test:visual --update-snapshots`.
 * One iframe is loaded per worker; stories and globals are switched through Storybook's channel,
 * which is many times faster than a page load per screenshot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

interface IndexEntry {
  readonly id: string;
  readonly type: 'story' | 'docs';
  readonly importPath: string;
}

const index = JSON.parse(readFileSync(path.resolve('storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// The design system's stories. The apps' page stories (apps/*/src/stories) are whole screens whose
// components are already compared here one by one; their play tests and axe check each state.
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.importPath.startsWith('./apps/'),
);
/** What every screenshot leaves out (toasts: see the file). */
const SCREENSHOT_CSS = path.resolve('e2e/visual/screenshot.css');
const modes = ['light', 'dark'] as const;
/** Stories are split into this many tests, so two workers share them evenly. */
const CHUNKS = 8;

/** One story per lazily loaded map component (the address map and the tracking map). */
const LAZY_MAP_STORIES = ['address-addressmap--default', 'logistics-trackingmap--rider-on-the-way'];

/** Longest wait for one render; a story that never reports is screenshotted as it stands. */
const RENDER_TIMEOUT_MS = 10_000;

/** Emits on Storybook's channel and resolves when the story has rendered (and played). */
async function renderVia(page: Page, storyId: string, event: string, payload: unknown): Promise<void> {
  // The preview may still reload itself just after the first load (its mock service worker taking
  // control): then the channel is gone, so wait for the new one and emit again.
  for (let attempt = 1; ; attempt++) {
    try {
      await emitAndWait(page, storyId, event, payload);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && '__STORYBOOK_PREVIEW__' in window);
    }
  }
}

async function emitAndWait(page: Page, storyId: string, event: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ({ storyId, event, payload, timeout }) =>
      new Promise<void>((resolve) => {
        type Listener = (id?: unknown) => void;
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(name: string, listener: Listener): void;
              off(name: string, listener: Listener): void;
              emit(name: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const endEvents = [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const finish = (id?: unknown) => {
          if (typeof id === 'string' && id !== storyId) return;
          for (const name of endEvents) channel.off(name, finish);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(finish, timeout);
        for (const name of endEvents) channel.on(name, finish);
        channel.emit(event, payload);
      }),
    { storyId, event, payload, timeout: RENDER_TIMEOUT_MS },
  );
  // A lazily loaded map may still show its fallback right after the render: wait for the map.
  await page.evaluate(async (timeout) => {
    const deadline = performance.now() + timeout;
    while (document.querySelector('[data-slot="map-loading"]') && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }, RENDER_TIMEOUT_MS);
  await page.evaluate(() => document.fonts.ready);
}

const setGlobals = (page: Page, storyId: string, mode: (typeof modes)[number]) =>
  renderVia(page, storyId, 'updateGlobals', { globals: { mode } });

test.describe.configure({ mode: 'parallel' });

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const mine = stories.filter((_, i) => i % CHUNKS === chunk);
  test(`stories, part ${chunk + 1} of ${CHUNKS}`, async ({ page }) => {
    test.setTimeout(mine.length * 2 * RENDER_TIMEOUT_MS);
    await page.goto('/storybook/iframe.html?viewMode=story&globals=mode:light');
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && '__STORYBOOK_PREVIEW__' in window);
    // The maps are lazy modules: load them once up front, so no screenshot catches a map still loading.
    for (const storyId of LAZY_MAP_STORIES) {
      await renderVia(page, storyId, 'setCurrentStory', { storyId, viewMode: 'story' });
      await page.locator('.leaflet-container').first().waitFor({ timeout: RENDER_TIMEOUT_MS });
    }
    for (const story of mine) {
      // The iframe is reused: start every story from the top, not where the last one scrolled to.
      await page.evaluate(() => window.scrollTo(0, 0));
      // Each story renders (and plays) once in light, then re-renders in dark through the globals.
      await renderVia(page, story.id, 'setCurrentStory', { storyId: story.id, viewMode: 'story' });
      for (const mode of modes) {
        if (mode !== 'light') await setGlobals(page, story.id, mode);
        // toHaveScreenshot waits for two identical consecutive frames, so a page still settling
        // after a play function (a late scroll, a toast) is not caught halfway.
        await expect.soft(page, `${story.id} in ${mode}`).toHaveScreenshot(`${story.id}--${mode}.png`, {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.002,
          // The Toaster's own stories are about their toasts.
          ...(story.id.startsWith('base-toaster--') ? {} : { stylePath: SCREENSHOT_CSS }),
          timeout: RENDER_TIMEOUT_MS,
        });
      }
      await setGlobals(page, story.id, 'light');
    }
  });
}
