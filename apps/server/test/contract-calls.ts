/**
 * Every call of the contract, read from the call tables in packages/api/src/contract/*.ts (a module
 * whose every export is a call definition, named after its file as `@comanda/api` exports it:
 * `diner-calls.ts` → `dinerCalls`), so a suite built on this list covers a new call — or a new call
 * table — without being edited.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CallDefinition } from '@comanda/api';
import { getTableName, sql } from 'drizzle-orm';
import * as t from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

const contractDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/api/src/contract');

const isCall = (value: unknown): value is CallDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CallDefinition).method === 'string' &&
  typeof (value as CallDefinition).path === 'string' &&
  typeof (value as CallDefinition).auth === 'string';

export interface NamedCall {
  /** `table.name`, e.g. `logisticsCalls.updateShipment`. */
  readonly name: string;
  readonly file: string;
  readonly call: CallDefinition;
}

const tableNameOf = (file: string) =>
  path.basename(file, '.ts').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Every call definition exported by a contract file, with its table and name. A table may gather
 * others (`diner-calls.ts` re-exports the reads' and the writes' modules): a call is named after
 * the largest table that exports it, as `@comanda/api` exports it.
 */
export async function loadContractCalls(): Promise<NamedCall[]> {
  const files = readdirSync(contractDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const tables: { file: string; entries: [string, CallDefinition][] }[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(contractDir, file)).href)) as Record<string, unknown>;
    const entries = Object.entries(module);
    if (entries.length === 0 || !entries.every(([, value]) => isCall(value))) continue;
    tables.push({ file, entries: entries as [string, CallDefinition][] });
  }
  tables.sort((a, b) => b.entries.length - a.entries.length);
  const named = new Set<CallDefinition>();
  const calls: NamedCall[] = [];
  for (const { file, entries } of tables)
    for (const [name, call] of entries) {
      if (named.has(call)) continue;
      named.add(call);
      calls.push({ name: `${tableNameOf(file)}.${name}`, file, call });
    }
  return calls;
}

/** The `:name` parameters of a path. */
export const pathParams = (callPath: string): string[] =>
  [...callPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/**
 * Attempt ledgers a refused request is meant to write, like the rate-limit counters: a well-formed
 * but wrong rider code spends an attempt of the rider's lockout. They hold no one's data.
 */
const LEDGER_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  riders: ['security_code_failures', 'security_code_locked_until'],
};

/**
 * Row count and md5 of every table of the schema, attempt ledgers aside: equal checksums mean the
 * data is byte-for-byte unchanged.
 */
export async function databaseChecksum(server: Pick<TestServer, 'db'>): Promise<Record<string, string>> {
  const tables = Object.values(t).filter(
    (value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value,
  );
  const parts: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableName(table as never);
    if (name === 'rate_limit_hits') continue;
    const ledger = (LEDGER_COLUMNS[name] ?? []).map((column) => ` - '${column}'`).join('');
    const row = `(to_jsonb(x)${ledger})::text`;
    const rows = await server.db.execute(
      sql.raw(
        `select count(*)::text as n, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as h from "${name}" x`,
      ),
    );
    const found = (rows as unknown as { rows: { n: string; h: string }[] }).rows[0];
    parts[name] = `${found?.n}:${found?.h}`;
  }
  return parts;
}
