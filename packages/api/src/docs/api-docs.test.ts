import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { apiDocGroups } from './groups.ts';
import { renderApiDocs } from './render.ts';

const docsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');

it('docs/api.md matches the contract (run `pnpm api:docs` after changing a call)', () => {
  expect(readFileSync(docsFile, 'utf8')).toBe(renderApiDocs(apiDocGroups));
});

it('documents every call with its path', () => {
  const docs = renderApiDocs(apiDocGroups);
  for (const group of apiDocGroups)
    for (const call of Object.values(group.calls)) expect(docs).toContain(`\`${call.method} ${call.path}\``);
});
