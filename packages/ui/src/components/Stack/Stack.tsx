import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Stack.css.ts';

export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type StackGap = (typeof stackGaps)[number];

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  readonly direction?: 'column' | 'row';
  readonly gap?: StackGap;
  readonly align?: 'stretch' | 'start' | 'center' | 'end';
  readonly justify?: 'start' | 'center' | 'end' | 'between';
  readonly wrap?: boolean;
  readonly as?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'nav' | 'main' | 'form';
  readonly children?: ReactNode;
}

/** Layout of children in a row or column with a token gap: the only spacing primitive. */
export function Stack({
  direction,
  gap,
  align,
  justify,
  wrap,
  as: Element = 'div',
  className,
  children,
  ...rest
}: StackProps) {
  const classes = [styles.stack({ direction, gap, align, justify, wrap }), className].filter(Boolean).join(' ');
  return (
    <Element className={classes} {...(rest as HTMLAttributes<HTMLElement>)}>
      {children}
    </Element>
  );
}
