import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.main}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-state="locked"]': { borderColor: vars.color.danger },
  },
});

/** The digits are what the rider reads back to the customer: large, spaced, centred. */
export const digits = style({});
globalStyle(`${digits} input`, {
  fontSize: vars.fontSize.xxl,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.5em',
  textAlign: 'center',
  minHeight: 56,
});
