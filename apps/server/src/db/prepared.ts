/**
 * Prepared statements for the hot paths: Drizzle builds their SQL once per database handle instead
 * of on every call, and on PostgreSQL each pooled connection parses and plans them once (a named
 * statement). Values go in as placeholders (`sql.placeholder`).
 */
import type { Database } from './client.ts';

export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
