import { ars } from '@comanda/api/demo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { deliveryQuote, OUT_OF_ZONE } from '../src/services/delivery.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

/** Inside the demo's Palermo Centro square (±0.02° around the venue). */
const nearCentro = { lat: -34.59, lng: -58.43 };
/** Far south-west of every demo zone. */
const faraway = { lat: -34.7, lng: -58.6 };

const square = (lat: number, lng: number, half: number) => [
  [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ],
];

describe(`delivery fee on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers the zone, fees and minimum of an address inside the contact's zone", async () => {
    const fee = await server.client.getDeliveryFee({
      params: { id: 'bc-palermo-centro' },
      query: { ...nearCentro, fullAddress: 'Gorriti 4700, Buenos Aires', city: 'Buenos Aires' },
    });
    expect(fee).toEqual({
      inZone: true,
      zoneId: 'zone-palermo-cerca',
      fee: ars(1500),
      cashFee: ars(1800),
      minimumOrder: ars(5000),
      freeDeliveryFrom: ars(30000),
      couriersAvailable: true,
      cashCouriersAvailable: true,
    });
  });

  it('leaves out the free-delivery amount of a zone without one and tells when no courier takes cash', async () => {
    const fee = await server.client.getDeliveryFee({
      params: { id: 'bc-palermo-norte' },
      query: { lat: -34.5835, lng: -58.4105 },
    });
    expect(fee).toEqual({
      inZone: true,
      zoneId: 'zone-palermo-norte',
      fee: ars(1200),
      cashFee: ars(1200),
      minimumOrder: ars(8000),
      couriersAvailable: true,
      cashCouriersAvailable: false,
    });
  });

  it('answers inZone false with zeros outside every zone, and for a contact with no zones', async () => {
    expect(await server.client.getDeliveryFee({ params: { id: 'bc-palermo-centro' }, query: faraway })).toEqual(
      OUT_OF_ZONE,
    );
    expect(await server.client.getDeliveryFee({ params: { id: 'bc-belgrano' }, query: nearCentro })).toEqual({
      inZone: false,
      fee: 0,
      cashFee: 0,
      minimumOrder: 0,
      couriersAvailable: false,
      cashCouriersAvailable: false,
    });
  });

  it('answers an unknown branch contact with 404 in Spanish', async () => {
    const response = await server.request('/api/branch/bc-nope/deliveryzones/fee?lat=-34.59&lng=-58.43');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Local no encontrado' });
  });

  it.each([
    ['lat=200&lng=-58.43', 'query.lat'],
    ['lat=-34.59&lng=abc', 'query.lng'],
    ['lng=-58.43', 'query.lat'],
  ])('refuses the coordinates %s with 400', async (query, path) => {
    const response = await server.request(`/api/branch/bc-palermo-centro/deliveryzones/fee?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe('invalid_request');
    expect(body.issues.map((issue) => issue.path)).toContain(path);
  });

  it('takes the first zone by position that holds the point, and skips a malformed polygon', async () => {
    const db = server.db;
    const zone = {
      branchContactId: 'bc-palermo-centro',
      fee: ars(900),
      cashFee: ars(900),
      minimumOrder: 0,
      couriersAvailable: true,
      cashCouriersAvailable: true,
    };
    await db.insert(t.deliveryZones).values([
      { ...zone, id: 'zone-test-later', name: 'Más tarde', polygon: square(-34.59, -58.43, 0.01), position: 9 },
      { ...zone, id: 'zone-test-broken', name: 'Rota', polygon: [[[-58.43, -34.59]]], position: -2 },
      {
        ...zone,
        id: 'zone-test-geojson',
        name: 'GeoJSON',
        polygon: { type: 'Polygon', coordinates: square(-34.59, -58.43, 0.005) },
        position: -1,
      },
    ]);
    try {
      expect((await deliveryQuote(db, 'bc-palermo-centro', nearCentro)).zoneId).toBe('zone-test-geojson');
      // Outside the small GeoJSON square, inside the demo zone (position 0) and the later one.
      expect((await deliveryQuote(db, 'bc-palermo-centro', { lat: -34.598, lng: -58.43 })).zoneId).toBe(
        'zone-palermo-cerca',
      );
    } finally {
      await db.delete(t.deliveryZones).where(eq(t.deliveryZones.name, 'Más tarde'));
      await db.delete(t.deliveryZones).where(eq(t.deliveryZones.name, 'Rota'));
      await db.delete(t.deliveryZones).where(eq(t.deliveryZones.name, 'GeoJSON'));
    }
  });

  it('gives order creation the same quote through deliveryQuote, and a 404 for an unknown contact', async () => {
    expect(await deliveryQuote(server.db, 'bc-palermo-centro', nearCentro)).toMatchObject({
      inZone: true,
      fee: ars(1500),
    });
    await expect(deliveryQuote(server.db, 'bc-nope', nearCentro)).rejects.toMatchObject({
      status: 404,
      message: 'Local no encontrado',
    });
  });
});
