import { describe, expect, it } from 'vitest';
import { countries, countryCodes, countryOf, DEFAULT_COUNTRY, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('lists the phone-prefix countries of diner §6, each keyed by its own code', () => {
    expect(countryCodes).toEqual(['ar', 'uy', 'cl', 'co', 'pe', 'br', 've', 'py', 'mx', 'ec', 'bo', 'us']);
    for (const code of countryCodes) {
      const country = countries[code];
      expect(country.code).toBe(code);
      expect(country.phonePrefix).toMatch(/^\d+$/);
      expect(Number.isInteger(country.mantissa) && country.mantissa >= 0).toBe(true);
      expect(country.currencySymbol).not.toBe('');
    }
  });

  it('falls back to Argentina', () => {
    expect(DEFAULT_COUNTRY).toBe('ar');
    expect(countryOf(undefined).code).toBe('ar');
    expect(countryOf(null).code).toBe('ar');
    expect(countryOf('xx').code).toBe('ar');
  });

  it('reads codes case-insensitively', () => {
    expect(countryOf('CL')).toEqual({
      code: 'cl',
      name: 'Chile',
      currencyCode: 'CLP',
      currencySymbol: '$',
      phonePrefix: '56',
      mantissa: 0,
    });
    expect(countryOf('uy').currencySymbol).toBe('$U');
  });

  it('guards country codes', () => {
    expect(isCountryCode('mx')).toBe(true);
    expect(isCountryCode('MX')).toBe(false);
    expect(isCountryCode(52)).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });
});
