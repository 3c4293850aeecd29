import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS } from './address.ts';
import {
  complexAddressBranchContactIds,
  documentLabelOf,
  followUpRedirectOf,
  invalidCodeRedirectUrl,
} from './customizations.ts';

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

describe('followUpRedirectOf', () => {
  const redirect = (commands: unknown) =>
    followUpRedirectOf([{ resource: 'REDIRECT_ACTION', commands: JSON.stringify(commands) }]);

  it('reads an INVALID_CODE redirect to a web page', () => {
    expect(redirect({ action: 'INVALID_CODE', url: 'https://sabores.example/ayuda' })).toEqual({
      kind: 'onInvalidCode',
      url: 'https://sabores.example/ayuda',
    });
  });

  it('reads a redirect to a page of this site', () => {
    expect(redirect({ action: 'INVALID_CODE', url: '/menu/belgrano' })).toEqual({
      kind: 'onInvalidCode',
      url: '/menu/belgrano',
    });
  });

  it('is none without the customization', () => {
    expect(followUpRedirectOf(customizations)).toEqual({ kind: 'none' });
    expect(followUpRedirectOf(null)).toEqual({ kind: 'none' });
  });

  it.each([
    ['an unknown action', { action: 'ORDER_READY', url: 'https://sabores.example' }],
    ['a script url', { action: 'INVALID_CODE', url: 'javascript:alert(1)' }],
    ['no url', { action: 'INVALID_CODE' }],
    ['a protocol-relative url', { action: 'INVALID_CODE', url: '//elsewhere.example' }],
  ])('is invalid with %s', (_, commands) => expect(redirect(commands)).toEqual({ kind: 'invalid' }));

  it('is invalid when its commands are corrupt', () => {
    expect(followUpRedirectOf([{ resource: 'REDIRECT_ACTION', commands: '{' }])).toEqual({ kind: 'invalid' });
  });

  it("sends an unknown code's diner to the page unless the flag disables it", () => {
    const onInvalidCode = { kind: 'onInvalidCode', url: 'https://sabores.example/ayuda' } as const;
    expect(invalidCodeRedirectUrl(onInvalidCode, false)).toBe('https://sabores.example/ayuda');
    expect(invalidCodeRedirectUrl(onInvalidCode, true)).toBeNull();
    expect(invalidCodeRedirectUrl({ kind: 'invalid' }, false)).toBeNull();
  });
});
