/**
 * docs/spec-coverage.md cannot drift: every test it cites exists with the cited title or story,
 * every row it calls proven cites one, and every quoted text, call, screen route, constant and
 * state list of either spec is named by some row of that spec's part.
 */
import { describe, expect, it } from 'vitest';
import {
  citedFileCount,
  coverageRows,
  type Row,
  readRepoFile,
  rowHaystack,
  type SpecDoc,
  specSections,
  specs,
  specTerms,
  statuses,
} from './spec-coverage.ts';

const rows = coverageRows();
const where = (row: Row) => `docs/spec-coverage.md:${row.line} (${row.id})`;

/** A test title as the source writes it, or a story's export. */
function citesSomething(source: string, file: string, title: string): boolean {
  if (file.endsWith('.stories.tsx')) return new RegExp(`^export const ${title}\\b`, 'm').test(source);
  return [`'${title}'`, `"${title}"`, `\`${title}\``].some((literal) => source.includes(literal));
}

it('has rows for both specs, each id once and under its own section heading', () => {
  for (const spec of specs) expect(rows.filter((row) => row.id.startsWith(spec.prefix)).length).toBeGreaterThan(100);
  const seen = new Set<string>();
  const repeated = rows.filter((row) => seen.size === seen.add(row.id).size).map(where);
  expect(repeated, 'ids used twice').toEqual([]);
  const misplaced = rows.filter((row) => !row.id.startsWith(`${row.section}.`)).map(where);
  expect(misplaced, 'rows under the heading of another section').toEqual([]);
});

it('gives every row a known status, and cites a test for every proven or partial row', () => {
  const problems = rows.flatMap((row) => {
    if (!(statuses as readonly string[]).includes(row.status))
      return [`${where(row)}: status '${row.status}' is none of ${statuses.join(', ')}`];
    if ((row.status === 'proven' || row.status === 'partial') && row.citations.length === 0)
      return [`${where(row)}: marked ${row.status} but cites no test as \`file\` › \`title\``];
    if (citedFileCount(row) !== row.citations.length)
      return [`${where(row)}: a test file is cited without \` › \`title\`\``];
    return [];
  });
  expect(problems).toEqual([]);
});

it('cites only test files that exist and hold the cited test title or story', () => {
  const problems = rows.flatMap((row) =>
    row.citations.flatMap(({ file, title }) => {
      const source = readRepoFile(file);
      if (source === undefined) return [`${where(row)}: ${file} does not exist`];
      if (!citesSomething(source, file, title))
        return [`${where(row)}: ${file} has no ${file.endsWith('.stories.tsx') ? 'story' : 'test titled'} «${title}»`];
      return [];
    }),
  );
  expect(problems).toEqual([]);
});

describe.each(specs.map((spec) => [spec.file, spec] as const))('docs/spec/%s', (_file, spec: SpecDoc) => {
  const terms = specTerms(spec);
  const specRows = rows.filter((row) => row.id.startsWith(spec.prefix));

  it('has rows for each numbered section of the spec', () => {
    const sections = specSections(spec);
    expect(sections.length).toBeGreaterThan(5);
    const empty = sections.filter((n) => !specRows.some((row) => row.id.startsWith(`${spec.prefix}${n}.`)));
    expect(empty.map((n) => `§${n} of docs/spec/${spec.file} has no ${spec.prefix}${n}.x row`)).toEqual([]);
  });

  it('is read for real (its texts, calls, routes, constants and states are found)', () => {
    for (const kind of ['text', 'call', 'route', 'constant', 'status list'] as const)
      expect(terms.filter((term) => term.kind === kind).length, kind).toBeGreaterThan(0);
  });

  it(`has every quoted text, call, route, constant and state list named by a ${spec.prefix} row`, () => {
    const missing = terms
      .filter(
        (term) =>
          !specRows.some((row) => {
            const named = rowHaystack(row, term.kind);
            return term.needles.every((needle) => named.includes(needle));
          }),
      )
      .map((term) => `docs/spec/${spec.file}:${term.specLine}: ${term.kind} ${term.needles.join(' / ')}`);
    expect(missing, 'spec terms that no row of docs/spec-coverage.md names').toEqual([]);
  });
});
