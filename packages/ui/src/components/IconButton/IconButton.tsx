import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The Spanish name a screen reader announces: required, since the button shows only an icon. */
  readonly label: string;
  readonly icon: ReactNode;
}

/** A 44×44 px icon-only button with a visually hidden label. */
export function IconButton({ label, icon, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      data-slot="icon-button"
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}
