/**
 * Reads docs/spec-coverage.md and the two specs, for tooling/spec-coverage.test.ts: what each
 * spec names word for word (quoted texts, calls, screen routes, upper-case constants, status
 * lists), and each coverage row with the tests it cites.
 */
import { readFileSync } from 'node:fs';

export const repoRoot = new URL('../', import.meta.url);
const read = (relative: string) => readFileSync(new URL(relative, repoRoot), 'utf8');

export interface SpecDoc {
  /** The spec's file under docs/spec/. */
  file: string;
  /** The id prefix of its rows in the coverage doc (D or L). */
  prefix: 'D' | 'L';
}

export const specs: SpecDoc[] = [
  { file: 'diner-ordering.md', prefix: 'D' },
  { file: 'follow-up-and-logistics.md', prefix: 'L' },
];

export const statuses = ['proven', 'partial', 'open', 'not shown'] as const;
export type Status = (typeof statuses)[number];

export interface Citation {
  file: string;
  title: string;
}

export interface Row {
  id: string;
  requirement: string;
  status: string;
  provenBy: string;
  citations: Citation[];
  /** The 1-based line of the row in the coverage doc. */
  line: number;
  /** The section heading the row stands under (`D5` for `### D5 …`), or '' before any. */
  section: string;
}

/** A spec term that some row must name, and where in the spec it stands. */
export interface Term {
  kind: 'text' | 'call' | 'route' | 'constant' | 'status list';
  /** What a row must contain (for a status list: every value, in one row). */
  needles: string[];
  specLine: number;
}

/** Abbreviations in upper case that are words of the prose, not constants of the product. */
const notConstants = new Set(['API', 'ETA', 'GET', 'JSON', 'NPS', 'POST', 'PUT', 'PWA', 'SDK', 'UID', 'URL']);

/**
 * The sentences that list lower-case states. Each must still match its spec: a reworded sentence
 * fails the check here instead of dropping its states from it unnoticed.
 */
export const statusSentences: Record<SpecDoc['prefix'], RegExp[]> = {
  D: [
    /Data slices use ([a-z, ]+);/,
    /Status for branch order modes, reward info, alias info: ([a-z, ]+)\./,
    /Discount code status: ([a-z, ]+)\./,
    /availability is ([a-z, ]+?)\./,
  ],
  L: [
    /Order status\n\nStatuses: ([a-z, ]+)\./,
    /Shipment status\n\nStatuses: ([a-z, ()]+)\./,
    /Loading values: ([a-z, ]+)\./,
  ],
};

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Splits "a, b or c" and "a, b, c" into its values. */
function listValues(list: string): string[] {
  return list
    .split(/, | or /)
    .map((value) => value.trim())
    .filter(Boolean);
}

/** What a row must name for every quoted text, call, screen route, constant and state list of a spec. */
export function specTerms(spec: SpecDoc): Term[] {
  const text = read(`docs/spec/${spec.file}`);
  const terms: Term[] = [];
  const add = (kind: Term['kind'], needle: string, index: number) =>
    terms.push({ kind, needles: [needle], specLine: lineOf(text, index) });

  // A quote that opens or closes a word is an apostrophe (the rider's phone), not a quotation.
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])'([^'\n]+?)'(?![\p{L}\p{N}])/gu)) {
    add('text', `'${m[1]}'`, m.index);
  }
  for (const m of text.matchAll(/\b(GET|POST|PUT|DELETE|PATCH) \/?(api\/[^\s;,|?]+)/g)) {
    add('call', `${m[1]} ${normalisePath(m[2] ?? '')}`, m.index);
  }
  for (const m of text.matchAll(/(?<![\w./}])\/?((?:menu|encuesta|logistics)\/\{[^\s,|)?]*)/g)) {
    add('route', normalisePath(m[1] ?? ''), m.index);
  }
  for (const m of text.matchAll(/(?<![\p{L}\p{N}#_])[A-Z][A-Z0-9_]{2,}(?![\p{L}\p{N}_])/gu)) {
    if (!notConstants.has(m[0])) add('constant', m[0], m.index);
  }
  for (const sentence of statusSentences[spec.prefix]) {
    const m = sentence.exec(text);
    if (!m) throw new Error(`docs/spec/${spec.file} no longer has the states sentence ${sentence}: update the checker`);
    terms.push({ kind: 'status list', needles: listValues(m[1] ?? ''), specLine: lineOf(text, m.index) });
  }
  return terms;
}

/** The numbers of a spec's numbered sections (`## 5. Validation rules` → 5). */
export function specSections(spec: SpecDoc): number[] {
  const text = read(`docs/spec/${spec.file}`);
  return [...text.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
}

/** A path without its leading slash, trailing punctuation or query, so that rows may write either form. */
export function normalisePath(path: string): string {
  return path
    .replace(/^\//, '')
    .replace(/\?.*$/, '')
    .replace(/[.:]+$/, '');
}

/**
 * What a row names, as spec terms of a kind are compared: texts as written, calls and routes
 * without leading slashes or queries (so a row may write `/api/x?y` for the spec's `api/x`).
 */
export function rowHaystack(row: Row, kind: Term['kind']): string {
  const text = `${row.requirement} ${row.provenBy}`;
  if (kind !== 'call' && kind !== 'route') return text;
  return text.replace(/(^|[\s`(;])\/(?=(api|menu|encuesta|logistics)\/)/g, '$1').replace(/\?[^\s`;|]*/g, '');
}

const citationPattern = /`([^`\s]+\.(?:test\.tsx?|spec\.ts|stories\.tsx))`\s*›\s*`([^`]+)`/g;

/** The rows of the coverage doc's tables, by spec prefix. */
export function coverageRows(markdown = read('docs/spec-coverage.md')): Row[] {
  const rows: Row[] = [];
  let section = '';
  markdown.split('\n').forEach((line, index) => {
    section = line.match(/^###\s+([DL]\d+)\b/)?.[1] ?? section;
    const cells = line
      .match(/^\|(.*)\|\s*$/)?.[1]
      ?.split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (cells?.length !== 4 || !/^[DL]\d+\.\d+$/.test(cells[0] ?? '')) return;
    const [id = '', requirement = '', status = '', provenBy = ''] = cells;
    // A `|` inside a title is written `\|` so that it does not end the table cell.
    const citations = [...provenBy.matchAll(citationPattern)].map((m) => ({
      file: m[1] ?? '',
      title: (m[2] ?? '').replaceAll('\\|', '|'),
    }));
    rows.push({ id, requirement, status, provenBy, citations, line: index + 1, section });
  });
  return rows;
}

/** The count of backticked test files in a row, cited with a title or not. */
export function citedFileCount(row: Row): number {
  return [...row.provenBy.matchAll(/`[^`\s]+\.(?:test\.tsx?|spec\.ts|stories\.tsx)`/g)].length;
}

export function readRepoFile(relative: string): string | undefined {
  try {
    return read(relative);
  } catch {
    return undefined;
  }
}
