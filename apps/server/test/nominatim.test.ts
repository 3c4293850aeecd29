/**
 * The Nominatim provider against a local HTTP server that answers like Nominatim: what is sent
 * (country restriction, contact, language), how answers are read, cached and ranked, and what a
 * service that is slow, failing or talking nonsense gives the diner: no places, never an error.
 * Then through the server's own route, configured by GEOCODER_URL.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder, serviceBase } from '../src/geocoding/nominatim.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

/** Nominatim's jsonv2 answer for Gorriti 4700 (trimmed to what the provider reads). */
const gorriti = {
  place_id: 301234,
  lat: '-34.5892',
  lon: '-58.4304',
  display_name: '4700, Gorriti, Palermo, Buenos Aires, Comuna 14, Ciudad Autónoma de Buenos Aires, C1414, Argentina',
  address: {
    house_number: '4700',
    road: 'Gorriti',
    suburb: 'Palermo',
    city: 'Buenos Aires',
    state: 'Ciudad Autónoma de Buenos Aires',
    postcode: 'C1414',
    country_code: 'ar',
  },
};
const gorritiStreet = {
  place_id: 301235,
  lat: '-34.5900',
  lon: '-58.4290',
  display_name: 'Gorriti, Palermo, Buenos Aires, Argentina',
  address: { road: 'Gorriti', suburb: 'Palermo', city: 'Buenos Aires', country_code: 'ar' },
};

type Handler = (url: URL, request: IncomingMessage, response: ServerResponse) => void;

