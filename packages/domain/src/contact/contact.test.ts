import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanPhone, telLink, whatsAppLink } from './contact.ts';

describe('phone cleaning', () => {
  it.each([
    ['+54 (11) 2233-4455', '541122334455'],
    ['011 15-2233 4455', '0111522334455'],
    ['1122334455', '1122334455'],
    ['', ''],
  ])('%s → %s', (raw, clean) => {
    expect(cleanPhone(raw)).toBe(clean);
  });

  it('handles a missing phone', () => {
    expect(cleanPhone(undefined)).toBe('');
    expect(cleanPhone(null)).toBe('');
  });

  it('leaves only digits, in order', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(cleanPhone(raw)).toBe([...raw].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});

describe('contact links', () => {
  it('builds wa.me and tel: links, and # without a phone', () => {
    expect(whatsAppLink('+54 9 11 2233-4455')).toBe('https://wa.me/5491122334455');
    expect(telLink('+54 9 11 2233-4455')).toBe('tel:+5491122334455');
    expect(telLink('11 2233-4455')).toBe('tel:1122334455');
    expect(whatsAppLink(undefined)).toBe('#');
    expect(whatsAppLink('')).toBe('#');
    expect(telLink(null)).toBe('#');
    expect(telLink(' - ')).toBe('#');
  });

  it('carries the order text encoded', () => {
    expect(whatsAppLink('5491122334455', 'Hola! 2 x Pizza & más\nTotal: $ 1.500')).toBe(
      'https://wa.me/5491122334455?text=Hola!%202%20x%20Pizza%20%26%20m%C3%A1s%0ATotal%3A%20%24%201.500',
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const link = whatsAppLink('123', text);
        expect(decodeURIComponent(link.slice('https://wa.me/123?text='.length))).toBe(text);
      }),
    );
  });
});
