import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const hint = style({ margin: 0, color: vars.color.text });

export const phone = style({ fontWeight: 600, whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
