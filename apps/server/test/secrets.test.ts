/**
 * No server secret in what browsers download. `npm test` runs scripts/check-secrets.mjs right
 * after `pnpm build` (and fails there if a build is missing); this unit test runs the same scanner
 * earlier: over every build already present (apps/*∕dist, storybook-static) and, since a clean
 * clone has none yet, always over the client sources the builds are made from. It also proves the
 * scanner finds a planted secret, so a pass is never vacuous.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script of the repository, without type declarations.
import { buildDirs, DEVELOPMENT_STAFF_TOKEN, repoRoot, scan, secretsFrom } from '../../../scripts/check-secrets.mjs';
import { DEVELOPMENT_STAFF_TOKEN as SERVER_STAFF_TOKEN } from '../src/config.ts';

type Finding = { file: string; secret: string };
type Scan = (dirs: string[], secrets: [string, string][]) => { scanned: number; findings: Finding[] };
const scanDirs = scan as Scan;
const secrets = (secretsFrom as (env?: NodeJS.ProcessEnv) => [string, string][])();

/** What the storefront, the logistics app and Storybook are built from. */
const clientSources = [
  'apps/storefront/src',
  'apps/logistics/src',
  'packages/ui/src',
  'packages/api/src',
  'packages/domain/src',
].map((dir) => path.join(repoRoot as string, dir));

describe('secrets in what browsers download', () => {
  it('looks for the staff token the server really uses', () => {
    expect(DEVELOPMENT_STAFF_TOKEN).toBe(SERVER_STAFF_TOKEN);
    expect(secrets.map(([, value]) => value)).toContain(SERVER_STAFF_TOKEN);
  });

  it('finds a secret planted in a build (the scanner is not blind)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'comanda-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), `const t="${SERVER_STAFF_TOKEN}";`);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    const planted = scanDirs([dir], [...secrets, ['$PUSHER_SECRET', 'not-in-there-12345']]);
    expect(planted.scanned).toBe(2);
    expect(planted.findings).toEqual([
      { file: path.join(dir, 'assets', 'index-abc.js'), secret: 'the development staff token' },
    ]);
  });

  it('finds no secret in the client sources the builds are made from', () => {
    const { scanned, findings } = scanDirs(clientSources, secrets);
    expect(scanned).toBeGreaterThan(100);
    expect(findings).toEqual([]);
  });

  it('finds no secret in any build present (apps/*/dist, storybook-static)', () => {
    const dirs = (buildDirs as () => string[])();
    const { scanned, findings } = scanDirs(dirs, secrets);
    // Before the first build there is nothing to scan here; npm test checks the builds after building them.
    if (dirs.length > 0) expect(scanned).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
