import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const itemRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const itemName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const extras = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.description });

export const amounts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const line = recipe({
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
  },
  variants: {
    kind: {
      plain: {},
      discount: { color: vars.color.success },
      total: {
        marginBlockStart: vars.space.sm,
        paddingBlockStart: vars.space.sm,
        borderBlockStart: `1px solid ${vars.color.border}`,
        fontSize: vars.fontSize.lg,
        fontWeight: vars.fontWeight.bold,
      },
    },
  },
  defaultVariants: { kind: 'plain' },
});

export const term = style({ margin: 0 });
