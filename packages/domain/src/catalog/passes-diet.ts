/**
 * The diet filter's rule, alone in its module: the menu's first code needs it, the chips' code
 * (`diet.ts`) loads later.
 */
import type { Plate } from './types.ts';

/** Whether a plate carries every chosen indicator (no choice: every plate). */
export const passesDiet = (plate: Pick<Plate, 'indicators'>, chosen: readonly string[]): boolean =>
  chosen.every((id) => plate.indicators?.includes(id));
