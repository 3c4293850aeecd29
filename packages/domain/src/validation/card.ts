/**
 * Card inputs (diner §3 "Card inputs", §5): cardNumber, cardName, cardExpiry, cardSecurityCode
 * and cardDocument, each with its own error text.
 *
 * Decision: the spec gives one field-level text, 'Este campo está incompleto', so every field
 * failure shows it; `reason` tells an empty field from a malformed one for whoever needs it.
 * The form-level text is the checkout's (or, on the follow-up page, follow-up §5's).
 */
import { DEFAULT_TIME_ZONE, wallClockAt } from '../schedule/time.ts';
import { isValidDocument } from './customer.ts';
import { validationMessages } from './messages.ts';
import { isBlank } from './result.ts';

export const cardFields = ['cardNumber', 'cardName', 'cardExpiry', 'cardSecurityCode', 'cardDocument'] as const;
export type CardField = (typeof cardFields)[number];
export type CardInputs = Readonly<Record<CardField, string | null | undefined>>;

/** Card number lengths accepted by the card networks (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_SECURITY_CODE_MIN_DIGITS = 3;
export const CARD_SECURITY_CODE_MAX_DIGITS = 4;

export const cardFieldFailureReasons = ['empty', 'notNumeric', 'invalid'] as const;
export type CardFieldFailureReason = (typeof cardFieldFailureReasons)[number];

export interface CardFieldError {
  readonly reason: CardFieldFailureReason;
  readonly message: string;
}

export interface CardValidation {
  readonly ok: boolean;
  readonly errors: Readonly<Partial<Record<CardField, CardFieldError>>>;
}

/** The input filter of the numeric fields: only digits survive typing. */
export function digitsOnly(input: unknown): string {
  return typeof input === 'string' ? input.replace(/\D/g, '') : '';
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' (or 'MM/YYYY') as month and four-digit year, or null. */
export function parseCardExpiry(input: unknown): { month: number; year: number } | null {
  if (typeof input !== 'string') return null;
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month, read in the branch's zone. */
export function isCardExpired(
  expiry: { month: number; year: number },
  now: Date | number,
  timeZone = DEFAULT_TIME_ZONE,
): boolean {
  const [year = 0, month = 0] = wallClockAt(now, timeZone).date.split('-').map(Number);
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

function digitsFailure(value: string, min: number, max: number): CardFieldFailureReason | null {
  if (!/^\d+$/.test(value)) return 'notNumeric';
  return value.length < min || value.length > max ? 'invalid' : null;
}

function fieldFailure(
  field: CardField,
  raw: string,
  now: Date | number,
  timeZone: string,
): CardFieldFailureReason | null {
  switch (field) {
    case 'cardNumber': {
      const digits = raw.replace(/[\s-]/g, '');
      return (
        digitsFailure(digits, CARD_NUMBER_MIN_DIGITS, CARD_NUMBER_MAX_DIGITS) ?? (passesLuhn(digits) ? null : 'invalid')
      );
    }
    case 'cardName':
      return null;
    case 'cardExpiry': {
      const expiry = parseCardExpiry(raw);
      return expiry && !isCardExpired(expiry, now, timeZone) ? null : 'invalid';
    }
    case 'cardSecurityCode':
      return digitsFailure(raw, CARD_SECURITY_CODE_MIN_DIGITS, CARD_SECURITY_CODE_MAX_DIGITS);
    case 'cardDocument':
      if (!/^\d+$/.test(raw)) return 'notNumeric';
      return isValidDocument(raw) ? null : 'invalid';
    default:
      return field satisfies never;
  }
}

/** Validates the given fields (all of them by default); every field is required. */
export function validateCardInputs(
  inputs: Partial<CardInputs>,
  now: Date | number,
  options: { readonly fields?: readonly CardField[]; readonly timeZone?: string } = {},
): CardValidation {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  for (const field of options.fields ?? cardFields) {
    const value = inputs[field];
    const reason =
      isBlank(value) || typeof value !== 'string'
        ? 'empty'
        : fieldFailure(field, value.trim(), now, options.timeZone ?? DEFAULT_TIME_ZONE);
    if (reason) errors[field] = { reason, message: validationMessages.card.fieldIncomplete };
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

/** Diner §5: cardName and cardDocument are validated before the token is requested. */
export const PRE_TOKEN_CARD_FIELDS: readonly CardField[] = ['cardName', 'cardDocument'];
