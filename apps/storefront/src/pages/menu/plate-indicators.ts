/**
 * The indicators of an open plate, read for it (diner §7 GET /api/entityindicators/plate/{id};
 * §8 "Indicators failure: error state"). Read only once a plate with indicators is open, never
 * for the menu's first screen.
 */
import { useEntityIndicators } from '@comanda/api/react';
import type { PlateDetailIndicators } from '@comanda/ui';

export function usePlateIndicators(plate: { id: string; indicators?: readonly string[] } | null) {
  const hasIndicators = (plate?.indicators?.length ?? 0) > 0;
  const read = useEntityIndicators(plate && hasIndicators ? { params: { a: 'plate', b: plate.id } } : null);
  const indicators: PlateDetailIndicators | undefined = !hasIndicators
    ? undefined
    : read.error
      ? { state: 'error' }
      : read.indicators
        ? { state: 'ready', items: read.indicators }
        : { state: 'loading' };
  return indicators ? { indicators } : {};
}
