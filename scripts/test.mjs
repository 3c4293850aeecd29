// `npm test`: every check of the project, in order, stopping at the first failure.
import { existsSync } from 'node:fs';
import { installDependencies, pnpm, run } from './pnpm.mjs';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      label: "install Debian's Chromium",
    });
    if (existsSync(chromiumPath)) return;
  }
  console.error(
    [
      `Chromium was not found at ${chromiumPath}; the story and end-to-end tests need it.`,
      "Install Debian's package as root:  apt-get update && apt-get install -y chromium",
      'or point CHROME_PATH at an installed Chromium.',
    ].join('\n'),
  );
  process.exit(1);
}

installDependencies();
ensureChromium();
pnpm(['run', 'lint']);
pnpm(['run', 'typecheck']);
pnpm(['run', 'depcheck']);
// The server suite runs on embedded PGlite here, and again on PostgreSQL below when one is configured.
const postgresUrl = process.env.TEST_DATABASE_URL;
pnpm(['run', 'test:coverage'], { env: { TEST_DATABASE_URL: '' } });
if (postgresUrl) {
  pnpm(['exec', 'vitest', 'run', '--project', 'unit', 'apps/server'], { env: { TEST_DATABASE_URL: postgresUrl } });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on PGlite only)');
}
pnpm(['run', 'test:stories']);
pnpm(['run', 'build']);
run('node', ['scripts/check-secrets.mjs'], { label: 'no secret in the built apps and Storybook' });
pnpm(['run', 'test:budgets']);
pnpm(['run', 'test:e2e']);
pnpm(['run', 'test:visual']);
console.log('\nAll checks passed.');
