import { describe, expect, it } from 'vitest';
import { trackingRouteText } from './route.ts';

// A venue on Honduras and a destination on Gorriti, about 200 m apart.
const branch = { name: 'Sabores Palermo Centro', address: 'Honduras 4900', position: { lat: -34.5889, lng: -58.4305 } };
const destination = { address: 'Gorriti 4700', position: { lat: -34.5881, lng: -58.4282 } };

describe('trackingRouteText', () => {
  it('names the venue, the destination and the distance between them', () => {
    const text = trackingRouteText({ status: 'LOOKING_FOR_DRIVER', branch, destination });
    expect(text.from).toBe('Sabores Palermo Centro, Honduras 4900');
    expect(text.to).toBe('Gorriti 4700');
    expect(text.distance).toBe('0,2 km');
    expect(text.rider).toBe('Sin ubicación por ahora');
  });

  it('tells how far the rider is from the destination while the position means something', () => {
    const rider = { lastLocation: { lat: -34.5989, lng: -58.4282 } };
    expect(trackingRouteText({ status: 'ON_ROUTE_TO_DROPOFF', branch, destination, rider }).rider).toBe(
      'A 1,2 km de tu dirección',
    );
    expect(trackingRouteText({ status: 'DELIVERED', branch, destination, rider }).rider).toBe(
      'Sin ubicación por ahora',
    );
  });

  it('says less than 100 m rather than 0,0 km at the door', () => {
    const rider = { lastLocation: { lat: -34.5882, lng: -58.4282 } };
    expect(trackingRouteText({ status: 'ON_ROUTE_TO_DROPOFF', branch, destination, rider }).rider).toBe(
      'A menos de 100 m de tu dirección',
    );
  });

  it('leaves the distance out and has no rider position without the points', () => {
    const text = trackingRouteText({
      status: 'ON_ROUTE_TO_DROPOFF',
      branch: { ...branch, position: { lat: 0, lng: 0 } },
      destination: { address: 'Gorriti 4700' },
      rider: { lastLocation: { lat: -34.5989, lng: -58.4282 } },
    });
    expect(text.distance).toBeNull();
    expect(text.rider).toBe('Sin ubicación por ahora');
  });
});
