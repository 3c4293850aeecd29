import { style } from '@vanilla-extract/css';
import { cardStack, listState } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stops = cardStack;

export const stop = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-current="step"]': { borderColor: vars.color.main, borderWidth: 2 },
    '&[data-state="done"]': { backgroundColor: vars.color.background },
  },
});

export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const stopBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
});

export const centered = listState;
