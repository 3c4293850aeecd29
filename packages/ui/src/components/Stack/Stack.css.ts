import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const gaps = {
  none: '0',
  xxs: vars.space.xxs,
  xs: vars.space.xs,
  sm: vars.space.sm,
  md: vars.space.md,
  lg: vars.space.lg,
  xl: vars.space.xl,
  xxl: vars.space.xxl,
};

export const stack = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    direction: { column: { flexDirection: 'column' }, row: { flexDirection: 'row' } },
    gap: Object.fromEntries(Object.entries(gaps).map(([k, v]) => [k, { gap: v }])) as Record<
      keyof typeof gaps,
      { gap: string }
    >,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: {} },
  },
  defaultVariants: { direction: 'column', gap: 'md', align: 'stretch', justify: 'start', wrap: false },
});
