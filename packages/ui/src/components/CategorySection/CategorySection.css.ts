import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/**
 * Content visibility clips the section's paint to its box; the plate cards' focus ring (3px wide,
 * 2px out) lies just outside them, so the box reaches this far beyond its content (padding),
 * and a matching negative margin keeps the layout where it was.
 */
const FOCUS_RING_ROOM = '6px';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  // Anchor scrolling leaves room above the header for the app's sticky chips.
  scrollMarginTop: `calc(${vars.size.touchTarget} + ${vars.space.xl})`,
  // A long menu (80 categories, 2,000 plates) lays out and paints only the sections near the
  // viewport; an off-screen section keeps its last measured height (`auto`), else this estimate.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 720px',
  padding: FOCUS_RING_ROOM,
  margin: `calc(-1 * ${FOCUS_RING_ROOM})`,
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
