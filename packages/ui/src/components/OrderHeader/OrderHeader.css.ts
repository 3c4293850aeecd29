import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const summary = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs });

export const paymentIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const svg = style({ width: 24, height: 24 });
