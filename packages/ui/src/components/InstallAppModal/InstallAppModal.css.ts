import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const logo = style({
  display: 'block',
  width: 72,
  height: 72,
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
  boxShadow: vars.shadow.sm,
});
