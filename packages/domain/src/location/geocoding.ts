/**
 * What the address search finds and what the diner is asked next (diner §2 "Address modal",
 * §7 "Address search", §9 "Map").
 */

/** Diner §9: the address search is restricted to these countries. */
export const ADDRESS_SEARCH_COUNTRIES = ['ar', 'uy', 'cl', 'br', 'pe', 'co', 've', 'py', 'mx', 'ec', 'bo'] as const;

/**
 * How sure the geocoder is of a place: `exact` found the street and house number the diner
 * typed, `partial` found less (the street only, a similar name).
 */
export type PlaceMatch = 'exact' | 'partial';

export type TypedAddressResolution<P> =
  | { readonly kind: 'match'; readonly place: P }
  | { readonly kind: 'confirm'; readonly place: P }
  | { readonly kind: 'choose'; readonly places: readonly P[] }
  | { readonly kind: 'none' };

/**
 * A typed address on CONTINUAR: one exact place is taken as it is; a single partial place (the
 * street without that number, a similar name) is shown on the map for the diner to confirm;
 * several places are offered to pick from; with none, the diner places the pin on the map and the
 * typed text stays the address.
 */
export function resolveTypedAddress<P extends { readonly match: PlaceMatch }>(
  places: readonly P[],
): TypedAddressResolution<P> {
  const exact = places.filter((place) => place.match === 'exact');
  if (exact.length === 1 && exact[0]) return { kind: 'match', place: exact[0] };
  if (places.length === 1 && places[0]) return { kind: 'confirm', place: places[0] };
  if (places.length > 0) return { kind: 'choose', places };
  return { kind: 'none' };
}

/** A place picked from a list still needs its door confirmed on the map unless it was exact. */
export const needsPinConfirmation = (place: { readonly match: PlaceMatch }): boolean => place.match !== 'exact';
