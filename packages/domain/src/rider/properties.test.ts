import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_SLIDER_STATE, SLIDER_ACCEPT_THRESHOLD, SLIDER_JUMP_LIMIT, type SliderState, slide } from './slider.ts';

describe('slider laws', () => {
  const value = fc.oneof(fc.double({ min: -50, max: 150, noNaN: true }), fc.constant(Number.NaN));

  it('stays within 0–100, confirms only at the threshold, resets on confirmation', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 40 }), (values) => {
        let state: SliderState = INITIAL_SLIDER_STATE;
        for (const v of values) {
          const before = state.position;
          const { state: next, confirmed } = slide(state, v);
          expect(next.position).toBeGreaterThanOrEqual(0);
          expect(next.position).toBeLessThanOrEqual(100);
          if (confirmed) {
            expect(next.position).toBe(0);
            expect(Math.min(100, v)).toBeGreaterThanOrEqual(SLIDER_ACCEPT_THRESHOLD);
          } else {
            expect(Math.abs(next.position - before)).toBeLessThan(SLIDER_JUMP_LIMIT);
            expect(next.position).toBeLessThan(SLIDER_ACCEPT_THRESHOLD);
          }
          state = next;
        }
      }),
    );
  });

  it('needs at least five counted moves from 0 to confirm', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 4 }), (values) => {
        let state: SliderState = INITIAL_SLIDER_STATE;
        for (const v of values) {
          const result = slide(state, v);
          expect(result.confirmed).toBe(false);
          state = result.state;
        }
      }),
    );
  });
});
