import { style } from '@vanilla-extract/css';
import { listState } from '../../theme/cards.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { forcedColors, selectedInForcedColors } from '../../theme/media.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const modes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const modeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 8rem',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderedButton}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.onMain,
    },
  },
  '@media': { [forcedColors]: { selectors: { '&[aria-pressed="true"]': selectedInForcedColors } } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const state = style([listState, { color: vars.color.description }]);

export const stateText = style({ margin: 0 });
