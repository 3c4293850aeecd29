import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css.ts';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const textTones = ['default', 'description', 'danger', 'success', 'main'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  readonly as?: 'p' | 'span' | 'h1' | 'h2' | 'h3' | 'h4' | 'strong' | 'small' | 'div' | 'label';
  readonly size?: TextSize;
  readonly weight?: 'regular' | 'medium' | 'bold';
  readonly tone?: TextTone;
  readonly align?: 'start' | 'center' | 'end';
  readonly children?: ReactNode;
}

/** All text goes through this: sizes, weights and colours only from the theme. */
export function Text({ as: Element = 'p', size, weight, tone, align, className, children, ...rest }: TextProps) {
  const classes = [styles.text({ size, weight, tone, align }), className].filter(Boolean).join(' ');
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}
