import { logisticsPages } from '@comanda/logistics/pages';
import { storefrontPages } from '@comanda/storefront/pages';
import { describe, expect, it } from 'vitest';
import { buildableLogisticsReads, buildableStorefrontReads } from '../src/http/page-preloads.ts';

// A read a page lists in `reads` or `started` is one the server answers or starts with the
// document; one it cannot build from the path belongs in the page's `browserReads`.
describe.each([
  ['storefront', storefrontPages, buildableStorefrontReads],
  ['logistics', logisticsPages, buildableLogisticsReads],
] as const)('the %s pages', (_, pages, buildable) => {
  it.each(pages.map((page) => [page.path, page] as const))('%s lists only reads the server builds', (_path, page) => {
    const listed: readonly string[] = [...page.reads, ...('started' in page ? (page.started ?? []) : [])];
    expect(listed.filter((read) => !buildable.has(read))).toEqual([]);
  });
});
