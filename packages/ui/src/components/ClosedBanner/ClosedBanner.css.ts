import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

// Scoped under the banner so it wins over the Button recipe's colours (two classes beat one).
export const hoursButton = style({
  selectors: {
    [`${banner} &`]: {
      borderColor: vars.color.onDanger,
      color: vars.color.onDanger,
      backgroundColor: 'transparent',
    },
  },
});
