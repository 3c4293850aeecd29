import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const stepper = recipe({
  base: {
    // A fieldset without its user-agent frame.
    margin: 0,
    padding: 0,
    minInlineSize: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.md },
      sm: { fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

export const button = style({
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const value = style({
  minWidth: vars.space.xl,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
