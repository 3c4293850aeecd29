import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @comanda/server db:generate` writes a migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
