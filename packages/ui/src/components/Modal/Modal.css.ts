import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%)' },
  to: { opacity: 0, transform: 'translate(-50%, -46%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  zIndex: 50,
  selectors: {
    // `data-instant`: shown with the page (ModalProps.shownWithPage), not opened over it.
    '&[data-state="open"]:not([data-instant])': { animation: `${fadeIn} ${vars.motion.fast} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.modalClose} ease-in` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: 51,
  width: 'min(92vw, 560px)',
  maxHeight: 'calc(100dvh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]:not([data-instant])': { animation: `${riseIn} ${vars.motion.fast} ease-out` },
    '&[data-state="closed"]': { animation: `${sinkOut} ${vars.motion.modalClose} ease-in` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const description = style({
  margin: 0,
  paddingInline: vars.space.lg,
  color: vars.color.description,
  fontSize: vars.fontSize.sm,
});
export const body = style({ padding: vars.space.lg, overflowY: 'auto', flex: 1 });
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  padding: vars.space.lg,
  paddingTop: 0,
});
