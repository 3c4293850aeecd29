/**
 * The display preferences the design system answers to, as media queries. Forced colours is
 * Windows' high contrast: the system repaints every colour and drops shadows, so whatever is shown
 * only by a fill or a shadow needs a border, an outline or a system colour there.
 */
export const forcedColors = '(forced-colors: active)';
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/** A chosen option (chip, radio card, tab) in the system's selection colours under forced colours. */
export const selectedInForcedColors = {
  forcedColorAdjust: 'none',
  backgroundColor: 'Highlight',
  borderColor: 'Highlight',
  color: 'HighlightText',
} as const;

/** A focus ring drawn with a box shadow disappears under forced colours: an outline takes its place. */
export const focusOutlineInForcedColors = { outline: '3px solid Highlight', outlineOffset: 2 } as const;
