import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const icon = style({ fontSize: vars.fontSize.xxl, textAlign: 'center', margin: 0 });
