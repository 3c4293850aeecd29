/**
 * Address search and reverse geocoding (diner §7 "Address search"): the browser asks this
 * server, which asks its geocoder. Public like the other look-ups, and rate-limited per client.
 */
import { dinerCalls as calls } from '@comanda/api';
import type { Mount } from '../http/mount.ts';

export function geocodeRoutes(mount: Mount): void {
  mount(calls.searchAddresses, async ({ query }, c) => {
    const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    return { places: await c.var.geocoder.search({ text: query.q, country: query.country, near }) };
  });
  mount(calls.reverseGeocode, async ({ query }, c) => ({
    places: await c.var.geocoder.reverse({ lat: query.lat, lng: query.lng }),
  }));
}
