import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { forcedColors, reducedMotion, selectedInForcedColors } from '../../theme/media.ts';

export const nav = style({ minWidth: 0 });

export const list = style({
  // The offset parent of the chips, so the active chip's offsetLeft is measured in the strip.
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  scrollBehavior: 'smooth',
  '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
});

export const item = style({ flexShrink: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.main },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.onMain,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    [forcedColors]: { selectors: { '&[aria-current="true"]': selectedInForcedColors } },
  },
});
