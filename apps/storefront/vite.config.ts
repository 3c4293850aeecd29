import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appBuildOptions } from '../../tooling/app-build.ts';
import { stripContractDocs } from '../../tooling/strip-contract-docs.ts';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The API docs' text of each call stays out of the bundles.
    stripContractDocs(),
    // Installable app (diner §1 "a PWA install prompt"): the default manifest for pages without a
    // branch (a branch's pages point to their own, built by the server), and the service worker
    // of src/pwa/sw.ts with the app shell precached. Registration is in src/pwa/register.ts
    // (no inline script under the CSP).
    // Not in the server's build of the first screen (src/first-screen.tsx).
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/pwa',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: {
              id: '/',
              name: 'Comanda',
              short_name: 'Comanda',
              description: 'Pedí en tus locales favoritos.',
              lang: 'es',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              background_color: '#f5f5f5',
              theme_color: '#F78700',
              icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
            },
            injectManifest: {
              rollupFormat: 'iife',
              globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
              // Source maps are for debugging, never needed offline.
              globIgnores: ['**/*.map'],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
          }),
        ]),
  ],
  ...appBuildOptions(isSsrBuild),
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
