import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.main, borderWidth: 2 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const radio = style({
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.main,
  cursor: 'inherit',
});

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const wide = style({ gridColumn: '1 / -1' });

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const benefits = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
