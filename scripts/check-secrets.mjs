// Fails if a secret of the server reaches what browsers download: the apps' builds and the static
// Storybook. Secrets are the development staff token and the value of every environment variable
// whose name says it is one (…TOKEN, …SECRET, …PASSWORD, …PRIVATE…) plus database passwords.
// Used after `pnpm build` in `npm test` (builds required) and by apps/server/test/secrets.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEVELOPMENT_STAFF_TOKEN = 'dev-staff-token';
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE/i;

/** [label, value] pairs; labels name the variable, never the value. */
export function secretsFrom(env = process.env) {
  const secrets = [['the development staff token', DEVELOPMENT_STAFF_TOKEN]];
  for (const [name, value] of Object.entries(env)) {
    if (value && value.length >= 8 && SECRET_NAME.test(name)) secrets.push([`$${name}`, value]);
    if (value && /^postgres(ql)?:\/\//.test(value)) {
      try {
        const password = decodeURIComponent(new URL(value).password);
        if (password.length >= 4) secrets.push([`the password in $${name}`, password]);
      } catch {
        // not a URL after all
      }
    }
  }
  return secrets;
}

/** The build folders that exist: apps/<name>/dist and storybook-static. */
export function buildDirs(root = repoRoot) {
  const apps = path.join(root, 'apps');
  const dirs = existsSync(apps)
    ? readdirSync(apps)
        .map((name) => path.join(apps, name, 'dist'))
        .filter((dir) => existsSync(dir))
    : [];
  const storybook = path.join(root, 'storybook-static');
  return existsSync(storybook) ? [...dirs, storybook] : dirs;
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Every file under the folders, read as text: `{ scanned, findings: [{ file, secret }] }`. */
export function scan(dirs, secrets) {
  let scanned = 0;
  const findings = [];
  for (const dir of dirs) {
    for (const file of files(dir)) {
      if (statSync(file).size > 50 * 1024 * 1024) continue;
      scanned += 1;
      const text = readFileSync(file, 'latin1');
      for (const [label, value] of secrets) if (text.includes(value)) findings.push({ file, secret: label });
    }
  }
  return { scanned, findings };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = buildDirs();
  const required = ['apps/storefront/dist', 'apps/logistics/dist', 'storybook-static'];
  const missing = required.filter((dir) => !existsSync(path.join(repoRoot, dir)));
  if (missing.length > 0) {
    console.error(`No build to check: ${missing.join(', ')} missing. Run pnpm build first.`);
    process.exit(1);
  }
  const { scanned, findings } = scan(dirs, secretsFrom());
  for (const { file, secret } of findings) console.error(`✖ ${path.relative(repoRoot, file)} contains ${secret}`);
  if (findings.length > 0) process.exit(1);
  console.log(`No secret in ${scanned} built files (${dirs.map((d) => path.relative(repoRoot, d)).join(', ')}).`);
}
