import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.promotionalBanner,
  color: vars.color.onPromotionalBanner,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
