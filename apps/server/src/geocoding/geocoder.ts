/**
 * The seam between the server and whatever turns addresses into points (architecture,
 * "addresses and map"): the embedded gazetteer by default, a Nominatim-compatible service when
 * configured. Both answer the contract's places; neither throws: a geocoder that fails answers
 * no places (diner §8 "Geocoding failure: empty results").
 */
import type { GeocodedPlaceOutput } from '@comanda/api';
import type { LatLng } from '@comanda/domain/tracking';

export type GeocodedPlace = GeocodedPlaceOutput;

export interface AddressQuery {
  readonly text: string;
  /** ISO 3166-1 alpha-2, lower case: only places of this country. */
  readonly country?: string | undefined;
  /** Places near this point first (the store the diner orders from). */
  readonly near?: LatLng | undefined;
}

export interface Geocoder {
  /** Places matching the text, best first, at most `GEOCODE_RESULT_LIMIT`. */
  search(query: AddressQuery): Promise<GeocodedPlace[]>;
  /** The address at a point: one place, or none when nothing is near. */
  reverse(at: LatLng): Promise<GeocodedPlace[]>;
  /** One line for the start-up banner ('gazetteer (412 streets)', 'Nominatim at …'). */
  readonly description: string;
}

/** Decision: suggestions shown under the search box, and places offered after CONTINUAR. */
export const GEOCODE_RESULT_LIMIT = 5;
