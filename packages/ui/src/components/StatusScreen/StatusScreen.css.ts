import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '70dvh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 88,
    height: 88,
    borderRadius: vars.radius.full,
    fontSize: 44,
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
      neutral: { backgroundColor: vars.color.border, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const title = style({
  margin: 0,
  maxWidth: '28ch',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  maxWidth: '40ch',
  color: vars.color.description,
  overflowWrap: 'anywhere',
});
