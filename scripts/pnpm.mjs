// Runs commands with the repository's pinned pnpm, obtained through npx so nothing global is assumed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The child environment: never let a test tool download a browser of its own. */
export const childEnv = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

export function run(command, args, { label = `${command} ${args.join(' ')}`, env = {} } = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...childEnv, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

export function pnpm(args, options) {
  run('npx', ['--yes', packageManager, ...args], { label: `pnpm ${args.join(' ')}`, ...options });
}

/** Install exactly what the lockfile says; CI=true makes pnpm refuse to change it. */
export function installDependencies() {
  pnpm(['install', '--frozen-lockfile']);
}
