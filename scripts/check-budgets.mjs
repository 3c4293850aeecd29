// `pnpm test:budgets` (in `npm test`, after the build): the byte budgets of docs/performance.md,
// checked on the production builds. Deterministic: it reads files, it does not time anything.
import { allowed, kb, measureRoute, routes } from './route-bytes.mjs';

const failures = [];
const missedGoals = [];
const rows = routes.map((route) => {
  const result = measureRoute(route);
  if (result.budget?.js !== undefined && result.js.gzip > result.budget.js) {
    failures.push(`${route.name}: ${kb(result.js.gzip)} of JS (gzip) is over its budget of ${kb(result.budget.js)}`);
  }
  if (result.budget?.css !== undefined && result.css.gzip > result.budget.css) {
    failures.push(`${route.name}: ${kb(result.css.gzip)} of CSS (gzip) is over its budget of ${kb(result.budget.css)}`);
  }
  const forbidden = result.heavyLoaded.filter((name) => !(allowed[route.name] ?? []).includes(name));
  if (forbidden.length > 0) {
    failures.push(`${route.name}: loads ${forbidden.join(', ')} before it is interactive (only where used)`);
  }
  if ((route.goal?.js && result.js.gzip > route.goal.js) || (route.goal?.css && result.css.gzip > route.goal.css)) {
    missedGoals.push(route.name);
  }
  return {
    route: route.name,
    'JS gzip': kb(result.js.gzip),
    'JS goal': route.goal?.js ? kb(route.goal.js) : '',
    'JS budget': route.budget?.js ? kb(route.budget.js) : '',
    'CSS gzip': kb(result.css.gzip),
    'CSS goal': route.goal?.css ? kb(route.goal.css) : '',
    'CSS budget': route.budget?.css ? kb(route.budget.css) : '',
    heavy: result.heavyLoaded.join(', '),
  };
});
console.table(rows);
if (failures.length > 0) {
  console.error(`\nByte budgets exceeded (docs/performance.md):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Byte budgets met.${missedGoals.length > 0 ? ` Goals still missed (docs/performance.md): ${missedGoals.join(', ')}.` : ''}`,
);
