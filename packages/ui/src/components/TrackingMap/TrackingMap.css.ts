import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/**
 * Full height: the map is the page; an overlay passed as children lies over it. Isolated, so the
 * map's panes and the overlay stack among themselves and a dialog opened over the page covers them.
 */
export const root = style({
  position: 'relative',
  width: '100%',
  height: '100dvh',
  overflow: 'hidden',
  isolation: 'isolate',
});

/** Holds the overlay without a box of its own: the overlay is laid out against the map's frame. */
export const overlayLayer = style({ display: 'contents' });

export const map = style({ width: '100%', height: '100%', backgroundColor: vars.color.background });

/** Where the map will be, while it loads. */
export const placeholder = style([map, { display: 'grid', placeItems: 'center' }]);

// Leaflet's attribution keeps the theme's font, and its links read as links without relying on colour.
globalStyle(`${map} .leaflet-control-attribution`, {
  fontFamily: vars.font.body,
  color: vars.color.text,
  // On Leaflet's near-white box the dark theme's light text would not read.
  backgroundColor: vars.color.surface,
});
globalStyle(`${map} .leaflet-control-attribution a`, { color: vars.color.text, textDecoration: 'underline' });

/** The divIcon's own element: Leaflet sizes it (36×36); no default white box. */
export const icon = style({ background: 'none', border: 'none' });

export const marker = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    borderRadius: vars.radius.full,
    border: `3px solid ${vars.color.surface}`,
    boxShadow: vars.shadow.md,
    boxSizing: 'border-box',
  },
  variants: {
    type: {
      rider: { backgroundColor: vars.color.main, color: vars.color.onMain },
      branch: { backgroundColor: vars.color.text, color: vars.color.surface },
      destination: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
  },
});

globalStyle(`${icon} svg`, { width: '60%', height: '60%' });
