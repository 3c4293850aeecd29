/** `pnpm db:seed`: reloads the demo data (everything else in the database is deleted). */
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedDemoData } from './seed.ts';

const database = await openDatabase(loadConfig().database);
await seedDemoData(database.db);
await database.close();
console.log('Demo data reloaded.');
