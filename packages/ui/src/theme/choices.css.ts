import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** A fieldset without its user-agent frame. */
export const bareFieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

/** The question a group of choices answers, above them. */
export const choicesLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

/** The choices one under the other. */
export const choiceList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** A radio's label drawn as a card the whole of which picks it: the chosen one outlined in the brand colour. */
export const radioCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.main, borderWidth: 2 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** The radio inside a `radioCard`, in the brand colour. */
export const radio = style({
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.main,
  cursor: 'inherit',
});
