import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const text = recipe({
  base: { margin: 0, fontFamily: 'inherit', overflowWrap: 'anywhere' },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
      xxl: { fontSize: vars.fontSize.xxl },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    tone: {
      default: { color: vars.color.text },
      description: { color: vars.color.description },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      main: { color: vars.color.mainText },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { size: 'md', weight: 'regular', tone: 'default', align: 'start' },
});
