import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.border },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
