/**
 * A geocoder backed by a Nominatim-compatible service (OpenStreetMap's Nominatim, a self-hosted
 * instance, or a vendor speaking its API): `/search` and `/reverse` in `jsonv2` with address
 * details. Answers are cached; a service that times out, fails or answers nonsense gives no
 * places, and the failure is logged (docs/geocoding.md "What is sent to a provider").
 */
import type { LatLng } from '@comanda/domain/tracking';
import type { Logger } from '../http/logger.ts';
import { typedNumber } from './address-text.ts';
import { createAnswerCache } from './cache.ts';
import { type AddressQuery, GEOCODE_RESULT_LIMIT, type GeocodedPlace, type Geocoder } from './geocoder.ts';

export interface NominatimOptions {
  /** The service's base URL: its `/search` and `/reverse` are called. */
  readonly url: string;
  /** Only places of these countries (ISO alpha-2, lower case). */
  readonly countries: readonly string[];
  /** Who runs this server (an e-mail or a URL), sent with every request as the service's policy asks. */
  readonly contact?: string | undefined;
  readonly timeoutMs: number;
  readonly cacheSeconds: number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
}

/** Decision: how many answers a process keeps, and how far around the store a search prefers. */
export const NOMINATIM_CACHE_ENTRIES = 5000;
export const NOMINATIM_NEAR_DEGREES = 0.2;
/** Addresses are shown in Spanish. */
const LANGUAGE = 'es';

interface NominatimPlace {
  readonly place_id?: unknown;
  readonly display_name?: unknown;
  readonly lat?: unknown;
  readonly lon?: unknown;
  readonly address?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function firstOf(address: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = text(address[key]);
    if (value) return value;
  }
  return null;
}

/** A Nominatim answer read into the contract's place; null when it has no usable position. */
export function toPlace(raw: NominatimPlace, typed: number | null): GeocodedPlace | null {
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  const displayName = text(raw.display_name);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180 || !displayName) {
    return null;
  }
  const address = (typeof raw.address === 'object' && raw.address !== null ? raw.address : {}) as Record<
    string,
    unknown
  >;
  const street = firstOf(address, ['road', 'pedestrian', 'footway', 'residential', 'square']);
  const number = firstOf(address, ['house_number']);
  const locality = firstOf(address, ['suburb', 'neighbourhood', 'quarter', 'city_district']);
  const city = firstOf(address, ['city', 'town', 'village', 'municipality']);
  const label = street ? [street, number].filter(Boolean).join(' ') : (displayName.split(',')[0] ?? displayName);
  const exact = number !== null && (typed === null || Number.parseInt(number, 10) === typed);
  return {
    id: `nominatim:${String(raw.place_id ?? `${lat},${lng}`)}`.slice(0, 200),
    label: label.slice(0, 300),
    description: [...new Set([locality, city].filter((part): part is string => part !== null))]
      .join(', ')
      .slice(0, 300),
    match: exact ? 'exact' : 'partial',
    street: street?.slice(0, 200) ?? null,
    number: number?.slice(0, 200) ?? null,
    locality: locality?.slice(0, 200) ?? null,
    city: city?.slice(0, 200) ?? null,
    province: firstOf(address, ['state', 'province', 'region'])?.slice(0, 200) ?? null,
    postalCode: firstOf(address, ['postcode'])?.slice(0, 200) ?? null,
    country: firstOf(address, ['country_code'])?.toLowerCase().slice(0, 2) ?? null,
    lat,
    lng,
  };
}

/** The service's base URL with no trailing slash and no `/search` someone may have left on it. */
export function serviceBase(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/(search|reverse)$/, '');
}

/** The /search parameters of a query: its text, its countries, and a box around the point it is near. */
function searchParams(query: AddressQuery, countries: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {
    q: query.text,
    limit: String(GEOCODE_RESULT_LIMIT),
    ...(countries.length > 0 ? { countrycodes: countries.join(',') } : {}),
  };
  if (query.near) {
    const { lat, lng } = query.near;
    const d = NOMINATIM_NEAR_DEGREES;
    params.viewbox = [lng - d, lat + d, lng + d, lat - d].map((value) => value.toFixed(4)).join(',');
  }
  return params;
}

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = serviceBase(options.url);
  const doFetch = options.fetch ?? globalThis.fetch;
  const cache = createAnswerCache<GeocodedPlace[]>(options.cacheSeconds * 1000, NOMINATIM_CACHE_ENTRIES);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'User-Agent': `Comanda geocoding${options.contact ? ` (${options.contact})` : ''}`,
    'Accept-Language': LANGUAGE,
    ...(options.contact?.includes('@') ? { From: options.contact } : {}),
  };

  async function ask(kind: 'search' | 'reverse', params: Record<string, string>): Promise<unknown[] | null> {
    const url = `${base}/${kind}?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params })}`;
    try {
      const response = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) {
        options.logger?.warn('geocoder answered an error', { kind, status: response.status });
        return null;
      }
      const body: unknown = await response.json();
      // /reverse answers one object ({ error } when nothing is there), /search a list.
      if (Array.isArray(body)) return body;
      return typeof body === 'object' && body !== null && !('error' in body) ? [body] : [];
    } catch (error) {
      options.logger?.warn('geocoder did not answer', { kind, error: error instanceof Error ? error.name : 'unknown' });
      return null;
    }
  }

  async function cached(key: string, load: () => Promise<GeocodedPlace[] | null>): Promise<GeocodedPlace[]> {
    const known = cache.get(key);
    if (known) return known;
    const places = await load();
    // A failure is not remembered: the next diner asks the service again.
    if (places === null) return [];
    cache.set(key, places);
    return places;
  }

  function countriesFor(country: string | undefined): string[] | null {
    if (!country) return [...options.countries];
    return options.countries.includes(country) ? [country] : null;
  }

  return {
    description: `Nominatim at ${base}`,
    search(query: AddressQuery) {
      const countries = countriesFor(query.country);
      if (!countries) return Promise.resolve([]);
      const params = searchParams(query, countries);
      const typed = typedNumber(query.text);
      return cached(`search ${JSON.stringify(params)}`, async () => {
        const answer = await ask('search', params);
        return (
          answer?.flatMap((raw) => toPlace(raw as NominatimPlace, typed) ?? []).slice(0, GEOCODE_RESULT_LIMIT) ?? null
        );
      });
    },
    reverse(at: LatLng) {
      const params = { lat: at.lat.toFixed(6), lon: at.lng.toFixed(6), zoom: '18' };
      return cached(`reverse ${JSON.stringify(params)}`, async () => {
        const answer = await ask('reverse', params);
        if (!answer) return null;
        const places = answer.flatMap((raw) => toPlace(raw as NominatimPlace, null) ?? []);
        return places.filter((place) => !place.country || options.countries.includes(place.country)).slice(0, 1);
      });
    },
  };
}
