import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/**
 * Content visibility clips a plate's paint to its box; the card's focus ring (3px wide, 2px out)
 * and its hover shadow (8px blur, 2px down) lie just outside it, so the box reaches this far
 * beyond the card (padding; less than the list's gap, so it never covers the next card), and a
 * matching negative margin keeps the layout where it was. No more than the page's side padding
 * on a 320 px screen (8px), or the page would scroll sideways.
 */
const PLATE_PAINT_ROOM = '8px';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  // Anchor scrolling leaves room above the header for the app's sticky chips.
  scrollMarginTop: `calc(${vars.size.touchTarget} + ${vars.space.xl})`,
});

export const header = recipe({
  base: { display: 'flex', minWidth: 0, overflow: 'hidden' },
  variants: {
    theme: {
      default: { alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md },
      banner: {
        flexDirection: 'column',
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.promotionalBanner,
        color: vars.color.onPromotionalBanner,
      },
      impact: {
        alignItems: 'center',
        gap: vars.space.lg,
        padding: vars.space.xl,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.main,
        color: vars.color.onMain,
      },
    },
  },
});

export const headerText = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 },
  variants: {
    theme: {
      default: {},
      banner: { padding: `${vars.space.md} ${vars.space.lg}` },
      impact: {},
    },
  },
});

export const title = recipe({
  base: { margin: 0, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
  variants: {
    theme: {
      default: { fontSize: vars.fontSize.xl, color: vars.color.text },
      banner: { fontSize: vars.fontSize.xl },
      impact: { fontSize: vars.fontSize.xxl, textTransform: 'uppercase', letterSpacing: '0.04em' },
    },
  },
});

export const description = recipe({
  base: { margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
  variants: {
    theme: {
      default: { color: vars.color.description },
      // On a filled band the description keeps the band's own readable text colour.
      banner: {},
      impact: { fontSize: vars.fontSize.md },
    },
  },
});

export const image = recipe({
  base: { display: 'block', objectFit: 'cover', flexShrink: 0 },
  variants: {
    theme: {
      default: { borderRadius: vars.radius.md },
      banner: { width: '100%', height: 'auto', aspectRatio: '3 / 1' },
      impact: { borderRadius: vars.radius.full, border: `3px solid ${vars.color.onMain}` },
    },
  },
});

/**
 * Each plate is its own unit of content visibility: a long menu (80 categories, 2,000 plates)
 * lays out and paints only the plates near the viewport, not a whole section as it comes into
 * view (25 plates in the big menu, the longest task while scrolling). The
 * estimate is a card's usual height (row: a 96 px image plus padding; tile: a 224 × 144 image
 * over its text); once rendered a plate keeps its measured height (`auto`).
 */
export const plate = recipe({
  base: {
    contentVisibility: 'auto',
    padding: PLATE_PAINT_ROOM,
    margin: `calc(-1 * ${PLATE_PAINT_ROOM})`,
  },
  variants: {
    theme: {
      default: { containIntrinsicSize: 'auto 122px' },
      banner: { containIntrinsicSize: 'auto 122px' },
      impact: { containIntrinsicSize: 'auto 280px' },
    },
  },
});

export const plates = recipe({
  base: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.md },
  variants: {
    theme: {
      default: { gridTemplateColumns: '1fr' },
      banner: { gridTemplateColumns: '1fr' },
      impact: { gridTemplateColumns: 'repeat(auto-fill, minmax(176px, 1fr))' },
    },
  },
});
