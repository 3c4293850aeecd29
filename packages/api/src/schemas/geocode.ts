/**
 * Addresses found by the server's geocoder (diner §7 "Address search", §8 "Geocoding failure:
 * empty results"): the same answer from the embedded gazetteer and from a Nominatim-compatible
 * service, already read into the fields of a user location (diner §3).
 */
import * as v from 'valibot';
import { LatitudeSchema, LongitudeSchema, QueryNumberSchema } from './common.ts';

/**
 * How sure the geocoder is: `exact` found the street and the house number the text gave;
 * `partial` found less (the street without that number, a similar name, a place without a
 * number), so the diner confirms it.
 */
export const geocodeMatches = ['exact', 'partial'] as const;

const PlaceText = v.nullable(v.pipe(v.string(), v.maxLength(200)));

export const GeocodedPlaceSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(200)),
  /** The line the diner reads, usually street and number ('Gorriti 4700'). */
  label: v.pipe(v.string(), v.maxLength(300)),
  /** A second line: locality, city. */
  description: v.pipe(v.string(), v.maxLength(300)),
  match: v.picklist(geocodeMatches),
  street: PlaceText,
  number: PlaceText,
  locality: PlaceText,
  city: PlaceText,
  province: PlaceText,
  postalCode: PlaceText,
  /** ISO 3166-1 alpha-2, lower case. */
  country: PlaceText,
  lat: LatitudeSchema,
  lng: LongitudeSchema,
});
export type GeocodedPlaceOutput = v.InferOutput<typeof GeocodedPlaceSchema>;

/** Best first; empty when nothing matched or the geocoder could not be reached. */
export const GeocodedPlacesSchema = v.object({ places: v.array(GeocodedPlaceSchema) });

/** Longest address text searched: a street, a number and a locality fit many times over. */
export const GEOCODE_QUERY_MAX_LENGTH = 200;

export const GeocodeSearchQuerySchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(GEOCODE_QUERY_MAX_LENGTH)),
  /** Restricts the search to one country (the branch's). */
  country: v.optional(v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, 'País inválido'))),
  /** Ranks places near this point first (the store the diner orders from). */
  lat: v.optional(QueryNumberSchema(-90, 90)),
  lng: v.optional(QueryNumberSchema(-180, 180)),
});
export type GeocodeSearchQueryOutput = v.InferOutput<typeof GeocodeSearchQuerySchema>;

export const GeocodeReverseQuerySchema = v.object({
  lat: QueryNumberSchema(-90, 90),
  lng: QueryNumberSchema(-180, 180),
});
