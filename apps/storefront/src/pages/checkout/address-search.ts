/**
 * Map tiles and the optional address search (decisions: Leaflet with an OpenStreetMap-style tile
 * URL and a Nominatim-style search URL, the server's defaults, which its CSP allows). The search
 * is a convenience: when it fails or is not configured, the diner types the address and picks
 * the point on the map.
 */
import type { UserLocation } from '@comanda/domain';
import type { AddressSuggestion } from '@comanda/ui';

export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION = '© OpenStreetMap';
/** Empty turns the search off. */
export const MAP_SEARCH_URL: string = 'https://nominatim.openstreetmap.org/search';
/** Decision: how many suggestions the search shows, and how long it may take. */
export const MAP_SEARCH_LIMIT = 5;
export const MAP_SEARCH_TIMEOUT_MS = 5000;

interface NominatimPlace {
  readonly place_id?: number | string;
  readonly display_name?: string;
  readonly lat?: string;
  readonly lon?: string;
  readonly address?: Readonly<Record<string, string | undefined>>;
}

function toSuggestion(place: NominatimPlace): AddressSuggestion | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!place.display_name || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const address = place.address ?? {};
  const street = address.road;
  const number = address.house_number;
  const city = address.city ?? address.town ?? address.village ?? address.suburb;
  const location: UserLocation = {
    fullAddress: street ? [street, number].filter(Boolean).join(' ') : place.display_name,
    lat,
    lng,
    street: street ?? null,
    number: number ?? null,
    city: city ?? null,
    province: address.state ?? null,
    postalCode: address.postcode ?? null,
    country: address.country_code ?? null,
    geocoded: true,
  };
  return {
    id: String(place.place_id ?? `${lat},${lng}`),
    label: location.fullAddress ?? place.display_name,
    description: [city, address.state].filter(Boolean).join(', '),
    location,
  };
}

/** Places matching `text` in the branch's country; an empty list when the search is off or fails. */
export async function searchAddresses(
  text: string,
  country: string,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  if (!MAP_SEARCH_URL || text.trim().length < 3) return [];
  const url = new URL(MAP_SEARCH_URL);
  url.search = new URLSearchParams({
    q: text.trim(),
    format: 'jsonv2',
    addressdetails: '1',
    limit: String(MAP_SEARCH_LIMIT),
    countrycodes: country,
  }).toString();
  try {
    const timeout = AbortSignal.timeout(MAP_SEARCH_TIMEOUT_MS);
    const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!response.ok) return [];
    const places: unknown = await response.json();
    if (!Array.isArray(places)) return [];
    return places.flatMap((place: NominatimPlace) => toSuggestion(place) ?? []);
  } catch {
    return [];
  }
}
