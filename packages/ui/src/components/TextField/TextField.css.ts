import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.description}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  // 16 px keeps iOS from zooming into the field.
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.description },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const textarea = style({ minHeight: 96, resize: 'vertical' });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
});
export const hint = style({ color: vars.color.description });
export const error = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const counter = style({
  color: vars.color.description,
  marginInlineStart: 'auto',
  fontVariantNumeric: 'tabular-nums',
});
