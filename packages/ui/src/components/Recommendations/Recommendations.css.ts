import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  // Positioned, so the visually hidden plate names inside its buttons scroll with it instead of
  // widening the page (an absolute box is clipped only by a scroller that contains it).
  position: 'relative',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
});

export const item = style({
  flex: '0 0 auto',
  width: 160,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  scrollSnapAlign: 'start',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.border,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const price = style({ margin: 0, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const action = style({ marginTop: 'auto' });
