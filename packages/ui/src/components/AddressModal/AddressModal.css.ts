import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const mapFallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 220,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});
