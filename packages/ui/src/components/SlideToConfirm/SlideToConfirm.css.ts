import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusOutlineInForcedColors, forcedColors } from '../../theme/media.ts';

/** The thumb's position, 0–100, set inline from the slider state. */
export const position = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
});

export const track = style({
  position: 'relative',
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.main,
  color: vars.color.onMain,
  userSelect: 'none',
  selectors: {
    '&[data-state="disabled"], &[data-state="loading"]': {
      backgroundColor: vars.color.border,
      color: vars.color.text,
    },
  },
  // Under forced colours the track's fill is repainted like the page: its edge shows where to slide.
  '@media': {
    [forcedColors]: {
      border: '2px solid ButtonText',
      selectors: { '&[data-state="disabled"], &[data-state="loading"]': { borderColor: 'GrayText' } },
    },
  },
});

export const hint = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  pointerEvents: 'none',
});

export const rail = style({ position: 'relative', height: vars.size.touchTarget });

export const thumb = style({
  position: 'absolute',
  top: 0,
  left: `calc((100% - ${vars.size.touchTarget}) * ${position} / 100)`,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'grab',
  // The page must not scroll or zoom while a finger drags the thumb.
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[data-dragging="true"]': { cursor: 'grabbing' },
  },
  // The thumb's fill and shadow vanish under forced colours: a border draws it, an outline its focus.
  '@media': {
    [forcedColors]: {
      border: '2px solid ButtonText',
      selectors: { '&:focus-visible': focusOutlineInForcedColors },
    },
  },
});
