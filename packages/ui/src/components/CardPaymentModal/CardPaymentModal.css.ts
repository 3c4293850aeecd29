import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
