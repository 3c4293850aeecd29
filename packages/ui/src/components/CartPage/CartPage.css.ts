import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  // A flex item with auto margins shrinks to its content: without a width the recommendations'
  // scroller would widen the page past a phone's screen.
  width: '100%',
  minWidth: 0,
  maxWidth: 640,
  marginInline: 'auto',
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  paddingInline: vars.space.lg,
});

export const lineItem = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  backgroundColor: vars.color.background,
});

export const action = style({ flex: '1 1 200px' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, color: vars.color.description, fontSize: vars.fontSize.md });

export const delivery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlock: `1px solid ${vars.color.border}`,
});
