import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, codeSymbols } from './codes.ts';

describe('codeSymbols', () => {
  it('gives one symbol of the alphabet per byte, never a letter read as another', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 16 }), (bytes) => {
        const code = codeSymbols(bytes);
        expect(code).toHaveLength(bytes.length);
        expect([...code].every((symbol) => CODE_ALPHABET.includes(symbol))).toBe(true);
        expect(code).not.toMatch(/[ILOU]/);
      }),
    );
  });

  it('reaches every symbol of the alphabet', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, byte) => byte);
    expect(new Set(codeSymbols(everyByte)).size).toBe(32);
  });
});
