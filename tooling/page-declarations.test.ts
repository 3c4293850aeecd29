/**
 * Each app's page declarations (src/pages.ts) name the module its router loads for the page: the
 * server preloads that module's chunks by this name, so a page moved without its declaration
 * would lose them silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { logisticsPages } from '@comanda/logistics/pages';
import { storefrontPages } from '@comanda/storefront/pages';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every module an app's source loads with `import('./…')`, as a path from the app's folder. */
function lazilyLoadedModules(app: string): Set<string> {
  const appDir = path.join(root, 'apps', app);
  const files = readdirSync(path.join(appDir, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
  );
  const modules = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(appDir, 'src', file), 'utf8');
    for (const [, specifier] of source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)) {
      modules.add(path.relative(appDir, path.resolve(appDir, 'src', path.dirname(file), specifier ?? '')));
    }
  }
  return modules;
}

describe.each([
  ['storefront', storefrontPages],
  ['logistics', logisticsPages],
] as const)('the %s pages', (app, pages) => {
  const loaded = lazilyLoadedModules(app);

  it.each(pages.map((page) => [page.path, page.module]))('%s is the module %s, which the router loads', (_, module) => {
    expect(existsSync(path.join(root, 'apps', app, module))).toBe(true);
    expect([...loaded]).toContain(module);
  });
});
