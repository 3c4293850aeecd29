import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineBrowserCommand, playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tooling/chromium.ts';

/**
 * Lets a story's play ask Chromium for a display preference (`prefers-reduced-motion`), which
 * Storybook's own page cannot emulate (`packages/ui/src/fixtures/motion.ts`).
 */
const emulateMedia = defineBrowserCommand<[{ reducedMotion: 'reduce' | 'no-preference' | null }]>(
  async (context, media) => {
    await context.page.emulateMedia(media);
  },
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // A PGlite start, migration and seed take seconds alone, and over a minute on a 2-core
          // machine running coverage beside browsers and builds.
          hookTimeout: 180_000,
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'tooling/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: '.storybook' })],
        // vanilla-extract adds these imports while compiling .css.ts files, after Vite's dependency
        // scan; left to discovery they trigger a reload mid-run that fails the first run on a clean clone.
        optimizeDeps: {
          include: [
            '@comanda/ui > @vanilla-extract/recipes/createRuntimeFn',
            '@comanda/ui > @vanilla-extract/css/fileScope',
            '@comanda/ui > @vanilla-extract/dynamic',
            // Loaded lazily by the map components, so the scan does not see them.
            '@comanda/ui > leaflet',
            '@comanda/ui > react-leaflet',
          ],
        },
        test: {
          name: 'storybook',
          // Play functions run in a real browser on a shared 2-core machine: one retry on CI only.
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            commands: { emulateMedia },
          },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
