import type { FieldsetHTMLAttributes } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './QuantityStepper.css.ts';

export const quantityStepperSizes = ['md', 'sm'] as const;
export type QuantityStepperSize = (typeof quantityStepperSizes)[number];

/** The spec's labels of the two buttons. */
export const quantityStepperLabels = {
  decrement: 'Quitar una unidad',
  increment: 'Agregar una unidad',
} as const;

export type QuantityLimit = 'min' | 'max';

export interface QuantityStepperProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange'> {
  readonly value: number;
  /** Called with `value - 1` or `value + 1`; the caller decides (usually with a domain function). */
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  /**
   * When given, a button at its limit stays focusable (`aria-disabled`) and a press reports the
   * limit instead of being ignored, so the caller can say why (the maximum-units message).
   */
  readonly onLimit?: (limit: QuantityLimit) => void;
  readonly disabled?: boolean;
  readonly size?: QuantityStepperSize;
}

/** − value + with 44 px targets; the value is announced politely when it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  onLimit,
  disabled = false,
  size = 'md',
  className,
  ...rest
}: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  const press = (limit: QuantityLimit, atLimit: boolean, next: number) => () => {
    if (disabled) return;
    if (atLimit) {
      onLimit?.(limit);
      return;
    }
    onChange(next);
  };
  // Without onLimit a button at its limit is plainly disabled; with it, it stays pressable.
  const limitProps = (atLimit: boolean) =>
    onLimit ? { 'aria-disabled': atLimit || undefined } : { disabled: atLimit };
  return (
    <fieldset
      disabled={disabled}
      className={[styles.stepper({ size }), className].filter(Boolean).join(' ')}
      data-slot="quantity-stepper"
      data-state={atMax ? 'max' : atMin ? 'min' : 'between'}
      {...rest}
    >
      <IconButton
        label={quantityStepperLabels.decrement}
        icon="−"
        className={styles.button}
        data-slot="quantity-stepper-decrement"
        onClick={press('min', atMin, value - 1)}
        {...limitProps(atMin)}
      />
      <output className={styles.value} aria-live="polite" data-slot="quantity-stepper-value">
        {value}
      </output>
      <IconButton
        label={quantityStepperLabels.increment}
        icon="+"
        className={styles.button}
        data-slot="quantity-stepper-increment"
        onClick={press('max', atMax, value + 1)}
        {...limitProps(atMax)}
      />
    </fieldset>
  );
}
