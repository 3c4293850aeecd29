import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 640,
  marginInline: 'auto',
  color: vars.color.text,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.border,
});

export const description = style({
  margin: 0,
  color: vars.color.description,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const group = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    padding: vars.space.md,
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
  variants: {
    state: {
      valid: {},
      invalid: { borderColor: vars.color.danger, borderWidth: 2 },
    },
  },
  defaultVariants: { state: 'valid' },
});

/** Floated, the legend leaves the fieldset's border and lays out inside the box like a header. */
export const legend = style({
  float: 'left',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  width: '100%',
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const legendName = style({ flex: 1, minWidth: 0 });

export const counter = style({
  color: vars.color.description,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const indicators = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const hint = style({ margin: 0, color: vars.color.description, fontSize: vars.fontSize.sm });

export const options = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const control = style({
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.main,
  cursor: 'pointer',
});

export const optionName = style({ flex: 1, minWidth: 0 });

export const optionPrice = style({
  color: vars.color.description,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const alert = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const quantity = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const pageFooter = style({
  position: 'sticky',
  bottom: 0,
  paddingBlock: vars.space.md,
  backgroundColor: vars.color.background,
});
