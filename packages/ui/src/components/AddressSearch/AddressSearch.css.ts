import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const listbox = style({
  margin: 0,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  selectors: { '&[hidden]': { display: 'none' } },
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  maxHeight: 240,
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    // The page background, not the border colour: the description text keeps its contrast.
    '&[data-highlighted], &:hover': {
      backgroundColor: vars.color.background,
      boxShadow: `inset 3px 0 0 ${vars.color.main}`,
    },
  },
});

export const optionLabel = style({ fontSize: vars.fontSize.md });
export const optionDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.description });
export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.description, margin: 0 });
