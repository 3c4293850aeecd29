/**
 * What a phone is made of before the numbering plans read it (diner §2 "phone (cleaned before
 * storing)"), and how the rules that need the plans receive them: apart from `phone.ts`, so a
 * browser can draw its first screen and load the plans (libphonenumber-js's metadata) afterwards.
 */
import type { CountryCode } from '../money/countries.ts';

export interface ParsedPhone {
  /** E.164, e.g. '+5491123456789': what is stored and sent. */
  readonly e164: string;
  /** The number's own country when it is one of the product's countries, else null. */
  readonly country: CountryCode | null;
  readonly countryCallingCode: string;
  readonly nationalNumber: string;
  /** For display, e.g. '+54 9 11 2345-6789'. */
  readonly international: string;
}

/** The phone readers of `phone.ts` (`phoneNumbering`), handed to rules that take them from their caller. */
export interface PhoneNumbering {
  readonly parsePhone: (input: unknown, country?: string) => ParsedPhone | null;
  readonly isValidPhone: (input: unknown, country?: string) => boolean;
  readonly toE164: (input: unknown, country?: string) => string | null;
}

/**
 * Keeps what a phone can be made of: digits and one leading '+' (diner §2 "phone (cleaned
 * before storing)"). Spaces, dashes, dots and brackets are dropped.
 */
export function cleanPhoneInput(input: unknown): string {
  if (typeof input !== 'string') return '';
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') && digits !== '' ? `+${digits}` : digits;
}
