import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const table = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(84px, 1fr))',
  margin: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  textAlign: 'center',
  minWidth: 0,
  selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border}` } },
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.description });

export const value = style({
  margin: 0,
  minHeight: '1.5em',
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const freeDelivery = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.mainText,
  textAlign: 'center',
});

export const notice = recipe({
  base: {
    margin: 0,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      warning: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
      neutral: { backgroundColor: vars.color.border, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'warning' },
});
