import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touchTarget,
    minWidth: vars.size.touchTarget,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    transition: `filter ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&:active:not(:disabled)': { transform: 'scale(0.98)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.main, color: vars.color.onMain },
      bordered: {
        backgroundColor: 'transparent',
        borderColor: vars.color.borderedButton,
        color: vars.color.text,
      },
      ghost: { backgroundColor: 'transparent', color: vars.color.text },
      danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
    width: {
      auto: {},
      full: { width: '100%' },
    },
  },
  defaultVariants: { tone: 'primary', width: 'auto' },
});
