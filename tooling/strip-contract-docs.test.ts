import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutContractDocs } from './strip-contract-docs.ts';

const contract = (name: string) =>
  readFileSync(new URL(`../packages/api/src/contract/${name}`, import.meta.url), 'utf8');

describe('withoutContractDocs', () => {
  it.each(['diner-calls.ts', 'logistics-calls.ts'])(
    'removes every summary, decision and auth of %s and nothing else, keeping each line in its place',
    (file) => {
      const source = contract(file);
      const stripped = withoutContractDocs(source);
      expect(stripped).not.toMatch(/^\s*(summary|decision|auth):/m);
      expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
      const otherLines = (text: string) =>
        text.split('\n').filter((line) => line.trim() !== '' && !/^\s*(summary|decision|auth):|^\s*['"]/.test(line));
      expect(otherLines(stripped)).toEqual(otherLines(source));
    },
  );

  it('takes both layouts, with quotes and escapes inside the string', () => {
    const source = [
      'export const a = defineCall({',
      "  summary: 'It\\'s one line, with \"quotes\".',",
      '  summary:',
      '    "On the next line: it\'s long.",',
      "  decision: 'Ours.',",
      "  path: '/api/a',",
      '  auth: "public"',
      '});',
    ].join('\n');
    expect(withoutContractDocs(source)).toBe(
      ['export const a = defineCall({', '', '', '', '', "  path: '/api/a',", '', '});'].join('\n'),
    );
  });
});
