import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const order = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
});

export const selectable = style({
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.main } },
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const code = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const meta = style({ color: vars.color.description });
export const total = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

/** An order and, when it can be repeated, its 'Repetir pedido' under it. */
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
