import * as chips from '../../theme/chips.css.ts';
import type { PlateIndicator } from '../PlateCard/PlateCard.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './DietChips.css.ts';

/** Decision: the spec has no diet filter; its texts. */
export const dietChipsMessages = {
  label: 'Filtrar por dieta',
  clear: 'Quitar filtros',
  matches: (count: number) => (count === 1 ? 'Se muestra 1 plato' : `Se muestran ${count} platos`),
  noMatch: 'Ningún plato del menú cumple con todos los filtros elegidos. Quitá alguno para ver más platos.',
} as const;

export interface DietChipsProps {
  /** The indicators the menu's plates carry, one chip each. */
  readonly indicators: readonly Pick<PlateIndicator, 'id' | 'name'>[];
  /** The ids of the chips pressed. */
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  /** How many plates the menu shows with the chips pressed. */
  readonly matches: number;
}

/**
 * Toggle chips, one per indicator of the menu: the menu shows only the plates that carry every
 * pressed one. The count shown is announced; when no plate is left, the strip says so and offers
 * to clear the choice.
 */
export function DietChips({ indicators, selected, onChange, matches }: DietChipsProps) {
  if (indicators.length === 0) return null;
  const filtering = selected.length > 0;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((chosen) => chosen !== id) : [...selected, id]);
  return (
    <fieldset
      aria-label={dietChipsMessages.label}
      className={styles.group}
      data-slot="diet-chips"
      data-state={!filtering ? 'idle' : matches === 0 ? 'empty' : 'filtering'}
    >
      <ul className={styles.list}>
        {indicators.map((indicator) => {
          const pressed = selected.includes(indicator.id);
          return (
            <li key={indicator.id} className={chips.chipItem}>
              <button
                type="button"
                className={chips.chip}
                aria-pressed={pressed}
                data-slot="diet-chip"
                data-indicator-id={indicator.id}
                onClick={() => toggle(indicator.id)}
              >
                {pressed && <span aria-hidden="true">✓</span>}
                {indicator.name}
              </button>
            </li>
          );
        })}
        {filtering && (
          <li className={chips.chipItem}>
            <button type="button" className={styles.clear} onClick={() => onChange([])}>
              {dietChipsMessages.clear}
            </button>
          </li>
        )}
      </ul>
      <div role="status">
        {filtering &&
          (matches === 0 ? (
            <p className={styles.empty}>{dietChipsMessages.noMatch}</p>
          ) : (
            <VisuallyHidden>{dietChipsMessages.matches(matches)}</VisuallyHidden>
          ))}
      </div>
    </fieldset>
  );
}
