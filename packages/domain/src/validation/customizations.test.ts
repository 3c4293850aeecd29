import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS } from './address.ts';
import { complexAddressBranchContactIds, documentLabelOf } from './customizations.ts';

const customizations = [
  { resource: 'PROMOTIONAL_BANNER', commands: JSON.stringify({ text: 'Hola' }) },
  { resource: 'DOCUMENT_LABEL', commands: JSON.stringify({ label: ' CUIT ' }) },
  { resource: 'COMPLEX_ADDRESS', commands: JSON.stringify({ branchContactIds: ['bc-1', 42, null] }) },
];

describe('documentLabelOf', () => {
  it('reads the DOCUMENT_LABEL label', () => {
    expect(documentLabelOf(customizations)).toBe('CUIT');
  });

  it.each([
    ['no customization', []],
    ['no list', null],
    ['blank label', [{ resource: 'DOCUMENT_LABEL', commands: JSON.stringify({ label: ' ' }) }]],
    ['corrupt JSON', [{ resource: 'DOCUMENT_LABEL', commands: '{' }]],
    ['an array', [{ resource: 'DOCUMENT_LABEL', commands: '["DNI"]' }]],
    ['no commands', [{ resource: 'DOCUMENT_LABEL' }]],
  ])('%s → null', (_label, list) => {
    expect(documentLabelOf(list)).toBeNull();
  });
});

describe('complexAddressBranchContactIds', () => {
  it('reads the listed ids as strings, dropping garbage', () => {
    expect(complexAddressBranchContactIds(customizations)).toEqual(['bc-1', '42']);
  });

  it('falls back to the default list', () => {
    expect(complexAddressBranchContactIds([])).toBe(DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS);
    expect(
      complexAddressBranchContactIds([
        { resource: 'COMPLEX_ADDRESS', commands: JSON.stringify({ branchContactIds: 'x' }) },
      ]),
    ).toBe(DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS);
  });
});
