import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { forcedColors, reducedMotion, selectedInForcedColors } from './media.ts';

/** A strip of chips that scrolls sideways (categories, diets), its scrollbar hidden. */
export const chipStrip = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const chipItem = style({ flexShrink: 0 });

/** The chosen chip: the current category, a pressed diet. */
const chosen = '&[aria-current="true"], &[aria-pressed="true"]';

/** The chip every strip shares; the chosen one is filled with the brand colour. */
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
    [chosen]: {
      backgroundColor: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.onMain,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    [forcedColors]: { selectors: { [chosen]: selectedInForcedColors } },
  },
});
