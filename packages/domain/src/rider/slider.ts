/**
 * The slide-to-confirm control of the rider's shipment detail ('Deslice >>', `riderMessages.slider`),
 * follow-up §4, §9.
 */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
/** Reaching this position confirms: the next-status update runs and the slider resets to 0. */
export const SLIDER_ACCEPT_THRESHOLD = 85;
/** A change counts only if it moves less than this from the last counted value (no jumps by tapping). */
export const SLIDER_JUMP_LIMIT = 20;

export interface SliderState {
  readonly position: number;
}

export const INITIAL_SLIDER_STATE: SliderState = { position: SLIDER_MIN };

export interface SlideResult {
  readonly state: SliderState;
  /** True exactly when this move confirms the step; the state is then back at 0. */
  readonly confirmed: boolean;
}

/** Pure reducer of one slider change. Values are clamped to 0–100; a non-number is ignored. */
export function slide(state: SliderState, value: number): SlideResult {
  if (!Number.isFinite(value)) return { state, confirmed: false };
  const position = Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value));
  if (Math.abs(position - state.position) >= SLIDER_JUMP_LIMIT) return { state, confirmed: false };
  if (position >= SLIDER_ACCEPT_THRESHOLD) return { state: INITIAL_SLIDER_STATE, confirmed: true };
  return { state: position === state.position ? state : { position }, confirmed: false };
}

/** Vibration patterns (navigator.vibrate), in milliseconds. */
export const VIBRATION_SUCCESS: readonly number[] = [100];
export const VIBRATION_FAILURE: readonly number[] = [100, 50, 100, 75, 100];
