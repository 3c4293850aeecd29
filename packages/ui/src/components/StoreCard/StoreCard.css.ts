import { style } from '@vanilla-extract/css';
import { cardSecondaryText, linkCard } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style([
  linkCard,
  { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.sm },
]);

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const address = cardSecondaryText;

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const distance = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, whiteSpace: 'nowrap' });
