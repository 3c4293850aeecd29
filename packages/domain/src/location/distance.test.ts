import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from '../money/format.ts';
import { distanceMetres, nearestFirst } from './distance.ts';

const centro = { lat: -34.5875, lng: -58.4305 };
const norte = { lat: -34.5835, lng: -58.4105 };

describe('distanceMetres', () => {
  it('measures the two Palermo stores about 1.9 km apart, shown with one decimal', () => {
    const metres = distanceMetres(centro, norte);
    expect(metres).toBeGreaterThan(1800);
    expect(metres).toBeLessThan(1950);
    expect(formatDistanceKm(metres)).toMatch(/^1,[89] km$/);
  });

  it('is zero at the same point and the same both ways', () => {
    const point = fc.record({
      lat: fc.double({ min: -80, max: 80, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceMetres(a, a)).toBe(0);
        expect(distanceMetres(a, b)).toBe(distanceMetres(b, a));
        expect(Number.isInteger(distanceMetres(a, b))).toBe(true);
      }),
    );
  });
});

describe('nearestFirst', () => {
  it('puts the nearest store first, the unmeasured last, and ties by name', () => {
    const stores = [
      { name: 'Sin distancia' },
      { name: 'Lejos', distance: 5000 },
      { name: 'Cerca B', distance: 300 },
      { name: 'Cerca A', distance: 300 },
    ];
    expect([...stores].sort(nearestFirst).map((store) => store.name)).toEqual([
      'Cerca A',
      'Cerca B',
      'Lejos',
      'Sin distancia',
    ]);
  });

  it('orders by name alone when no distance is known', () => {
    const stores = [{ name: 'Sabores Palermo Norte' }, { name: 'Sabores Palermo Centro' }];
    expect([...stores].sort(nearestFirst).map((store) => store.name)).toEqual([
      'Sabores Palermo Centro',
      'Sabores Palermo Norte',
    ]);
  });
});
