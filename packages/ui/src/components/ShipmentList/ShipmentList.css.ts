import { style } from '@vanilla-extract/css';
import { cardStack, listState } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const list = cardStack;

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const rowHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const addresses = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const address = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });

export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const centered = listState;
