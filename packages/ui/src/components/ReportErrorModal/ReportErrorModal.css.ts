import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.main, borderWidth: 2 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const radio = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.main, flex: '0 0 auto' });