/** A stub of the service: each test sets how it answers; every request is recorded. */
function stubService() {
  const requests: { url: URL; headers: IncomingMessage['headers'] }[] = [];
  let handler: Handler = (_url, _request, response) => response.end('[]');
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push({ url, headers: request.headers });
    handler(url, request, response);
  });
  return {
    requests,
    answer: (next: Handler) => {
      handler = next;
    },
    json: (body: unknown, status = 200) => {
      handler = (_url, _request, response) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the Nominatim provider', () => {
  const stub = stubService();
  let base = '';
  const warnings: string[] = [];
  const logger = {
    debug: () => {},
    info: () => {},
    warn: (message: string) => warnings.push(message),
    error: () => {},
  };
  const geocoder = (options: { timeoutMs?: number; cacheSeconds?: number } = {}) =>
    createNominatimGeocoder({
      url: `${base}/`,
      countries: ['ar', 'uy'],
      contact: 'ops@comanda.example',
      timeoutMs: options.timeoutMs ?? 2000,
      cacheSeconds: options.cacheSeconds ?? 60,
      logger,
    });

  beforeAll(async () => {
    base = await stub.start();
  });
  afterAll(() => stub.stop());
  afterEach(() => {
    stub.requests.length = 0;
    warnings.length = 0;
  });

  it('searches with the country restriction, a bias towards the store, the contact and Spanish', async () => {
    stub.json([gorriti, gorritiStreet]);
    const places = await geocoder().search({
      text: 'Gorriti 4700',
      country: 'ar',
      near: { lat: -34.5875, lng: -58.4305 },
    });
    expect(places).toEqual([
      {
        id: 'nominatim:301234',
        label: 'Gorriti 4700',
        description: 'Palermo, Buenos Aires',
        match: 'exact',
        street: 'Gorriti',
        number: '4700',
        locality: 'Palermo',
        city: 'Buenos Aires',
        province: 'Ciudad Autónoma de Buenos Aires',
        postalCode: 'C1414',
        country: 'ar',
        lat: -34.5892,
        lng: -58.4304,
      },
      expect.objectContaining({ label: 'Gorriti', match: 'partial', number: null }),
    ]);
    const [request] = stub.requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      q: 'Gorriti 4700',
      limit: '5',
      countrycodes: 'ar',
      viewbox: '-58.6305,-34.3875,-58.2305,-34.7875',
    });
    expect(request?.headers['user-agent']).toBe('Comanda geocoding (ops@comanda.example)');
    expect(request?.headers.from).toBe('ops@comanda.example');
    expect(request?.headers['accept-language']).toBe('es');
  });

  it('restricts a search without a country to the configured ones, and asks nothing for another country', async () => {
    stub.json([]);
    await geocoder().search({ text: 'Gorriti 4700' });
    expect(stub.requests[0]?.url.searchParams.get('countrycodes')).toBe('ar,uy');
    expect(await geocoder().search({ text: 'Gorriti 4700', country: 'cl' })).toEqual([]);
    expect(stub.requests).toHaveLength(1);
  });

  it('marks a house number other than the one typed as partial', async () => {
    stub.json([{ ...gorriti, address: { ...gorriti.address, house_number: '4702' } }]);
    expect((await geocoder().search({ text: 'Gorriti 4700' }))[0]?.match).toBe('partial');
  });

  it('reads a point back through /reverse, and nothing when the service finds nothing there', async () => {
    stub.json(gorriti);
    expect(await geocoder().reverse({ lat: -34.5892, lng: -58.4304 })).toEqual([
      expect.objectContaining({ label: 'Gorriti 4700', match: 'exact' }),
    ]);
    expect(Object.fromEntries(stub.requests[0]?.url.searchParams ?? [])).toMatchObject({
      lat: '-34.589200',
      lon: '-58.430400',
      zoom: '18',
    });
    stub.json({ error: 'Unable to geocode' });
    expect(await geocoder().reverse({ lat: -34.7, lng: -58.6 })).toEqual([]);
  });

  it('keeps answers: the same search asks the service once', async () => {
    stub.json([gorriti]);
    const cached = geocoder();
    await cached.search({ text: 'Gorriti 4700', country: 'ar' });
    const again = await cached.search({ text: 'Gorriti 4700', country: 'ar' });
    expect(again[0]?.label).toBe('Gorriti 4700');
    expect(stub.requests).toHaveLength(1);
  });

  it('gives no places, logs, and remembers nothing when the service answers 5xx', async () => {
    stub.json({ message: 'overloaded' }, 503);
    const failing = geocoder();
    expect(await failing.search({ text: 'Gorriti 4700' })).toEqual([]);
    stub.json([gorriti]);
    expect(await failing.search({ text: 'Gorriti 4700' })).toHaveLength(1);
    expect(warnings).toEqual(['geocoder answered an error']);
  });

  it('gives no places when the service is slower than the timeout', async () => {
    stub.answer((_url, _request, response) => {
      setTimeout(() => response.end(JSON.stringify([gorriti])), 1500);
    });
    // The stub would answer a place after 1.5 s: none means the provider gave up first.
    expect(await geocoder({ timeoutMs: 200 }).search({ text: 'Gorriti 4700' })).toEqual([]);
    expect(warnings).toEqual(['geocoder did not answer']);
  });

  it('gives no places for an answer that is not Nominatim JSON, and skips places without a position', async () => {
    stub.answer((_url, _request, response) => response.end('<html>maintenance</html>'));
    expect(await geocoder().search({ text: 'Gorriti 4700' })).toEqual([]);
    stub.json([{ display_name: 'Gorriti', lat: 'x', lon: '-58.4' }, { ...gorriti, lat: '123' }, gorriti]);
    expect((await geocoder().search({ text: 'Gorriti 4701' })).map((place) => place.id)).toEqual(['nominatim:301234']);
  });

  it('gives no places when nothing listens at the URL', async () => {
    const down = createNominatimGeocoder({
      url: 'http://127.0.0.1:9',
      countries: ['ar'],
      timeoutMs: 1000,
      cacheSeconds: 0,
    });
    expect(await down.search({ text: 'Gorriti 4700' })).toEqual([]);
  });

  it('accepts a base URL written with its /search path', () => {
    expect(serviceBase('https://nominatim.example/search/')).toBe('https://nominatim.example');
    expect(serviceBase('https://geo.example/nominatim/')).toBe('https://geo.example/nominatim');
  });
});

describe(`the server's geocoding calls with GEOCODER_URL on ${databaseKind}`, () => {
  const stub = stubService();
  let server: TestServer;
  beforeAll(async () => {
    const base = await stub.start();
    server = await startTestServer({
      GEOCODER_URL: base,
      GEOCODER_TIMEOUT_MS: '300',
      GEOCODER_CONTACT: 'ops@comanda.example',
    });
  });
  afterAll(async () => {
    await server.close();
    await stub.stop();
  });

  it("answers the service's places, restricted to the country asked", async () => {
    stub.json([gorriti]);
    const { places } = await server.client.searchAddresses({ query: { q: 'Gorriti 4700', country: 'ar' } });
    expect(places).toEqual([expect.objectContaining({ label: 'Gorriti 4700', match: 'exact' })]);
    expect(stub.requests.at(-1)?.url.searchParams.get('countrycodes')).toBe('ar');
  });

  it('answers 200 with no places when the service times out or fails', async () => {
    stub.answer(() => {});
    const slow = await server.request('/api/geocode/search?q=Honduras%204800');
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ places: [] });
    stub.json({}, 500);
    const failed = await server.request('/api/geocode/reverse?lat=-34.58&lng=-58.43');
    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({ places: [] });
  });
});
