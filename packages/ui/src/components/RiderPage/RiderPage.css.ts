import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: 480,
  marginInline: 'auto',
});

export const branch = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const logo = style({
  width: 56,
  height: 56,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.success}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const successIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  color: vars.color.onSuccess,
});
