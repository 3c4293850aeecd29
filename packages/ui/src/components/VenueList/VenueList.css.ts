import { style } from '@vanilla-extract/css';
import { cardStack, linkCard } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const searchForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const searchField = style({ flex: 1 });

export const list = cardStack;

export const venueLink = style([
  linkCard,
  { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md },
]);

export const distance = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});
