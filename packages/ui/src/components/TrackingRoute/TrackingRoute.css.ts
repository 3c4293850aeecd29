import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 480,
  marginInline: 'auto',
  padding: vars.space.lg,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.description });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
