import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const share = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
