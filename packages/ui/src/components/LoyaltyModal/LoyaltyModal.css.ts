import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const rules = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

/** The history scrolls inside the modal; the sentinel's intersection is measured against it. */
export const historyScroller = style({
  maxHeight: 280,
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const numeric = style({ textAlign: 'end' });

export const loadingCell = style({ padding: vars.space.sm, textAlign: 'center' });

export const sentinel = style({ height: 1 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
