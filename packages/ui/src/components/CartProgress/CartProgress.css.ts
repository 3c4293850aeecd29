import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: '1px solid currentColor',
    backgroundColor: vars.color.surface,
  },
  variants: {
    tone: {
      warning: { color: vars.color.warning },
      success: { color: vars.color.success },
    },
  },
});

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const track = style({
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  transition: `width ${vars.motion.fast} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
