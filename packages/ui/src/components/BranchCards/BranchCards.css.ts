import { style } from '@vanilla-extract/css';
import { cardDetails, cardGrid, cardName, cardSecondaryText, listState, mediaCard } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const list = cardGrid;

export const card = mediaCard;

export const logo = style({
  flexShrink: 0,
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const details = cardDetails;

export const name = cardName;

export const address = cardSecondaryText;

export const state = style([listState, { color: vars.color.description }]);

export const stateText = style({ margin: 0 });
