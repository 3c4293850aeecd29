// `pnpm api:docs`: writes docs/api.md from the contract.
import { writeFileSync } from 'node:fs';
import { apiDocGroups } from '../packages/api/src/docs/groups.ts';
import { renderApiDocs } from '../packages/api/src/docs/render.ts';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDocs(apiDocGroups));
console.log('docs/api.md written');
