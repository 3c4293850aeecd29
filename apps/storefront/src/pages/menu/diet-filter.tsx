/**
 * The menu's diet filter as the menu's first code holds it: the chips' code (`DietFilter`) loads
 * once the menu has settled, or at once after hydration when this store has a choice stored to
 * apply; until then an empty space of the chips' height keeps their place.
 */
import { DietChipsSpace, whenPageSettles } from '@comanda/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { readStorage, storageKeys } from '../../state/storage.ts';
import type { DietFilterProps } from './DietFilter.tsx';

const DietFilter = lazy(() => import('./DietFilter.tsx'));

export function LazyDietFilter(props: Omit<DietFilterProps, 'storageKey'> & { readonly alias: string }) {
  const [load, setLoad] = useState(false);
  // Each store remembers its own choice.
  const storageKey = `${storageKeys.dietFilter}:${props.alias}`;
  const stored = readStorage(storageKey) !== null;
  useEffect(() => {
    if (stored) setLoad(true);
    else whenPageSettles(() => setLoad(true));
  }, [stored]);
  return load ? (
    <Suspense fallback={<DietChipsSpace />}>
      <DietFilter {...props} storageKey={storageKey} />
    </Suspense>
  ) : (
    <DietChipsSpace />
  );
}
