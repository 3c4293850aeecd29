import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 72,
  height: 72,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  color: vars.color.onSuccess,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});
