import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { forcedColors, selectedInForcedColors } from '../../theme/media.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  // Positioned so hidden text inside a tab cannot widen the page (see Recommendations).
  position: 'relative',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});

export const trigger = style({
  flex: '0 0 auto',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.description,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      color: vars.color.text,
      borderBottomColor: vars.color.main,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': { [forcedColors]: { selectors: { '&[data-state="active"]': selectedInForcedColors } } },
});

export const content = style({ paddingBlock: vars.space.md, outline: 'none' });
