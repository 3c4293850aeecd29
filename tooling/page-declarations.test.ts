/**
 * Each app's page declarations (src/pages.ts) name the module its router loads for the page: the
 * server preloads that module's chunks by this name, so a page moved without its declaration
 * would lose them silently.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { logisticsPages } from '@comanda/logistics/pages';
import { storefrontPages } from '@comanda/storefront/pages';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe.each([
  ['storefront', storefrontPages],
  ['logistics', logisticsPages],
] as const)('the %s pages', (app, pages) => {
  const routes = readFileSync(path.join(root, 'apps', app, 'src/routes.tsx'), 'utf8');

  it.each(pages.map((page) => [page.path, page.module]))('%s is the module %s, which the router loads', (_, module) => {
    expect(existsSync(path.join(root, 'apps', app, module))).toBe(true);
    expect(routes).toContain(`import('./${module.replace(/^src\//, '')}')`);
  });
});
