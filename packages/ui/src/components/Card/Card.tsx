import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  readonly as?: 'div' | 'article' | 'section' | 'li';
  readonly children: ReactNode;
}

/** A surface that groups related content (a store, a plate, a ticket). */
export function Card({ as: Element = 'div', className, children, ...rest }: CardProps) {
  return (
    <Element className={[styles.card, className].filter(Boolean).join(' ')} data-slot="card" {...rest}>
      {children}
    </Element>
  );
}
