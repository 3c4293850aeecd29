import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const markerSize = 28;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each node draws the line that joins it to the previous node. */
export const node = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  color: vars.color.text,
  selectors: {
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: markerSize / 2 - 1,
      right: `calc(50% + ${markerSize / 2}px)`,
      width: `calc(100% - ${markerSize}px)`,
      height: 2,
      backgroundColor: vars.color.border,
    },
    '&[data-state="done"]::before, &[data-state="current"]::before': { backgroundColor: vars.color.main },
    '&[data-state="canceled"]::before': { backgroundColor: vars.color.danger },
    '[data-greyed="true"] &::before': { backgroundColor: vars.color.border },
  },
});

export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: markerSize,
  height: markerSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${node}[data-state="done"] &`]: {
      backgroundColor: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.onMain,
    },
    [`${node}[data-state="current"] &`]: { borderColor: vars.color.main, boxShadow: `0 0 0 3px ${vars.color.border}` },
    [`${node}[data-state="canceled"] &`]: {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.onDanger,
    },
    // An unpaid card order: the whole tracker in the neutral grey of descriptions.
    [`[data-greyed="true"] ${node} &`]: {
      backgroundColor: vars.color.surface,
      borderColor: vars.color.description,
      color: vars.color.description,
      boxShadow: 'none',
    },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: {
    [`${node}[data-state="current"] &`]: { fontWeight: vars.fontWeight.bold },
    [`${node}[data-state="canceled"] &`]: { color: vars.color.danger },
    [`[data-greyed="true"] ${node} &`]: { color: vars.color.description, fontWeight: vars.fontWeight.regular },
  },
});

export const message = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
