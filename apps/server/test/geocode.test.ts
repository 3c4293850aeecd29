/**
 * Address search and reverse geocoding through the real server with its embedded default, the
 * demo gazetteer: the addresses diners type reach a point inside the right delivery zone, bad
 * input is refused, the calls are rate-limited, and a partner's own gazetteer file is read the
 * same way.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ars } from '@comanda/api/demo';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { createLogger } from '../src/http/logger.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

const store = { lat: -34.5875, lng: -58.4305 };

describe(`geocoding with the demo gazetteer on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const search = (q: string, extra: Record<string, string | number> = {}) =>
    server.client.searchAddresses({ query: { q, country: 'ar', ...store, ...extra } });
  const feeAt = (place: { lat: number; lng: number }, contactId = 'bc-palermo-centro') =>
    server.client.getDeliveryFee({ params: { id: contactId }, query: { lat: place.lat, lng: place.lng } });

  it.each([
    ['Gorriti 4700', 'Gorriti 4700', 'bc-palermo-centro', ars(1500)],
    ['Honduras 4800, Palermo', 'Honduras 4800', 'bc-palermo-centro', ars(1500)],
    ['4700 gorriti', 'Gorriti 4700', 'bc-palermo-centro', ars(1500)],
    ['av cordoba 5000', 'Av. Córdoba 5000', 'bc-palermo-centro', ars(1500)],
    ['AVENIDA SANTA FE 3800', 'Av. Santa Fe 3800', 'bc-palermo-norte', ars(1200)],
  ])("finds '%s' as one exact place inside the delivery zone of %s", async (typed, label, contactId, fee) => {
    const { places } = await search(typed);
    const exact = places.filter((place) => place.match === 'exact');
    expect(exact).toHaveLength(1);
    expect(exact[0]).toMatchObject({ label, locality: 'Palermo', city: 'Buenos Aires', country: 'ar' });
    expect(await feeAt(exact[0] as { lat: number; lng: number }, contactId)).toMatchObject({ inZone: true, fee });
  });

  it("places Honduras 4800 where the demo's Palermo Centro is", async () => {
    const [place] = (await search('Honduras 4800, Palermo')).places;
    expect(place?.lat).toBeCloseTo(store.lat, 4);
    expect(place?.lng).toBeCloseTo(store.lng, 4);
  });

  it('finds a real address outside every zone, which the delivery quote refuses', async () => {
    const [place] = (await search('Av. Rivadavia 5000')).places;
    expect(place).toMatchObject({ label: 'Av. Rivadavia 5000', match: 'exact', locality: 'Caballito' });
    expect(await feeAt(place as { lat: number; lng: number })).toMatchObject({ inZone: false });
  });

  it('offers partial places when the street is known but not the number, and nothing for an unknown place', async () => {
    expect((await search('Gorriti 99999')).places).toEqual([
      expect.objectContaining({ label: 'Gorriti', match: 'partial', number: null }),
    ]);
    expect((await search('La casa de las rejas verdes')).places).toEqual([]);
  });

  it('answers no places for a country the gazetteer does not cover', async () => {
    expect((await search('Gorriti 4700', { country: 'uy' })).places).toEqual([]);
  });

  it('reads a point back as the street and number there, and nothing far from every street', async () => {
    const [gorriti] = (await search('Gorriti 4700')).places;
    const { places } = await server.client.reverseGeocode({
      query: { lat: gorriti?.lat ?? 0, lng: gorriti?.lng ?? 0 },
    });
    expect(places).toEqual([expect.objectContaining({ street: 'Gorriti', number: '4700', postalCode: 'C1414' })]);
    expect((await server.client.reverseGeocode({ query: { lat: -34.7, lng: -58.6 } })).places).toEqual([]);
  });

  it.each([
    ['/api/geocode/search', 'query.q'],
    ['/api/geocode/search?q=', 'query.q'],
    [`/api/geocode/search?q=${'a'.repeat(201)}`, 'query.q'],
    ['/api/geocode/search?q=Gorriti&country=argentina', 'query.country'],
    ['/api/geocode/search?q=Gorriti&lat=-91', 'query.lat'],
    ['/api/geocode/reverse?lat=-34.58', 'query.lng'],
    ['/api/geocode/reverse?lat=abc&lng=-58.4', 'query.lat'],
  ])('refuses %s with 400 naming %s', async (url, issuePath) => {
    const response = await server.request(url);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe('invalid_request');
    expect(body.issues.map((issue) => issue.path)).toContain(issuePath);
  });
});

describe('geocoding calls are rate-limited per client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_GEOCODE: '3/60s' });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.delete(t.rateLimitHits);
    // Fixed 60 s windows: five calls straddling a window's end would be counted in two.
    const intoWindowMs = Date.now() % 60_000;
    if (intoWindowMs > 58_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindowMs + 50));
  });

  it('answers 429 with Retry-After once searches and reverse look-ups together pass the limit', async () => {
    const urls = [
      '/api/geocode/search?q=Gorriti%204700',
      '/api/geocode/reverse?lat=-34.5875&lng=-58.4305',
      '/api/geocode/search?q=Honduras',
      '/api/geocode/search?q=Gorriti%204700',
      '/api/geocode/reverse?lat=-34.5875&lng=-58.4305',
    ];
    const responses: Response[] = [];
    for (const url of urls) responses.push(await server.request(url));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 429, 429]);
    expect(Number(responses[4]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe("a partner's own gazetteer file", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'comanda-gazetteer-'));
  const partnerFile = path.join(dir, 'montevideo.json');
  writeFileSync(
    partnerFile,
    JSON.stringify({
      name: 'Montevideo centro',
      country: 'uy',
      areas: [
        {
          locality: 'Centro',
          city: 'Montevideo',
          postalCode: '11100',
          streets: [
            {
              name: 'Avenida 18 de Julio',
              points: [
                [800, -34.9055, -56.1986],
                [1600, -34.9033, -56.1833],
              ],
            },
          ],
        },
      ],
    }),
  );
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ GAZETTEER_FILE: partnerFile });
  });
  afterAll(() => server.close());

  it('is searched instead of the demo streets, numbers in street names included', async () => {
    const { places } = await server.client.searchAddresses({ query: { q: '18 de julio 1200', country: 'uy' } });
    expect(places).toEqual([
      expect.objectContaining({ label: 'Avenida 18 de Julio 1200', match: 'exact', city: 'Montevideo', country: 'uy' }),
    ]);
    expect((await server.client.searchAddresses({ query: { q: 'Gorriti 4700' } })).places).toEqual([]);
  });

  it('stops the server from starting when malformed, naming the file and the fault', () => {
    const broken = path.join(dir, 'broken.json');
    const street = { name: 'Rambla', points: [[900, -34.9, -56.2]] };
    writeFileSync(
      broken,
      JSON.stringify({ country: 'uy', areas: [{ locality: 'Centro', city: 'Montevideo', streets: [street] }] }),
    );
    const appWith = (file: string) => () =>
      createApp({ config: loadConfig({ GAZETTEER_FILE: file }), db: server.db, logger: createLogger('silent') });
    expect(appWith(broken)).toThrow(
      `GAZETTEER_FILE ${broken} is not a gazetteer: areas.0.streets.0.points: a street needs two points or more`,
    );
    expect(appWith(path.join(dir, 'missing.json'))).toThrow(/cannot be read/);
  });
});
