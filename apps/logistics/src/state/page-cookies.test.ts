import { describe, expect, it } from 'vitest';
import { cookieValue } from './page-cookies.tsx';

describe('cookieValue', () => {
  it('finds a cookie by its whole name in a Cookie header, decoded', () => {
    const header = 'comanda_rider=abc; comanda_delivery_code_shown=1; note=a%20b';
    expect(cookieValue(header, 'comanda_delivery_code_shown')).toBe('1');
    expect(cookieValue(header, 'note')).toBe('a b');
    expect(cookieValue(header, 'comanda_rider')).toBe('abc');
  });

  it('is null for a missing cookie, a name that is only a prefix or suffix of another, and an empty header', () => {
    expect(cookieValue('comanda_delivery_code_shown_old=1; x_comanda=2', 'comanda_delivery_code_shown')).toBeNull();
    expect(cookieValue('x_comanda=2', 'comanda')).toBeNull();
    expect(cookieValue('', 'comanda')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding as it is, rather than throwing', () => {
    expect(cookieValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});
