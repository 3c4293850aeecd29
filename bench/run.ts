/**
 * `pnpm bench`: every benchmark of docs/performance.md in turn (not part of `npm test`). Each
 * prints the machine it ran on and medians. Needs the production builds (`pnpm build`).
 * Extra arguments (`--runs 5`) are passed to each.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.ts';

const benches = ['bytes.ts', 'domain.ts', 'server.ts', 'scale.ts', 'big-menu.ts', 'lighthouse.ts'];
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== bench/${bench} ===`);
  const args = [path.join(root, 'bench', bench), ...process.argv.slice(2)];
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
