import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
});
