import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The surface every tappable card shares (stores, branches, categories): one look, one hover. */
export const linkCard = style({
  minHeight: vars.size.touchTarget,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderedButton } },
});

/** A media card: picture on the left, text beside it, as tall as its row. */
export const mediaCard = style([
  linkCard,
  { display: 'flex', alignItems: 'center', gap: vars.space.md, height: '100%' },
]);

/** Cards as a grid of equal columns that wraps down to one on a phone. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardDetails = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const cardName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const cardSecondaryText = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.description,
  overflowWrap: 'anywhere',
});

/** Cards one under the other, as a list. */
export const cardStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** What a list of cards shows instead of them (loading, empty, failed): centred, one under the other. */
export const listState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});
