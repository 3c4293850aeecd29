import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.css.ts';

export const buttonTones = ['primary', 'bordered', 'ghost', 'danger'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly tone?: ButtonTone;
  readonly fullWidth?: boolean;
  /** Shows a busy state and blocks further presses (e.g. while an order is being sent). */
  readonly loading?: boolean;
  /** Render the child element (a link) with the button's look. */
  readonly asChild?: boolean;
  readonly children: ReactNode;
}

export function Button({
  tone = 'primary',
  fullWidth = false,
  loading = false,
  asChild = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.button({ tone, width: fullWidth ? 'full' : 'auto' }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot className={classes} data-slot="button" {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      data-slot="button"
      data-state={loading ? 'loading' : 'idle'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
