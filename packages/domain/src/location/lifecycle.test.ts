import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserLocation } from '../validation/address.ts';
import {
  changeLocation,
  hasPosition,
  locationAtPoint,
  locationFromPlace,
  restoreLocation,
  serializeLocation,
  shouldAskForLocation,
} from './lifecycle.ts';

const gorriti: UserLocation = {
  fullAddress: 'Gorriti 4700, Palermo, Buenos Aires',
  street: 'Gorriti',
  number: '4700',
  locality: 'Palermo',
  city: 'Buenos Aires',
  postalCode: 'C1414',
  country: 'ar',
  lat: -34.5881,
  lng: -58.4282,
  geocoded: true,
};

describe('set from a geocoded place', () => {
  it("takes the place's address and point and keeps what the diner wrote about the door", () => {
    const typed: UserLocation = {
      fullAddress: 'gorriti 4700',
      betweenStreets: 'Thames y Uriarte',
      details: 'Timbre 2',
    };
    expect(locationFromPlace(typed, gorriti)).toEqual({
      ...gorriti,
      betweenStreets: 'Thames y Uriarte',
      details: 'Timbre 2',
      geocoded: true,
      fromLocalStorage: false,
    });
  });
});

describe('set from a point the diner confirmed', () => {
  it('keeps the typed address, takes the point, and fills only the empty area fields from the place there', () => {
    const typed: UserLocation = { fullAddress: 'Pasaje sin nombre 12', city: 'CABA' };
    const there: UserLocation = { ...gorriti, street: 'Gorriti', number: '4712' };
    expect(locationAtPoint(typed, { lat: -34.588, lng: -58.428 }, there)).toEqual({
      fullAddress: 'Pasaje sin nombre 12',
      city: 'CABA',
      locality: 'Palermo',
      postalCode: 'C1414',
      country: 'ar',
      lat: -34.588,
      lng: -58.428,
      geocoded: true,
      fromLocalStorage: false,
    });
  });

  it('needs no place at the point', () => {
    const at = locationAtPoint({ fullAddress: 'Lote 4' }, { lat: -34.5, lng: -58.4 }, null);
    expect(at).toMatchObject({ fullAddress: 'Lote 4', lat: -34.5, lng: -58.4, geocoded: true });
    expect(hasPosition(at)).toBe(true);
  });
});

describe('partially changed by hand', () => {
  it('keeps the point for new cross streets or clarifications', () => {
    expect(changeLocation(gorriti, { betweenStreets: 'Thames y Uriarte' })).toMatchObject({
      lat: gorriti.lat,
      geocoded: true,
      betweenStreets: 'Thames y Uriarte',
    });
  });

  it('drops the point when the address itself changes', () => {
    const moved = changeLocation(gorriti, { fullAddress: 'Honduras 4800' });
    expect(hasPosition(moved)).toBe(false);
    expect(moved).toMatchObject({ fullAddress: 'Honduras 4800', geocoded: false });
    expect(hasPosition(changeLocation(gorriti, { number: '4702' }))).toBe(false);
    // The same text again is no change.
    expect(hasPosition(changeLocation(gorriti, { fullAddress: gorriti.fullAddress }))).toBe(true);
  });
});

describe('saved and restored', () => {
  it('restores what was saved, marked as restored', () => {
    const saved = serializeLocation({ ...gorriti, details: 'Piso 3', fromLocalStorage: false });
    expect(saved).not.toContain('fromLocalStorage');
    expect(restoreLocation(saved)).toEqual({ ...gorriti, details: 'Piso 3', fromLocalStorage: true });
  });

  it('restores nothing from garbage, and never a field of the wrong kind', () => {
    for (const raw of [null, '', 'not json', '[]', '42', 'null', '{"lat":1}']) expect(restoreLocation(raw)).toBeNull();
    expect(
      restoreLocation(JSON.stringify({ fullAddress: 'Gorriti 4700', lat: '-34', lng: 500, city: 7, geocoded: 'yes' })),
    ).toEqual({ fullAddress: 'Gorriti 4700', fromLocalStorage: true });
  });

  it('restores any saved location to an equal one (property)', () => {
    const text = fc.option(fc.string({ maxLength: 30 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          fullAddress: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
          city: text,
          postalCode: text,
          betweenStreets: text,
          lat: fc.double({ min: -90, max: 90, noNaN: true }),
          lng: fc.double({ min: -180, max: 180, noNaN: true }),
          geocoded: fc.boolean(),
        }),
        (location) => {
          const defined = Object.fromEntries(Object.entries(location).filter(([, value]) => value !== undefined));
          expect(restoreLocation(serializeLocation(location))).toEqual({
            ...defined,
            // JSON has no negative zero.
            lat: location.lat === 0 ? 0 : location.lat,
            lng: location.lng === 0 ? 0 : location.lng,
            fromLocalStorage: true,
          });
        },
      ),
    );
  });
});

describe('asking again (diner §5: complete when city, postal code and locality exist or it was geocoded)', () => {
  it.each([
    ['nothing stored', null, true],
    ['free text only', { fullAddress: 'Gorriti 4700' }, true],
    ['geocoded', { fullAddress: 'Gorriti 4700', geocoded: true }, false],
    [
      'city, postal code and locality',
      { fullAddress: 'x', city: 'CABA', postalCode: 'C1414', locality: 'Palermo' },
      false,
    ],
    [
      'city, postal code and province',
      { fullAddress: 'x', city: 'CABA', postalCode: 'C1414', province: 'CABA' },
      false,
    ],
    ['no postal code', { fullAddress: 'x', city: 'CABA', locality: 'Palermo' }, true],
  ] as const)('%s', (_name, location, ask) => {
    expect(shouldAskForLocation(location)).toBe(ask);
  });
});
