import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderedButton },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const address = style({ fontSize: vars.fontSize.sm, color: vars.color.description, overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const distance = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, whiteSpace: 'nowrap' });
