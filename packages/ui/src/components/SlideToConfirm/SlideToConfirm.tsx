import {
  INITIAL_SLIDER_STATE,
  riderMessages,
  SLIDER_MAX,
  SLIDER_MIN,
  type SliderState,
  slide,
  VIBRATION_SUCCESS,
} from '@comanda/domain/rider';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './SlideToConfirm.css.ts';

/**
 * One press of Right arrow or Enter moves the thumb this far: below the domain's jump limit (20),
 * so the keyboard walks the same rule as a finger and confirms on the sixth press (90 ≥ 85).
 */
export const SLIDER_KEYBOARD_STEP = 15;

export const slideToConfirmStates = ['idle', 'disabled', 'loading'] as const;
export type SlideToConfirmState = (typeof slideToConfirmStates)[number];

export type Vibrate = (pattern: readonly number[]) => void;

/** `navigator.vibrate`, where the device has it. */
export const navigatorVibrate: Vibrate = (pattern) => {
  if (typeof navigator !== 'undefined') navigator.vibrate?.([...pattern]);
};

export interface SlideToConfirmProps {
  /** The next action: 'Aceptar envío', 'En el local', 'En camino al cliente', 'Entregado', 'Regreso al local'. */
  readonly label: string;
  /** Runs once each time the thumb reaches the domain's threshold (85); the thumb is back at 0 by then. */
  readonly onConfirm: () => void;
  readonly disabled?: boolean;
  /** The update is running: the control waits, with a spinner. */
  readonly loading?: boolean;
  /** Injected in tests and stories; defaults to `navigator.vibrate`. */
  readonly vibrate?: Vibrate;
}

/**
 * The rider's slide-to-confirm control ('Deslice >>'). Every change, from a pointer, a finger or
 * the keyboard, goes through the domain's `slide` reducer: it counts only when it moves less than
 * 20 from the last value, and reaching 85 confirms and resets to 0.
 */
export function SlideToConfirm({
  label,
  onConfirm,
  disabled = false,
  loading = false,
  vibrate = navigatorVibrate,
}: SlideToConfirmProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const [slider, setSlider] = useState<SliderState>(INITIAL_SLIDER_STATE);
  // The latest state, read synchronously by fast pointer moves between renders.
  const stateRef = useRef<SliderState>(INITIAL_SLIDER_STATE);
  const railRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startPosition: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const state: SlideToConfirmState = loading ? 'loading' : disabled ? 'disabled' : 'idle';
  const inactive = state !== 'idle';

  const apply = (value: number) => {
    if (inactive) return;
    const result = slide(stateRef.current, value);
    stateRef.current = result.state;
    setSlider(result.state);
    if (result.confirmed) {
      drag.current = null;
      setDragging(false);
      vibrate(VIBRATION_SUCCESS);
      onConfirm();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta =
      event.key === 'ArrowRight' || event.key === 'ArrowUp' || event.key === 'Enter'
        ? SLIDER_KEYBOARD_STEP
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? -SLIDER_KEYBOARD_STEP
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    apply(stateRef.current.position + delta);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (inactive) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startPosition: stateRef.current.position };
    setDragging(true);
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic event has no active pointer to capture; moves still reach the thumb.
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    const rail = railRef.current;
    if (!current || current.pointerId !== event.pointerId || !rail) return;
    const travel = rail.clientWidth - event.currentTarget.offsetWidth;
    if (travel <= 0) return;
    apply(current.startPosition + ((event.clientX - current.startX) / travel) * SLIDER_MAX);
  };

  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const position = Math.round(slider.position);
  return (
    <div className={styles.root} data-slot="slide-to-confirm" data-state={state}>
      <div className={styles.header}>
        <Text as="span" id={labelId} size="lg" weight="bold">
          {label}
        </Text>
        {loading && <Spinner />}
      </div>
      <div className={styles.track} data-state={state} data-slot="slide-to-confirm-track">
        <span id={hintId} className={styles.hint}>
          {riderMessages.slider}
        </span>
        <div ref={railRef} className={styles.rail}>
          <div
            role="slider"
            tabIndex={inactive ? -1 : 0}
            className={styles.thumb}
            style={assignInlineVars({ [styles.position]: String(position) })}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            aria-valuemin={SLIDER_MIN}
            aria-valuemax={SLIDER_MAX}
            aria-valuenow={position}
            aria-valuetext={`${position} %`}
            aria-orientation="horizontal"
            aria-disabled={inactive || undefined}
            data-slot="slide-to-confirm-thumb"
            data-dragging={dragging || undefined}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onLostPointerCapture={endDrag}
          >
            <span aria-hidden="true">»</span>
          </div>
        </div>
      </div>
    </div>
  );
}
