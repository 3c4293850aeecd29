import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../http/errors.ts';
import type { Executor } from './client.ts';

/** The first row of `table` that `where` selects, if there is one. */
export async function firstRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** The first row of `table` that `where` selects; with none, a 404 "<what> no encontrado". */
export async function requireRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  what: string,
): Promise<T['$inferSelect']> {
  const row = await firstRow(db, table, where);
  if (!row) throw notFound(what);
  return row;
}
