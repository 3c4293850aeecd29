import { style } from '@vanilla-extract/css';
import { chip, chipStrip } from '../../theme/chips.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { stripHeight } from './DietChipsSpace.css.ts';

export const group = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const list = style([chipStrip, { minHeight: stripHeight, boxSizing: 'border-box' }]);

export const clear = style([chip, { backgroundColor: 'transparent', textDecoration: 'underline' }]);

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});
