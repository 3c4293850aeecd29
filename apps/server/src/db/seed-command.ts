/** `pnpm db:seed`: reloads the demo data (everything else in the database is deleted). */
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemoData } from './seed.ts';

// Under the start-up lock: a server starting meanwhile waits for the reload instead of seeding too.
const database = await openDatabase(loadConfig().database, { prepare: seedDemoData });
await database.close();
console.log('Demo data reloaded.');
