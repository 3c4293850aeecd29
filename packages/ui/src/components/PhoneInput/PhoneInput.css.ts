import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const row = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });

const control = style({
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.description}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  // 16 px keeps iOS from zooming into the field.
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const country = style([control, { flex: '0 0 auto', paddingInline: vars.space.sm, cursor: 'pointer' }]);

export const input = style([
  control,
  {
    flex: '1 1 auto',
    minWidth: 0,
    paddingInline: vars.space.md,
    selectors: { '&::placeholder': { color: vars.color.description } },
  },
]);

export const footer = style({ display: 'flex', gap: vars.space.sm, fontSize: vars.fontSize.xs });
export const hint = style({ color: vars.color.description });
export const error = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });
