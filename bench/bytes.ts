/**
 * Bytes shipped per route (issue #9, benchmark 1): JS and CSS loaded before the route is
 * interactive, gzip and Brotli, read from the production builds (build them first). The same
 * walk as `pnpm test:budgets` (scripts/route-bytes.mjs); sizes are deterministic, no runs needed.
 *
 *   pnpm bench:bytes
 */
import { kb, measureRoute, routes } from '../scripts/route-bytes.mjs';
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
