import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  paddingBlock: vars.space.md,
  color: vars.color.text,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const prices = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({ fontWeight: vars.fontWeight.bold });

export const originalPrice = style({ color: vars.color.description, fontSize: vars.fontSize.sm });

export const details = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.description,
  fontSize: vars.fontSize.sm,
});

export const detail = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const term = style({ fontWeight: vars.fontWeight.medium });

export const definition = style({ margin: 0 });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const remove = style({ color: vars.color.danger });

export const alert = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
