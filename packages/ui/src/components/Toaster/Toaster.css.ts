import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * Holds sonner's region out of the page's flow: its element arrives after the first render and,
 * inside a flex or grid parent, would otherwise add a gap and move the page when it does. The
 * toasts themselves are fixed to the viewport; this layer keeps them above modals (z-index 50–51)
 * and the tracking overlay (1000).
 */
export const region = style({ position: 'fixed', width: 0, height: 0, zIndex: 2000 });

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
