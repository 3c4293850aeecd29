import { style } from '@vanilla-extract/css';
import { chipStrip } from '../../theme/chips.css.ts';
import { reducedMotion } from '../../theme/media.ts';

export const nav = style({ minWidth: 0 });

export const list = style([
  chipStrip,
  {
    // The offset parent of the chips, so the active chip's offsetLeft is measured in the strip.
    position: 'relative',
    scrollBehavior: 'smooth',
    '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
  },
]);
