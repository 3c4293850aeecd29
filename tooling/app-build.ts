import type { BuildEnvironmentOptions } from 'vite';

/**
 * The production build of both apps. `manifest`: read by scripts/check-budgets.mjs and by the
 * server's page preloads (apps/server/src/http/page-preloads.ts).
 *
 * Everything the entry loads at once is one chunk (`$initial`): left to itself Rolldown splits the
 * entry's own imports into five files (the entry, Preact, its JSX runtime, the tokens, the theme
 * provider) because the lazy pages import them too. Each file is a request on a phone's slow
 * network (Lighthouse's simulation shares six connections and the bandwidth among them), and the
 * five files were 2 KB more gzip than the one.
 */
export const appBuild: BuildEnvironmentOptions = {
  target: 'es2022',
  sourcemap: true,
  manifest: true,
  rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
};

/**
 * The server's build of an app's first screen (`vite build --ssr src/first-screen.tsx`, loaded by
 * apps/server/src/http/first-screens.ts): Node modules with every package in them, so the aliases
 * put each on the same Preact as the browser's build. In `dist/.server/`: it belongs to the build
 * beside it (the same class names and chunks), and the server never publishes a hidden folder.
 */
export const firstScreenBuild: BuildEnvironmentOptions = {
  target: 'node20',
  outDir: 'dist/.server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
};
