import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold });
