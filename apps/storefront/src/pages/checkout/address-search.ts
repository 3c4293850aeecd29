/**
 * Map tiles, and the places the server's geocoder finds read into the address modal's
 * suggestions. The browser asks only its own server (`/api/geocode/*`): the diner's address goes
 * to no third party the operator did not configure.
 */
import type { GeocodedPlaceOutput } from '@comanda/api';
import type { UserLocation } from '@comanda/domain';
import type { AddressSuggestion } from '@comanda/ui';

export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION = '© OpenStreetMap';

/** A geocoded place as the diner's location: every field the place has, marked as geocoded. */
export function placeLocation(place: GeocodedPlaceOutput): UserLocation {
  return {
    fullAddress: place.label,
    lat: place.lat,
    lng: place.lng,
    street: place.street,
    number: place.number,
    city: place.city,
    locality: place.locality,
    province: place.province,
    postalCode: place.postalCode,
    country: place.country,
    geocoded: true,
  };
}

export const placeSuggestion = (place: GeocodedPlaceOutput): AddressSuggestion => ({
  id: place.id,
  label: place.label,
  description: place.description,
  location: placeLocation(place),
});
