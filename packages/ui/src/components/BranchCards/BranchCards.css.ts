import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderedButton } },
});

export const logo = style({
  flexShrink: 0,
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const address = style({ fontSize: vars.fontSize.sm, color: vars.color.description, overflowWrap: 'anywhere' });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.description,
});

export const stateText = style({ margin: 0 });
