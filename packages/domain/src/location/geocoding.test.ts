import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_SEARCH_COUNTRIES, needsPinConfirmation, type PlaceMatch, resolveTypedAddress } from './geocoding.ts';

const place = (id: string, match: PlaceMatch) => ({ id, match });

describe('resolveTypedAddress', () => {
  it('takes the one exact place, even among partial ones', () => {
    const gorriti = place('gorriti-4700', 'exact');
    expect(resolveTypedAddress([gorriti])).toEqual({ kind: 'match', place: gorriti });
    expect(resolveTypedAddress([place('gorriti', 'partial'), gorriti])).toEqual({ kind: 'match', place: gorriti });
  });

  it('offers every place when none or several are exact', () => {
    const places = [place('honduras-palermo', 'exact'), place('honduras-rosario', 'exact')];
    expect(resolveTypedAddress(places)).toEqual({ kind: 'choose', places });
    const partial = [place('gorriti', 'partial'), place('gorostiaga', 'partial')];
    expect(resolveTypedAddress(partial)).toEqual({ kind: 'choose', places: partial });
  });

  it('asks to confirm a single partial place on the map', () => {
    const gorriti = place('gorriti', 'partial');
    expect(resolveTypedAddress([gorriti])).toEqual({ kind: 'confirm', place: gorriti });
  });

  it('asks for the pin when nothing was found', () => {
    expect(resolveTypedAddress([])).toEqual({ kind: 'none' });
  });

  it('always answers one of the four, and a match is always an exact place of the list', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<PlaceMatch>('exact', 'partial')), (matches) => {
        const places = matches.map((match, i) => place(String(i), match));
        const resolution = resolveTypedAddress(places);
        if (resolution.kind === 'match') {
          expect(places).toContain(resolution.place);
          expect(resolution.place.match).toBe('exact');
        } else if (resolution.kind === 'confirm') expect(places).toEqual([resolution.place]);
        else if (resolution.kind === 'choose') expect(resolution.places).toEqual(places);
        else expect(places).toHaveLength(0);
      }),
    );
  });
});

describe('needsPinConfirmation', () => {
  it('asks to confirm a partial place on the map, not an exact one', () => {
    expect(needsPinConfirmation(place('gorriti', 'partial'))).toBe(true);
    expect(needsPinConfirmation(place('gorriti-4700', 'exact'))).toBe(false);
  });
});

describe('ADDRESS_SEARCH_COUNTRIES', () => {
  it("is the spec's list (diner §9)", () => {
    expect(ADDRESS_SEARCH_COUNTRIES).toEqual(['ar', 'uy', 'cl', 'br', 'pe', 'co', 've', 'py', 'mx', 'ec', 'bo']);
  });
});
