import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../money/countries.ts';
import { isSamePhone, isValidPhone, parsePhone, RIDER_PHONE_PLACEHOLDER, toE164 } from './phone.ts';
import { cleanPhoneInput } from './phone-input.ts';

describe('cleanPhoneInput', () => {
  it.each([
    ['+54 9 11 2345-6789', '+5491123456789'],
    ['(011) 15 2345.6789', '0111523456789'],
    ['  1123456789 ', '1123456789'],
    ['+', ''],
    ['abc', ''],
    [null, ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanPhoneInput(input)).toBe(expected);
  });
});

describe('parsePhone', () => {
  it.each([
    ['11 2345-6789', 'ar', '+541123456789'],
    ['011 15 2345-6789', 'ar', '+5491123456789'],
    ['+54 9 11 2345-6789', 'ar', '+5491123456789'],
    ['5491123456789', 'ar', '+5491123456789'],
    ['99 123 456', 'uy', '+59899123456'],
    ['9 6123 4567', 'cl', '+56961234567'],
    ['300 1234567', 'co', '+573001234567'],
    ['912 345 678', 'pe', '+51912345678'],
    ['11 91234-5678', 'br', '+5511912345678'],
    ['0412 1234567', 've', '+584121234567'],
    ['0981 123456', 'py', '+595981123456'],
    ['55 1234 5678', 'mx', '+525512345678'],
    ['099 123 4567', 'ec', '+593991234567'],
    ['71234567', 'bo', '+59171234567'],
    ['(201) 555-0123', 'us', '+12015550123'],
  ])('%s in %s is %s', (input, country, e164) => {
    expect(toE164(input, country)).toBe(e164);
    expect(isValidPhone(input, country)).toBe(true);
    expect(parsePhone(input, country)?.country).toBe(country);
  });

  it('validates per country: a number valid in one country can be invalid in another', () => {
    expect(isValidPhone('99 123 456', 'uy')).toBe(true);
    expect(isValidPhone('99 123 456', 'ar')).toBe(false);
  });

  it('accepts a number typed with its own international prefix', () => {
    expect(parsePhone('+598 99 123 456', 'ar')).toMatchObject({
      e164: '+59899123456',
      country: 'uy',
      countryCallingCode: '598',
    });
  });

  it('gives the parts for display', () => {
    expect(parsePhone('011 15 2345-6789', 'ar')).toEqual({
      e164: '+5491123456789',
      country: 'ar',
      countryCallingCode: '54',
      nationalNumber: '91123456789',
      international: '+54 9 11 2345 6789',
    });
  });

  it('reports a country outside the product as null', () => {
    expect(parsePhone('+34 612 345 678', 'ar')?.country).toBeNull();
  });

  it.each([['1234'], [''], ['abc'], ['11 1234'], [undefined], [42]])('rejects %j', (input) => {
    expect(parsePhone(input, 'ar')).toBeNull();
    expect(isValidPhone(input, 'ar')).toBe(false);
    expect(toE164(input, 'ar')).toBeNull();
  });

  it('defaults to Argentina, also for an unknown or upper-case country code', () => {
    expect(toE164('11 2345-6789')).toBe('+541123456789');
    expect(toE164('11 2345-6789', 'zz')).toBe('+541123456789');
    expect(toE164('99 123 456', 'UY')).toBe('+59899123456');
  });

  it('the rider placeholder is a valid Argentine-style number', () => {
    expect(RIDER_PHONE_PLACEHOLDER).toBe('11 2345-6789');
    expect(isValidPhone(RIDER_PHONE_PLACEHOLDER, 'ar')).toBe(true);
  });

  it('E.164 is a fixed point: re-parsing it under any prefix gives it back (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^\+?[0-9 ()-]{6,16}$/),
          // Shapes of real numbers, so that most runs exercise a valid parse.
          fc.stringMatching(/^11 ?[2-9]\d{3}-?\d{4}$/),
          fc.stringMatching(/^\+598 ?9[1-9] ?\d{3} ?\d{3}$/),
          fc.stringMatching(/^\+1 ?[2-9]\d{2} ?[2-9]\d{6}$/),
        ),
        fc.constantFrom(...countryCodes),
        fc.constantFrom(...countryCodes),
        (input, country, otherCountry) => {
          const parsed = parsePhone(input, country);
          if (parsed) expect(toE164(parsed.e164, otherCountry)).toBe(parsed.e164);
        },
      ),
    );
  });
});

describe('isSamePhone', () => {
  it('compares numbers, not spelling', () => {
    expect(isSamePhone('11 2345-6789', '1123456789')).toBe(true);
    expect(isSamePhone('011 15 2345-6789', '+54 9 11 2345 6789')).toBe(true);
    expect(isSamePhone('11 2345-6789', '11 2345-6788')).toBe(false);
    expect(isSamePhone('1234', '12-34')).toBe(true);
  });
});
