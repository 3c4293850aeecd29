import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const bump = keyframes({
  '0%': { transform: 'scale(1)' },
  '15%': { transform: 'scale(1.3) rotate(-8deg)' },
  '30%': { transform: 'scale(0.95) rotate(6deg)' },
  '45%': { transform: 'scale(1.15) rotate(-4deg)' },
  '60%': { transform: 'scale(1) rotate(0)' },
  '100%': { transform: 'scale(1)' },
});

/** Sticks to the bottom of the viewport while the menu above it scrolls. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.md,
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.main,
  color: vars.color.onMain,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 3 },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.xxl,
  height: vars.space.xxl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.onMain}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-state="bump"] &': { animation: `${bump} ${vars.motion.basket} ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const label = style({ flex: 1, textAlign: 'start' });

export const total = style({ fontVariantNumeric: 'tabular-nums' });
