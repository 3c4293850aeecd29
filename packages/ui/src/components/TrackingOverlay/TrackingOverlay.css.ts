import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Lies over the map: only its panels take pointer events, so the map stays draggable around them. */
export const root = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  pointerEvents: 'none',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 480,
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  // On a short screen (a phone on its side, a page zoomed to 200 %) the panel scrolls within the
  // map's height instead of losing its lower part.
  minHeight: 0,
  overflowY: 'auto',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rider = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.border } },
});

export const icon = style({ width: 22, height: 22 });

export const codeSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.description}`,
});

export const code = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.25em',
  fontVariantNumeric: 'tabular-nums',
});

export const logo = style({
  alignSelf: 'center',
  width: 48,
  height: 48,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
});
