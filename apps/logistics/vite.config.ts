import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appBuildOptions } from '../../tooling/app-build.ts';
import { stripContractDocs } from '../../tooling/strip-contract-docs.ts';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/logistics/',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The API docs' text of each call stays out of the bundles.
    stripContractDocs(),
    // The rider app opens offline on a shift: the service worker of src/pwa/sw.ts precaches the
    // shell. The manifest stays public/manifest.webmanifest; registration is in src/pwa/register.ts.
    // Not in the server's build of the first screen (src/first-screen.tsx).
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/pwa',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              rollupFormat: 'iife',
              globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
              globIgnores: ['**/*.map'],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
          }),
        ]),
  ],
  ...appBuildOptions(isSsrBuild),
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
