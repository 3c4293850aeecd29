import { style } from '@vanilla-extract/css';
import { radioCard } from '../../theme/choices.css.ts';
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

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const choice = style([radioCard, { paddingBlock: vars.space.xs }]);

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const choiceDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.description });

export const back = style({ alignSelf: 'flex-start' });
