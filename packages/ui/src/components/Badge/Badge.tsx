import type { CSSProperties, ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export const badgeTones = ['main', 'success', 'danger', 'warning', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  readonly tone?: BadgeTone;
  /** A colour of the data's own (an indicator's), with its contrast text colour. */
  readonly colors?: { readonly background: string; readonly text: string };
  readonly children: ReactNode;
}

/** A small pill: discounts, statuses, indicators, NPS. */
export function Badge({ tone, colors, children }: BadgeProps) {
  const style: CSSProperties | undefined = colors
    ? { backgroundColor: colors.background, color: colors.text }
    : undefined;
  return (
    <span className={styles.badge({ tone })} style={style} data-slot="badge">
      {children}
    </span>
  );
}
