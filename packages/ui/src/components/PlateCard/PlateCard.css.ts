import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { PLATE_CARD_IMAGE_SIZE } from './layout.ts';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
    transition: `box-shadow ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md },
      '&:active': { transform: 'scale(0.99)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  },
  variants: {
    layout: {
      row: { flexDirection: 'row', alignItems: 'stretch', justifyContent: 'space-between' },
      tile: { flexDirection: 'column-reverse', justifyContent: 'flex-end', height: '100%' },
    },
  },
  defaultVariants: { layout: 'row' },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/**
 * The card's one control holds only the plate's name; its ::after covers the whole card, so a
 * press anywhere opens the plate (the "block link" card pattern) while the name stays short.
 */
export const action = style({
  all: 'unset',
  cursor: 'pointer',
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // Above the image, which is positioned too, so a press on it reaches the control.
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    // The ring goes round the whole card (the ::after), not round the name.
    '&&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const description = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.description,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const prices = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const price = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const originalPrice = style({ color: vars.color.description, fontSize: vars.fontSize.sm });

export const indicators = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const shortIndicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.xl,
  height: vars.space.xl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const media = recipe({
  base: { position: 'relative', flexShrink: 0, alignSelf: 'flex-start' },
  // A tile's image spans the card, whether or not it has arrived (the frame has no width of its own).
  variants: { layout: { row: {}, tile: { alignSelf: 'stretch' } } },
});

export const image = recipe({
  base: { display: 'block', objectFit: 'cover', borderRadius: vars.radius.md, backgroundColor: vars.color.border },
  variants: {
    layout: {
      // Set here as well as on the <img>, so the frame shown while the image loads has its size.
      row: { width: PLATE_CARD_IMAGE_SIZE.row.width, height: PLATE_CARD_IMAGE_SIZE.row.height },
      // The ratio is set, not taken from the file: tiles line up whatever the photo's shape, and
      // the space is reserved before the image loads (no layout shift when it arrives).
      tile: {
        width: '100%',
        height: 'auto',
        aspectRatio: `${PLATE_CARD_IMAGE_SIZE.tile.width} / ${PLATE_CARD_IMAGE_SIZE.tile.height}`,
      },
    },
  },
});

export const quantityBadge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.sm})`,
  right: `calc(-1 * ${vars.space.sm})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.xl,
  height: vars.space.xl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.main,
  color: vars.color.onMain,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** Without an image the badge sits in the card's own corner. */
export const quantityBadgeAlone = style({ top: vars.space.sm, right: vars.space.sm });
