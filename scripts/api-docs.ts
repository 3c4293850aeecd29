// `pnpm api:docs`: writes docs/api.md from the contract.
import { writeFileSync } from 'node:fs';
import { apiDocGroups, renderApiDocs } from '@comanda/api/docs';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiDocs(apiDocGroups));
console.log('docs/api.md written');
