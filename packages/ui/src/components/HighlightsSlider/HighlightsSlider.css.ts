import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const scroller = style({
  // Positioned so hidden text inside a card cannot widen the page (see Recommendations).
  position: 'relative',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  // Matches the track's padding, so the first slide snaps back to the very start.
  scrollPaddingInline: vars.space.sm,
  scrollBehavior: 'smooth',
  borderRadius: vars.radius.lg,
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

export const track = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  // Room for the cards' shadows, badges and focus rings inside the scrolling box.
  padding: vars.space.sm,
  listStyle: 'none',
});

export const slide = style({ flex: '0 0 auto', width: 224, scrollSnapAlign: 'start' });
