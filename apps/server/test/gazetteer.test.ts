/**
 * The embedded gazetteer's matching, as properties over the demo file (every street, every
 * number in its range, every way a diner may write it) and over random text, plus the examples
 * the issue names.
 */
import { readFileSync } from 'node:fs';
import { haversineKm } from '@comanda/domain/tracking';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_GAZETTEER_FILE } from '../src/config.ts';
import { foldText, readAddress, streetKey } from '../src/geocoding/address-text.ts';
import {
  createGazetteerGeocoder,
  type GazetteerFile,
  nearestOnStreet,
  positionOnStreet,
  REVERSE_MAX_DISTANCE_METRES,
} from '../src/geocoding/gazetteer.ts';
import { GEOCODE_RESULT_LIMIT } from '../src/geocoding/geocoder.ts';

const file = JSON.parse(readFileSync(DEMO_GAZETTEER_FILE, 'utf8')) as GazetteerFile & {
  areas: { locality: string; streets: { name: string; aliases?: string[]; points: [number, number, number][] }[] }[];
};
const gazetteer = createGazetteerGeocoder(file);
const streets = file.areas.flatMap((area) => area.streets.map((street) => ({ ...street, locality: area.locality })));

/** A street of the demo file and a house number within its range. */
const streetAndNumber = fc
  .constantFrom(...streets)
  .chain((street) =>
    fc
      .integer({ min: street.points[0]?.[0] ?? 0, max: street.points.at(-1)?.[0] ?? 0 })
      .map((number) => ({ street, number })),
  );

/** The ways a diner writes the same address. */
const writing = fc.record({
  numberFirst: fc.boolean(),
  upper: fc.boolean(),
  noAccents: fc.boolean(),
  kind: fc.constantFrom('', 'Av. ', 'Avenida ', 'av ', 'AVDA. '),
  marker: fc.constantFrom('', 'N° ', 'nro ', 'al '),
  locality: fc.boolean(),
  spaces: fc.constantFrom(' ', '  '),
});

type WritingStyle = typeof writing extends fc.Arbitrary<infer T> ? T : never;

function written(name: string, number: number, locality: string, how: WritingStyle): string {
  const bare = name.replace(/^Av\.\s+/, '');
  let street = `${how.kind}${bare}`;
  if (how.noAccents) street = street.normalize('NFD').replace(/\p{M}+/gu, '');
  if (how.upper) street = street.toUpperCase();
  const numbered = `${how.marker}${number}`;
  const text = how.numberFirst ? `${numbered}${how.spaces}${street}` : `${street}${how.spaces}${numbered}`;
  return how.locality ? `${text}, ${locality}` : text;
}

const metresBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineKm(a, b) * 1000;

describe('the gazetteer finds what the diner means', () => {
  it('finds every number of every street as an exact place on that street, however it is written', async () => {
    await fc.assert(
      fc.asyncProperty(streetAndNumber, writing, async ({ street, number }, how) => {
        const places = await gazetteer.search({ text: written(street.name, number, street.locality, how) });
        const exact = places.filter((place) => place.match === 'exact');
        expect(exact.map((place) => place.label)).toContain(`${street.name} ${number}`);
        const place = exact.find((found) => found.label === `${street.name} ${number}`);
        const expected = positionOnStreet(street.points, number);
        expect(place?.lat).toBeCloseTo(expected?.lat ?? Number.NaN, 9);
        expect(place?.lng).toBeCloseTo(expected?.lng ?? Number.NaN, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('reads the place of a number back as the same street and a number within a few of it', async () => {
    await fc.assert(
      fc.asyncProperty(streetAndNumber, async ({ street, number }) => {
        const at = positionOnStreet(street.points, number);
        if (!at) throw new Error('a number in range has a position');
        const [place] = await gazetteer.reverse(at);
        // Where two streets cross, the point is on both: either may be named.
        if (place?.street !== street.name) {
          const other = streets.find((candidate) => candidate.name === place?.street);
          expect(nearestOnStreet(other?.points ?? [], at).distance).toBeLessThan(1);
          return;
        }
        expect(Math.abs(Number(place.number) - number)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('places numbers in their order along a street', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...streets),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (street, a, b) => {
          const first = street.points[0]?.[0] ?? 0;
          const span = (street.points.at(-1)?.[0] ?? 0) - first;
          const [low, high] = [a, b].sort((x, y) => x - y).map((t) => Math.round(first + (t ?? 0) * span)) as [
            number,
            number,
          ];
          const start = { lat: street.points[0]?.[1] ?? 0, lng: street.points[0]?.[2] ?? 0 };
          const lowAt = positionOnStreet(street.points, low);
          const highAt = positionOnStreet(street.points, high);
          if (!lowAt || !highAt) throw new Error('numbers in range have positions');
          expect(metresBetween(start, lowAt)).toBeLessThanOrEqual(metresBetween(start, highAt) + 1e-6);
        },
      ),
    );
  });

  it('never calls a number outside a street exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...streets), fc.integer({ min: 1, max: 99_999 }), async (street, number) => {
        const first = street.points[0]?.[0] ?? 0;
        const last = street.points.at(-1)?.[0] ?? 0;
        fc.pre(number < first || number > last);
        const places = await gazetteer.search({ text: `${street.name} ${number}` });
        expect(places.some((place) => place.match === 'exact' && place.street === street.name)).toBe(false);
      }),
    );
  });

  it('answers any text with at most five places and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.lorem()), async (text) => {
        const places = await gazetteer.search({ text });
        expect(places.length).toBeLessThanOrEqual(GEOCODE_RESULT_LIMIT);
      }),
    );
  });

  it('has no address far from every street, and one near every street', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        async (lat, lng) => {
          const nearest = Math.min(...streets.map((street) => nearestOnStreet(street.points, { lat, lng }).distance));
          const places = await gazetteer.reverse({ lat, lng });
          expect(places.length).toBe(nearest <= REVERSE_MAX_DISTANCE_METRES ? 1 : 0);
        },
      ),
    );
  });
});

describe('reading typed addresses', () => {
  it.each([
    ['Gorriti 4700', 'gorriti', 4700, ''],
    ['4700 Gorriti', 'gorriti', 4700, ''],
    ['Honduras 4800, Palermo', 'honduras', 4800, 'palermo'],
    ['Honduras al 4800 Palermo', 'honduras', 4800, 'palermo'],
    ['Av. Gral. Paz 1200', 'general paz', 1200, ''],
    ['25 de Mayo 300', '25 de mayo', 300, ''],
    ['Gorriti 4700 piso 3 depto B', 'gorriti', 4700, ''],
  ])("reads '%s' as street '%s', number %s, hint '%s' among its readings", (text, street, number, hint) => {
    expect(readAddress(text)).toContainEqual({ street, number, hint });
  });

  it('folds accents, case and punctuation, and keys streets without their kind', () => {
    expect(foldText('  Av. Córdoba — N°5000 ')).toBe('av cordoba n 5000');
    expect(streetKey('Avenida Córdoba')).toBe(streetKey('AV. CORDOBA'));
    expect(streetKey('Pasaje')).toBe('pasaje');
  });

  it.each([
    ['Gorriti 4700, Rosario', 'partial'],
    ['Gorrity 4700', 'partial'],
    ['gorr', 'partial'],
    ['Gorriti 4700 3B', 'exact'],
  ])("judges '%s' %s", async (text, match) => {
    const [place] = await gazetteer.search({ text });
    expect(place?.match).toBe(match);
    expect(place?.street).toBe('Gorriti');
  });
});
