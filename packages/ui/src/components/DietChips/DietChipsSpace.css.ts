import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The strip's height: the chips' (a touch target and the list's padding). */
export const stripHeight = `calc(${vars.size.touchTarget} + 2 * ${vars.space.xs})`;

export const space = style({ minHeight: stripHeight });
