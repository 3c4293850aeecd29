/**
 * The countries a diner can pick a phone prefix from (diner §6) and whose currency a branch
 * can price in. `mantissa` is the number of minor-unit digits money is kept in for that currency.
 */
export const countryCodes = ['ar', 'uy', 'cl', 'co', 'pe', 'br', 've', 'py', 'mx', 'ec', 'bo', 'us'] as const;
export type CountryCode = (typeof countryCodes)[number];

export interface Country {
  readonly code: CountryCode;
  readonly name: string;
  readonly currencyCode: string;
  readonly currencySymbol: string;
  /** International dialling prefix without the plus sign. */
  readonly phonePrefix: string;
  readonly mantissa: number;
}

export const countries: Readonly<Record<CountryCode, Country>> = {
  ar: { code: 'ar', name: 'Argentina', currencyCode: 'ARS', currencySymbol: '$', phonePrefix: '54', mantissa: 2 },
  uy: { code: 'uy', name: 'Uruguay', currencyCode: 'UYU', currencySymbol: '$U', phonePrefix: '598', mantissa: 2 },
  cl: { code: 'cl', name: 'Chile', currencyCode: 'CLP', currencySymbol: '$', phonePrefix: '56', mantissa: 0 },
  co: { code: 'co', name: 'Colombia', currencyCode: 'COP', currencySymbol: '$', phonePrefix: '57', mantissa: 0 },
  pe: { code: 'pe', name: 'Perú', currencyCode: 'PEN', currencySymbol: 'S/', phonePrefix: '51', mantissa: 2 },
  br: { code: 'br', name: 'Brasil', currencyCode: 'BRL', currencySymbol: 'R$', phonePrefix: '55', mantissa: 2 },
  ve: { code: 've', name: 'Venezuela', currencyCode: 'VES', currencySymbol: 'Bs.', phonePrefix: '58', mantissa: 2 },
  py: { code: 'py', name: 'Paraguay', currencyCode: 'PYG', currencySymbol: '₲', phonePrefix: '595', mantissa: 0 },
  mx: { code: 'mx', name: 'México', currencyCode: 'MXN', currencySymbol: '$', phonePrefix: '52', mantissa: 2 },
  ec: { code: 'ec', name: 'Ecuador', currencyCode: 'USD', currencySymbol: '$', phonePrefix: '593', mantissa: 2 },
  bo: { code: 'bo', name: 'Bolivia', currencyCode: 'BOB', currencySymbol: 'Bs', phonePrefix: '591', mantissa: 2 },
  us: { code: 'us', name: 'Estados Unidos', currencyCode: 'USD', currencySymbol: 'US$', phonePrefix: '1', mantissa: 2 },
};

/** Diner §6: the default comes from the branch's country, falling back to Argentina. */
export const DEFAULT_COUNTRY: CountryCode = 'ar';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

export function countryOf(code: string | null | undefined): Country {
  const normalized = code?.toLowerCase();
  return countries[isCountryCode(normalized) ? normalized : DEFAULT_COUNTRY];
}

/** A country given as itself or by its code. */
export function resolveCountry(country: Country | string | undefined): Country {
  return typeof country === 'object' ? country : countryOf(country);
}
