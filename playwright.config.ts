import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tooling/chromium.ts';

/** The e2e suite starts the real server on its own port, serving the production builds. */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  forbidOnly: true,
  // On a shared 2-core CI machine a browser test can lose a race with the scheduler; one retry there,
  // reported as "flaky" in the output so it is seen and fixed, never silently passed locally.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // A page's code and reads can take seconds to arrive while the shared CI machine runs the server,
  // two browsers and the build's other checks at once; what a test waits for is unchanged.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: 'visual/**',
      // The apps register service workers (offline shell); a worker answers requests before
      // `page.route` mocks see them, so app suites run without one. e2e/pwa.spec.ts and the
      // Storybook smoke test (MSW is a service worker) allow them.
      use: { ...devices['Pixel 7'], browserName: 'chromium', serviceWorkers: 'block' },
    },
    {
      name: 'visual',
      testMatch: 'visual/**/*.spec.ts',
      outputDir: 'test-results/visual',
      // Screenshots are compared pixel by pixel: a fixed viewport, scale and time zone.
      use: {
        browserName: 'chromium',
        viewport: { width: 420, height: 760 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        trace: 'off',
      },
    },
  ],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  webServer: {
    command: 'node_modules/.bin/tsx apps/server/src/main.ts',
    url: `${baseURL}/api/health`,
    // A fresh in-memory database with the demo data on every run. Every journey's diner and rider
    // calls from 127.0.0.1, so the per-client limits would count the whole suite as one client
    // (two workers signed in more than 10 riders a minute: a 429 read as 'Hubo un error…'). The
    // limits themselves are tested in apps/server/test/security.test.ts.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PHONE_LOOKUP: '1000/60s',
      RATE_LIMIT_SIGN_IN: '1000/60s',
      RATE_LIMIT_RIDER_SIGN_IN: '1000/60s',
      RATE_LIMIT_CODE_VALIDATION: '1000/60s',
      RATE_LIMIT_ORDER_CREATION: '1000/60s',
      RATE_LIMIT_RIDER_POSITION: '1000/60s',
      RATE_LIMIT_GEOCODE: '1000/60s',
      RATE_LIMIT_SIGN_IN_CODE_PER_PHONE: '1000/60s',
      RATE_LIMIT_SIGN_IN_VERIFY: '1000/60s',
      RATE_LIMIT_PHONE_LOOKUP_PER_PHONE: '1000/60s',
      RATE_LIMIT_ORDER_LOOKUP: '1000/60s',
      RATE_LIMIT_ORDER_LOOKUP_PER_ORDER: '1000/60s',
      RATE_LIMIT_RIDER_SIGN_IN_PER_RIDER: '1000/60s',
      RATE_LIMIT_DINER_LOG: '1000/60s',
      RATE_LIMIT_ANALYTICS: '1000/60s',
      RATE_LIMIT_CART_SAVE: '1000/60s',
      RATE_LIMIT_REWARD_CLAIM: '1000/60s',
      RATE_LIMIT_EXTERNAL_BENEFITS: '1000/60s',
    },
    reuseExistingServer: false,
    // Compiling the server and seeding PGlite took over a minute on a loaded 2-core machine.
    timeout: 180_000,
    stdout: 'pipe',
  },
});
