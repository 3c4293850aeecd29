/** The contract rendered as docs/api.md (`pnpm api:docs`). */
export { apiDocGroups } from './groups.ts';
export { renderApiDocs } from './render.ts';
