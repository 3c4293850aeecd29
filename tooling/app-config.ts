/**
 * The Vite configuration of both apps: React, vanilla-extract, the contract's docs left out, the
 * service worker of the app's `src/pwa/sw.ts` with its shell precached (not in the server's build
 * of the first screen), and the build options of app-build.ts.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfigFnObject } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { appBuildOptions, type ChunkGroup } from './app-build.ts';
import { stripContractDocs } from './strip-contract-docs.ts';

export interface AppConfigOptions {
  /** Where the server publishes the app ('/' or '/logistics/'). */
  readonly base: string;
  /** The web app manifest to build, or false when the app ships its own in public/. */
  readonly manifest: Partial<ManifestOptions> | false;
  /** The app's own code-splitting groups (app-build.ts). */
  readonly chunkGroups?: readonly ChunkGroup[];
}

export function appConfig({ base, manifest, chunkGroups }: AppConfigOptions): UserConfigFnObject {
  return defineConfig(({ isSsrBuild }) => ({
    base,
    plugins: [react(), vanillaExtractPlugin(), stripContractDocs(), ...(isSsrBuild ? [] : [serviceWorker(manifest)])],
    ...appBuildOptions(isSsrBuild, chunkGroups),
    server: { proxy: { '/api': 'http://localhost:8080' } },
  }));
}

/** Registration is the app's own module call (registerServiceWorker): the CSP allows no inline script. */
function serviceWorker(manifest: AppConfigOptions['manifest']) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    injectRegister: false,
    manifest,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
      // Source maps are for debugging, never needed offline.
      globIgnores: ['**/*.map'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
