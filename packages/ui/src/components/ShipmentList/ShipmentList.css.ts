import { style } from '@vanilla-extract/css';
import { cardStack, linkCard, listState } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const list = cardStack;

export const row = style([linkCard, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);

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
