/**
 * The menu's diet chips (loaded after the menu's first screen, `LazyDietFilter`): one per indicator
 * the menu's plates carry (the domain's `dietChoices`); the choice is kept per store in the
 * browser and restored, less what no plate carries any more (`restoreDiet`), when the chips come.
 */
import type { PlateOutput } from '@comanda/api';
import { useIndicators } from '@comanda/api/react';
import { dietChoices, restoreDiet } from '@comanda/domain/catalog';
import { DietChips, DietChipsSpace } from '@comanda/ui';
import { useEffect, useMemo, useRef } from 'react';
import { readStorage, writeStorage } from '../../state/storage.ts';

export interface DietFilterProps {
  /** Where this store's choice is kept. */
  readonly storageKey: string;
  readonly plates: ReadonlyMap<string, PlateOutput>;
  /** The indicators pressed, which the menu filters by. */
  readonly selected: readonly string[];
  readonly onChange: (selected: readonly string[]) => void;
  /** How many plates the menu shows with them. */
  readonly matches: number;
}

export default function DietFilter({ storageKey: key, plates, selected, onChange, matches }: DietFilterProps) {
  const { indicators } = useIndicators();
  const chips = useMemo(() => dietChoices(indicators ?? [], plates.values()), [indicators, plates]);
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = restoreDiet(readStorage(key), plates.values());
    if (stored.length > 0) onChange(stored);
  }, [key, plates, onChange]);
  // Until the indicators' names are read, the space stays kept: the menu below does not move.
  if (!indicators) return <DietChipsSpace />;
  return (
    <DietChips
      indicators={chips}
      selected={selected}
      matches={matches}
      onChange={(ids) => {
        writeStorage(key, ids.length > 0 ? JSON.stringify(ids) : null);
        onChange(ids);
      }}
    />
  );
}
