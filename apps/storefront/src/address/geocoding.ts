/**
 * Map tiles, the device's position, and the places the server's geocoder finds read into the
 * address modal's suggestions. The browser asks only its own server (`/api/geocode/*`): the
 * diner's address goes to no third party the operator did not configure.
 */
import type { GeocodedPlaceOutput } from '@comanda/api';
import type { LatLng } from '@comanda/domain/tracking';
import type { UserLocation } from '@comanda/domain/validation';
import type { AddressSuggestion } from '@comanda/ui';

export const MAP_TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '© OpenStreetMap';

/** Decision: how long the browser may take to read the device's position before it counts as failed. */
export const DEVICE_POSITION_TIMEOUT_MS = 15_000;

/** A geocoded place as the diner's location: every field the place has, marked as geocoded. */
export function placeLocation(place: GeocodedPlaceOutput): UserLocation {
  return {
    fullAddress: [place.label, place.description].filter(Boolean).join(', '),
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
  match: place.match,
});

/** 'Usar mi ubicación actual': the device's coordinates, or a rejection ('Error obteniendo coordenadas'). */
export function readDevicePosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      { timeout: DEVICE_POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
