import type { BuildEnvironmentOptions, UserConfig } from 'vite';

/**
 * The production build of both apps. `manifest`: read by scripts/check-budgets.mjs and by the
 * server's page preloads (apps/server/src/http/page-preloads.ts).
 *
 * Everything the entry loads at once is one chunk (`$initial`): left to itself Rolldown splits the
 * entry's own imports into several files (the entry, React, its JSX runtime, the tokens, the theme
 * provider) because the lazy pages import them too. Each file is a request on a phone's slow
 * network (Lighthouse's simulation shares six connections and the bandwidth among them), and the
 * five files were 2 KB more gzip than the one.
 */
/** A code-splitting group of one app's own (Rolldown's `codeSplitting.groups`). */
export interface ChunkGroup {
  readonly name: string;
  readonly test: RegExp;
  readonly includeDependenciesRecursively?: boolean;
}

function appBuild(groups: readonly ChunkGroup[]): BuildEnvironmentOptions {
  return {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            {
              name: 'pricing',
              test: /packages[\\/]domain[\\/]src[\\/](pricing[\\/]price-order|discounts[\\/](code|adjustments|messages)|loyalty[\\/](accrual|redemption))\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'order-texts',
              test: /packages[\\/]domain[\\/]src[\\/](order[\\/]messages|loyalty[\\/](program|messages))\.ts$/,
              includeDependenciesRecursively: false,
            },
            ...groups,
          ],
        },
      },
    },
  };
}

/**
 * The server's build of an app's first screen (`vite build --ssr src/first-screen.tsx`, loaded by
 * apps/server/src/http/first-screens.ts): Node modules with every package in them, built from the
 * same sources as the browser's (the same class names, the same React). In `dist/.server/`: it
 * belongs to the build beside it, and the server never publishes a hidden folder.
 */
const firstScreenBuild: BuildEnvironmentOptions = {
  target: 'node20',
  outDir: 'dist/.server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
};

/**
 * The build options of an app's vite.config.ts, with the app's own code-splitting groups. The server's build runs React's production build
 * whatever the server's NODE_ENV, like the browser's: the screen it draws is the one the browser
 * hydrates, and the development build is several times slower.
 */
export function appBuildOptions(
  isSsrBuild: boolean | undefined,
  groups: readonly ChunkGroup[] = [],
): Pick<UserConfig, 'build' | 'define' | 'ssr'> {
  if (!isSsrBuild) return { build: appBuild(groups) };
  return {
    build: firstScreenBuild,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
  };
}
