import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  color: vars.color.text,
});

export const texts = style({
  flex: '1 1 12rem',
  minWidth: 0,
});

export const line = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const label = style({
  color: vars.color.description,
});

export const address = style({
  fontWeight: vars.fontWeight.bold,
});

export const note = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.description,
});

/** As tall as the component's button, the tallest of its parts on one line. */
export const placeholder = style({
  display: 'block',
  blockSize: vars.size.touchTarget,
});
