// Typechecks each workspace package with its own tsconfig (its own lib and types), one after the other.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/domain/tsconfig.json',
  'packages/domain/tsconfig.test.json',
  'packages/api/tsconfig.json',
  'packages/ui/tsconfig.json',
  'packages/app-shell/tsconfig.json',
  'apps/storefront/tsconfig.json',
  'apps/logistics/tsconfig.json',
  'apps/server/tsconfig.json',
  'tsconfig.tooling.json',
].filter((project) => existsSync(project));

for (const project of projects) {
  const result = spawnSync('tsc', ['-p', project], { stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${project}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`typecheck: ${projects.length} projects clean`);
