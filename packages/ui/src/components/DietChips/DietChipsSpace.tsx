import { space } from './DietChipsSpace.css.ts';

/**
 * The space the diet chips take, kept for them while their code loads (after the page's first
 * screen), so the menu below does not move when they come.
 */
export function DietChipsSpace() {
  return <div className={space} data-slot="diet-chips" data-state="loading" />;
}
