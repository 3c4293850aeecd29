/**
 * The basket's totals on the menu. The pricing behind them (`priceOrder`, with the codes, the
 * points and the general discounts) matters only once the cart has a line, so its code is no part
 * of the menu's first load: it loads when a line is there, or once the page has settled, before the
 * diner's first add.
 */
import type { CartItem } from '@comanda/domain/cart';
import type { Plate } from '@comanda/domain/catalog';
import { whenPageSettles } from '@comanda/ui';
import { useEffect, useState } from 'react';
import type { CartTotals } from './totals.ts';

type TotalsModule = typeof import('./totals.ts');

let loaded: TotalsModule | null = null;
let loading: Promise<TotalsModule> | null = null;

function loadTotals(): Promise<TotalsModule> {
  loading ??= import('./totals.ts').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

const emptyCartTotals: CartTotals = { itemsTotal: 0, linePrices: [] };

/** The cart's totals, or null while a cart with lines waits for the pricing's code. */
export function useCartTotals(
  items: readonly CartItem[],
  plates: ReadonlyMap<string, Plate>,
  country: string,
): CartTotals | null {
  const [totals, setTotals] = useState(loaded);
  const needed = items.length > 0;
  useEffect(() => {
    if (totals) return;
    const keep = (module: TotalsModule) => setTotals(() => module);
    if (needed) void loadTotals().then(keep);
    else whenPageSettles(() => void loadTotals().then(keep));
  }, [totals, needed]);
  if (!needed) return emptyCartTotals;
  return totals ? totals.cartTotals(items, plates, country) : null;
}
