import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  alignItems: 'start',
});
export const editor = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', minHeight: 280 });
export const previews = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
});
export const preview = style({
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});
export const swatch = style({
  display: 'inline-block',
  width: 16,
  height: 16,
  borderRadius: 4,
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.border}`,
  marginInlineEnd: 4,
});
