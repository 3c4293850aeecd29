import { globalFontFace, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { forcedColors, reducedMotion } from './media.ts';
import { INTER_FALLBACK_FAMILY } from './tokens.ts';

/**
 * Inter is swapped in when its file arrives; until then text is set in a common local sans
 * (Arial, or its metric twin Liberation Sans on Linux) scaled to Inter's width, ascent and descent
 * (Inter: 2048 units per em, ascender 1984, descender 494; Arial's average width is 1/1.074 of
 * Inter's), so the swap does not move the page.
 */
globalFontFace(INTER_FALLBACK_FAMILY, {
  src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo'), local('Helvetica')",
  ascentOverride: '90.2%',
  descentOverride: '22.48%',
  lineGapOverride: '0%',
  sizeAdjust: '107.4%',
});

export const themeRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, { boxSizing: 'border-box' });

globalStyle(`${themeRoot} :focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
  // The brand's ring colour would be repainted; the system's own focus colour is kept.
  '@media': { [forcedColors]: { outlineColor: 'Highlight' } },
});

/**
 * Less motion everywhere: no transition plays, a state changes at once. Keyframe animations (and
 * smooth scrolling) are switched off by each component, which knows what waits for their end (a
 * dialog closing, the basket's bump).
 */
globalStyle('*, *::before, *::after', {
  '@media': { [reducedMotion]: { transition: 'none !important' } },
});
