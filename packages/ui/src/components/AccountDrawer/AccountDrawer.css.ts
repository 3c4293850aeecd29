import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  right: 0,
  zIndex: 51,
  width: 'min(85vw, 360px)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.fast} ease-out` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.modalClose} ease-in` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const greeting = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Scoped under the list so it wins over the Button recipe's centring (two classes beat one).
export const entry = style({ selectors: { [`${entries} &`]: { justifyContent: 'flex-start', width: '100%' } } });
