import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { forcedColors } from '../../theme/media.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    // Its fill is repainted under forced colours: a border keeps it a badge, its words its meaning.
    '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
  },
  variants: {
    tone: {
      main: { backgroundColor: vars.color.main, color: vars.color.onMain },
      success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
      danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
      warning: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
      neutral: { backgroundColor: vars.color.border, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'main' },
});
