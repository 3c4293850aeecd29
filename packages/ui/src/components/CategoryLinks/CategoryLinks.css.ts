import { style } from '@vanilla-extract/css';
import { cardDetails, cardGrid, cardName, cardSecondaryText, mediaCard } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const list = cardGrid;

export const card = mediaCard;

export const image = style({
  flexShrink: 0,
  width: 64,
  height: 64,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.background,
});

export const details = cardDetails;

export const name = cardName;

export const description = cardSecondaryText;

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.description });
