import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  noteWithoutControlCharacters,
  visibleControlCharacters,
  withoutControlCharacters,
} from './control-characters.ts';

const forgedLine = 'Ana\r\nABC123  palermo-centro  DELIVERY  Entregado [DELIVERED]';
const osc8Link = 'Ana \u001b]8;;https://evil.example\u001b\\pagar aquí\u001b]8;;\u001b\\';

describe('control characters', () => {
  it('leaves a name one line with nothing a terminal would obey', () => {
    expect(withoutControlCharacters(forgedLine)).toBe('AnaABC123  palermo-centro  DELIVERY  Entregado [DELIVERED]');
    expect(withoutControlCharacters(osc8Link)).toBe('Ana ]8;;https://evil.example\\pagar aquí]8;;\\');
    expect(withoutControlCharacters('José Ñandú 🍕 \u202eevil')).toBe('José Ñandú 🍕 \u202eevil');
  });

  it('keeps the line breaks of a note, and nothing else of the controls', () => {
    expect(noteWithoutControlCharacters('sin cebolla\r\ntocar timbre\u0007\u009b')).toBe('sin cebolla\ntocar timbre');
  });

  it('shows every control and bidirectional override in terminal output as an escape', () => {
    expect(visibleControlCharacters(forgedLine)).toBe(
      'Ana\\u{d}\\u{a}ABC123  palermo-centro  DELIVERY  Entregado [DELIVERED]',
    );
    expect(visibleControlCharacters(osc8Link)).not.toContain('\u001b');
    expect(visibleControlCharacters('\u202eevil')).toBe('\\u{202e}evil');
  });

  it('never leaves a control character, and never touches text without one (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(withoutControlCharacters(text)).not.toMatch(/\p{Cc}/u);
        expect(noteWithoutControlCharacters(text)).not.toMatch(/[^\n\P{Cc}]/u);
        expect(visibleControlCharacters(text)).not.toMatch(/\p{Cc}/u);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const plain = text.replace(/\p{Cc}/gu, '');
        expect(withoutControlCharacters(plain)).toBe(plain);
      }),
    );
  });
});
