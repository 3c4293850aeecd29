/**
 * Phone numbers (diner §5 and §6, follow-up §5), on libphonenumber-js.
 *
 * Decision: the `/max` metadata. With `/min` a number is "valid" when its length fits, so
 * '11 1111-1111' style typos would pass; `/max` checks the real numbering plans, which is what
 * 'Debe ingresar un número de teléfono válido para continuar.' promises. Its metadata is about
 * 73 kB larger than `/min` (about 20 kB more gzipped), a fair price for that. The storefront's
 * checkout imports this module on its own (`@comanda/domain/validation/phone`) after its first screen.
 */
import { type CountryCode as PhoneCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_COUNTRY, isCountryCode } from '../money/countries.ts';
import { cleanPhoneInput, type ParsedPhone, type PhoneNumbering } from './phone-input.ts';

/**
 * The rider phone field's placeholder (follow-up §2: "a sample Argentine-style number"): a
 * Buenos Aires number as a person types it after choosing the +54 prefix.
 */
export const RIDER_PHONE_PLACEHOLDER = '11 2345-6789';

/**
 * A valid phone for the chosen prefix country (ar, uy, …), or null. A number typed with its
 * own '+' prefix (or with the country code in front) is read as such, so '+598…' is accepted
 * even with Argentina selected.
 */
export function parsePhone(input: unknown, country: string = DEFAULT_COUNTRY): ParsedPhone | null {
  const cleaned = cleanPhoneInput(input);
  if (cleaned === '') return null;
  const defaultCountry = (
    isCountryCode(country?.toLowerCase()) ? country : DEFAULT_COUNTRY
  ).toUpperCase() as PhoneCountry;
  const parsed = parsePhoneNumberFromString(cleaned, defaultCountry);
  if (!parsed?.isValid()) return null;
  const own = parsed.country?.toLowerCase();
  return {
    e164: parsed.number,
    country: isCountryCode(own) ? own : null,
    countryCallingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
    international: parsed.formatInternational(),
  };
}

export function isValidPhone(input: unknown, country: string = DEFAULT_COUNTRY): boolean {
  return parsePhone(input, country) !== null;
}

/** E.164 normalisation, or null when the number is not valid. */
export function toE164(input: unknown, country: string = DEFAULT_COUNTRY): string | null {
  return parsePhone(input, country)?.e164 ?? null;
}

/** Two entries denote the same number: equal in E.164 when both parse, else equal digit strings. */
export function isSamePhone(a: unknown, b: unknown, country: string = DEFAULT_COUNTRY): boolean {
  const left = toE164(a, country) ?? cleanPhoneInput(a);
  const right = toE164(b, country) ?? cleanPhoneInput(b);
  return left === right;
}

/** The readers above as one value, for the rules that take the numbering plans from their caller. */
export const phoneNumbering: PhoneNumbering = { parsePhone, isValidPhone, toE164 };
