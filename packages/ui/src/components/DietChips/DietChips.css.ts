import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { forcedColors, reducedMotion, selectedInForcedColors } from '../../theme/media.ts';
import { stripHeight } from './DietChipsSpace.css.ts';

export const group = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xs,
  minHeight: stripHeight,
  boxSizing: 'border-box',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const item = style({ flexShrink: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
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
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.onMain,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    [forcedColors]: { selectors: { '&[aria-pressed="true"]': selectedInForcedColors } },
  },
});

export const clear = style([chip, { backgroundColor: 'transparent', textDecoration: 'underline' }]);

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
