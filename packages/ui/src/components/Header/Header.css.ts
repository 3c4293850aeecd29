import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { forcedColors, selectedInForcedColors } from '../../theme/media.ts';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const topRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const logo = style({
  display: 'block',
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

/** The logo as a decorative band: it repeats across the top of the header, behind nothing. */
export const backgroundLogo = style({
  height: 96,
  marginBlockStart: `calc(-1 * ${vars.space.lg})`,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  backgroundRepeat: 'repeat-x',
  backgroundPosition: 'center',
  backgroundSize: 'contain',
  backgroundColor: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bannerTitle = style({ margin: 0, width: '100%' });

export const bannerLogo = style({
  display: 'block',
  width: '100%',
  maxHeight: 160,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const address = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.mainText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  overflowWrap: 'anywhere',
});

export const addressText = style({ color: vars.color.description, fontSize: vars.fontSize.sm });

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.border } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const customMessage = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const modeList = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  // A phone shows as many modes as fit and scrolls the rest sideways.
  // Positioned so hidden text inside a tab cannot widen the page (see Recommendations).
  position: 'relative',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const modeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderedButton}`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      backgroundColor: vars.color.main,
      borderColor: vars.color.main,
      color: vars.color.onMain,
      cursor: 'default',
    },
  },
  '@media': { [forcedColors]: { selectors: { '&[aria-current="true"]': selectedInForcedColors } } },
});
