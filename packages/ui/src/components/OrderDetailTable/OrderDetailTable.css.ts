import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  paddingBottom: vars.space.sm,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  verticalAlign: 'top',
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const amount = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);

export const quantity = style({ fontWeight: vars.fontWeight.bold, marginInlineEnd: vars.space.xs });

export const detail = style({ display: 'block', color: vars.color.description, fontSize: vars.fontSize.xs });

export const totalRow = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const totalCell = style([cell, { fontWeight: vars.fontWeight.bold, borderBottom: 'none' }]);

export const totalAmount = style([amount, { fontWeight: vars.fontWeight.bold, borderBottom: 'none' }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const factRow = style({ display: 'contents' });
