/**
 * Bytes shipped per route (benchmark 1): JS and CSS loaded before the route is
 * interactive, gzip and Brotli, read from the production builds (build them first). The same
 * walk as `pnpm test:budgets` (scripts/route-bytes.mjs); sizes are deterministic, no runs needed.
 *
 *   pnpm bench:bytes
 *   pnpm bench:bytes --explain menu,checkout   (what each route's JS is made of, from the source maps)
 */
import { explainRoute, kb, measureRoute, routes } from '../scripts/route-bytes.mjs';
import { machine } from './lib.ts';

console.log(`bench/bytes.ts — ${machine()}`);
console.table(
  routes.map((route) => {
    const result = measureRoute(route);
    return {
      route: route.name,
      'JS files': result.jsFiles.length,
      'JS raw': kb(result.js.raw),
      'JS gzip': kb(result.js.gzip),
      'JS brotli': kb(result.js.brotli),
      'CSS gzip': kb(result.css.gzip),
      'CSS brotli': kb(result.css.brotli),
      'JS goal (gzip)': route.goal?.js ? kb(route.goal.js) : '',
      'loads heavy': result.heavyLoaded.join(', '),
    };
  }),
);

const explainIndex = process.argv.indexOf('--explain');
const explained = explainIndex >= 0 ? (process.argv[explainIndex + 1] ?? '').split(',') : [];
for (const route of routes.filter((candidate) => explained.includes(candidate.name))) {
  console.log(`\n${route.name}: JS by package or folder (gzip shared in proportion to raw bytes)`);
  console.table(
    explainRoute(route).map((group) => ({
      module: group.module,
      gzip: kb(group.gzip),
      raw: kb(group.raw),
      chunks: group.files.map((file) => file.replace(/^assets\/|-[\w-]{8}\.js$/g, '')).join(' '),
    })),
  );
}
