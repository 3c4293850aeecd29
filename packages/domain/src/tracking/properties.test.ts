import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ETA_MARGIN_MINUTES, estimateEta, haversineKm } from './eta.ts';
import { MAP_CENTER_OFFSET_MIN_ZOOM, mapCenterOffset, trackingMarkers } from './map.ts';

const point = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
});

describe('distance laws', () => {
  it('is symmetric, non-negative and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(haversineKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
        expect(haversineKm(a, c)).toBeLessThanOrEqual(haversineKm(a, b) + haversineKm(b, c) + 1e-6);
      }),
    );
  });

  it('gives a 1-minute-or-more ETA with the fixed margin, growing with the path', () => {
    fc.assert(
      fc.property(point, point, point, fc.nat(30), (a, b, c, extra) => {
        const short = estimateEta([a, b], extra);
        const long = estimateEta([a, b, c], extra);
        expect(short.minEtaMinutes).toBeGreaterThanOrEqual(1);
        expect(short.maxEtaMinutes).toBe(short.minEtaMinutes + ETA_MARGIN_MINUTES);
        expect(long.minEtaMinutes).toBeGreaterThanOrEqual(short.minEtaMinutes);
      }),
    );
  });
});

describe('map laws', () => {
  it('halves the northward offset with each zoom step from zoom 7 up', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAP_CENTER_OFFSET_MIN_ZOOM, max: 20 }), (zoom) => {
        expect(mapCenterOffset(zoom)).toBeCloseTo(2 * mapCenterOffset(zoom + 1), 12);
      }),
    );
  });

  it('never places a marker at a zero or missing coordinate', () => {
    const raw = fc.option(
      fc.record({
        lat: fc.option(fc.oneof(fc.constant(0), fc.double({ noNaN: false }))),
        lng: fc.option(fc.oneof(fc.constant(0), fc.double())),
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('IN_STORE', 'DELIVERED'), raw, raw, raw, (status, rider, branch, destination) => {
        for (const marker of trackingMarkers({ status, rider, branch, destination })) {
          expect(Number.isFinite(marker.position.lat) && marker.position.lat !== 0).toBe(true);
          expect(Number.isFinite(marker.position.lng) && marker.position.lng !== 0).toBe(true);
        }
      }),
    );
  });
});
