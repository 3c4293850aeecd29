import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const region = style({
  position: 'relative',
  width: '100%',
  height: 220,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  // Leaflet's own panes start at z-index 400: keep them under the dialog's other layers.
  isolation: 'isolate',
});

export const map = style({ width: '100%', height: '100%', fontFamily: vars.font.body });

// Leaflet's attribution is light blue on a near-white box; the theme's text on the theme's surface keeps
// it readable in dark mode too.
globalStyle(`${map} .leaflet-control-attribution a`, { color: vars.color.text, textDecoration: 'underline' });
globalStyle(`${map} .leaflet-control-attribution`, { color: vars.color.text, backgroundColor: vars.color.surface });

export const pin = style({
  width: 28,
  height: 28,
  borderRadius: `${vars.radius.full} ${vars.radius.full} ${vars.radius.full} 0`,
  backgroundColor: vars.color.main,
  border: `3px solid ${vars.color.onMain}`,
  boxShadow: vars.shadow.md,
  transform: 'rotate(-45deg)',
});
