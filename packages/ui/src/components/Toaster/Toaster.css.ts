import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const toast = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'min(92vw, 420px)',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  backgroundColor: vars.color.text,
  color: vars.color.background,
});
export const success = style({ backgroundColor: vars.color.success, color: vars.color.onSuccess });
export const error = style({ backgroundColor: vars.color.danger, color: vars.color.onDanger });
