import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusOutlineInForcedColors, forcedColors, selectedInForcedColors } from '../../theme/media.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const question = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const stars = style({ display: 'flex', gap: vars.space.xs });

/** The native input covers its label, invisible: it keeps focus, keyboard and clicks; the star or chip is what shows. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1,
  color: vars.color.description,
  cursor: 'pointer',
  selectors: {
    '&[data-state="on"]': { color: vars.color.mainText },
    '&:has(input:focus-visible)': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
  // A lit star differs from an unlit one only by its colour: the system's selection colour keeps it so.
  '@media': {
    [forcedColors]: {
      selectors: {
        '&[data-state="on"]': { forcedColorAdjust: 'none', color: 'Highlight' },
        '&:has(input:focus-visible)': focusOutlineInForcedColors,
      },
    },
  },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.description}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-state="on"]': {
      backgroundColor: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.onMain,
      fontWeight: vars.fontWeight.medium,
    },
    '&:has(input:focus-visible)': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        '&[data-state="on"]': selectedInForcedColors,
        '&:has(input:focus-visible)': focusOutlineInForcedColors,
      },
    },
  },
});

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });
