import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

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
});
