/**
 * The apps' production runtime: Preact 11 through `preact/compat` in place of React and react-dom.
 *
 * Why: react-dom alone is ≈ 62 KB gzip, more than half of the 100 KB the menu may load before it
 * is interactive (issue #9, docs/performance.md §1); `preact/compat` implements the same API
 * (hooks, portals, `useSyncExternalStore`, `useId`, refs as props) in ≈ 11 KB. The components are
 * written against React's API and typed with @types/react; Storybook, the unit tests and the apps'
 * dev server (for Fast Refresh) run them on React itself, and the end-to-end suite runs the apps as
 * built here, on Preact.
 *
 * The aliases are absolute paths, so that every package of the graph (Radix, SWR, React Router,
 * react-hook-form) gets Preact whatever its own place in pnpm's node_modules.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const preactRoot = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const inPreact = (file: string) => path.join(preactRoot, file);
const reactShim = fileURLToPath(new URL('./react.js', import.meta.url));
const reactDomClientShim = fileURLToPath(new URL('./react-dom-client.js', import.meta.url));

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: reactShim },
  { find: /^react-dom$/, replacement: inPreact('compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: reactDomClientShim },
  { find: /^react\/jsx-runtime$/, replacement: inPreact('jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: inPreact('jsx-runtime/dist/jsxRuntime.mjs') },
];
