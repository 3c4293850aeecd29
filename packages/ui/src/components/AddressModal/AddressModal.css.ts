import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const mapFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 220,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.main, borderWidth: 2 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
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

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const choiceDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.description });

export const back = style({ alignSelf: 'flex-start' });
