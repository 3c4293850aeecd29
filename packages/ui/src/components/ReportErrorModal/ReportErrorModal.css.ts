import { style } from '@vanilla-extract/css';
import { radioCard } from '../../theme/choices.css.ts';
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

export const option = style([radioCard, { gap: vars.space.sm, fontSize: vars.fontSize.md }]);
