import { NARROW_VIEWPORT_BELOW_PX, pageWidthPercent, WIDE_VIEWPORT_ABOVE_PX } from '@comanda/domain/layout';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The diner §2 page width rule, taken from the domain: the percentages come from
// `pageWidthPercent` itself at each side of its breakpoints, so CSS and domain cannot drift.
const narrowPercent = pageWidthPercent(NARROW_VIEWPORT_BELOW_PX - 1);
const mediumPercent = pageWidthPercent(NARROW_VIEWPORT_BELOW_PX);
const widePercent = pageWidthPercent(WIDE_VIEWPORT_ABOVE_PX + 1);

export const page = style({
  width: '100%',
  minWidth: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const column = style({
  width: `${narrowPercent}%`,
  minHeight: '100dvh',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [`(width >= ${NARROW_VIEWPORT_BELOW_PX}px)`]: { width: `${mediumPercent}%` },
    [`(width > ${WIDE_VIEWPORT_ABOVE_PX}px)`]: { width: `${widePercent}%` },
  },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  // Focused by the skip link and on a new page (as a target, not a control): no ring around the page.
  ':focus': { outline: 'none' },
});

export const bottomBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.md,
});

/** Off screen until it has the keyboard's focus, then at the top left, over the header. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: vars.space.md,
  zIndex: 20,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
