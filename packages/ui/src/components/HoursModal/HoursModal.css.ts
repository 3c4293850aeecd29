import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const day = style({ fontWeight: vars.fontWeight.medium });
export const hours = style({ margin: 0, color: vars.color.description, fontVariantNumeric: 'tabular-nums' });
/** A weekday's dt/dd pair: grouped in the markup, laid out by the grid. */
export const dayRow = style({ display: 'contents' });
