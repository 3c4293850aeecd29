import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CardInputs,
  cardFields,
  digitsOnly,
  isCardExpired,
  PRE_TOKEN_CARD_FIELDS,
  parseCardExpiry,
  passesLuhn,
  validateCardInputs,
} from './card.ts';
import { validationMessages } from './messages.ts';

const now = new Date('2024-05-17T15:00:00Z');
const card: CardInputs = {
  cardNumber: '4111 1111 1111 1111',
  cardName: 'ANA GOMEZ',
  cardExpiry: '12/27',
  cardSecurityCode: '123',
  cardDocument: '30123456',
};

describe('messages', () => {
  it('are the spec texts', () => {
    expect(validationMessages.card.fieldIncomplete).toBe('Este campo está incompleto');
    expect(validationMessages.card.followUpCardInvalid).toBe('Debe completar correctamente los campos de su tarjeta');
    expect(validationMessages.checkout.cardFieldsInvalid).toBe(
      'Debe completar correctamente los campos de la tarjeta para continuar.',
    );
    expect(validationMessages.checkout.cardTokenFailed).toBe('Debe completar los campos de su tarjeta correctamente');
  });
});

describe('validateCardInputs', () => {
  it('accepts a complete card', () => {
    expect(validateCardInputs(card, now)).toEqual({ ok: true, errors: {} });
  });

  it("marks every empty field with 'Este campo está incompleto'", () => {
    const result = validateCardInputs({ cardNumber: '', cardName: '  ', cardExpiry: null }, now);
    expect(result.ok).toBe(false);
    for (const field of cardFields) {
      expect(result.errors[field]).toEqual({ reason: 'empty', message: 'Este campo está incompleto' });
    }
  });

  it.each<[keyof CardInputs, string, 'notNumeric' | 'invalid']>([
    ['cardNumber', '4111-1111-1111-111a', 'notNumeric'],
    ['cardNumber', '4111 1111 1111 1112', 'invalid'],
    ['cardNumber', '4111 1111 11', 'invalid'],
    ['cardSecurityCode', '12a', 'notNumeric'],
    ['cardSecurityCode', '12', 'invalid'],
    ['cardSecurityCode', '12345', 'invalid'],
    ['cardDocument', '30.123.456', 'notNumeric'],
    ['cardDocument', '123456', 'invalid'],
    ['cardExpiry', '13/27', 'invalid'],
    ['cardExpiry', '04/24', 'invalid'],
    ['cardExpiry', '1227', 'invalid'],
  ])('%s %j is %s', (field, value, reason) => {
    const result = validateCardInputs({ ...card, [field]: value }, now);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({ [field]: { reason, message: 'Este campo está incompleto' } });
  });

  it('accepts a four-digit security code, an AMEX number and the current month', () => {
    expect(
      validateCardInputs({ ...card, cardNumber: '378282246310005', cardSecurityCode: '1234', cardExpiry: '05/24' }, now)
        .ok,
    ).toBe(true);
  });

  it('checks only cardName and cardDocument before the token', () => {
    expect(PRE_TOKEN_CARD_FIELDS).toEqual(['cardName', 'cardDocument']);
    const result = validateCardInputs({ cardName: 'ANA', cardDocument: '' }, now, { fields: PRE_TOKEN_CARD_FIELDS });
    expect(Object.keys(result.errors)).toEqual(['cardDocument']);
  });
});

describe('card number, expiry and numeric inputs', () => {
  it('keeps only digits as the numeric inputs are typed', () => {
    expect(digitsOnly('4111 1111-1111.1111')).toBe('4111111111111111');
    expect(digitsOnly(undefined)).toBe('');
  });

  it.each([
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['', false],
    ['41a1', false],
  ])('Luhn %s → %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });

  it('appending the Luhn check digit always passes, any other digit fails (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,18}$/), (body) => {
        const candidates = Array.from({ length: 10 }, (_, d) => `${body}${d}`);
        expect(candidates.filter(passesLuhn)).toHaveLength(1);
      }),
    );
  });

  it.each([
    ['12/27', { month: 12, year: 2027 }],
    ['01 / 2030', { month: 1, year: 2030 }],
    ['00/27', null],
    ['1/27', null],
    [undefined, null],
  ])('parses expiry %j', (input, expected) => {
    expect(parseCardExpiry(input)).toEqual(expected);
  });

  it('a card is good through its expiry month, in the branch zone', () => {
    expect(isCardExpired({ month: 5, year: 2024 }, now)).toBe(false);
    expect(isCardExpired({ month: 4, year: 2024 }, now)).toBe(true);
    expect(isCardExpired({ month: 12, year: 2023 }, now)).toBe(true);
    // 2024-06-01T02:00Z is still May 31 in Buenos Aires.
    expect(isCardExpired({ month: 5, year: 2024 }, new Date('2024-06-01T02:00:00Z'))).toBe(false);
    expect(isCardExpired({ month: 5, year: 2024 }, new Date('2024-06-01T02:00:00Z'), 'Europe/Madrid')).toBe(true);
  });
});
