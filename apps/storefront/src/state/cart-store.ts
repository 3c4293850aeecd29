/**
 * The diner's cart: the domain's cart rules over a small store, persisted with the domain's
 * snapshot (24 h time-to-live, restored only for the same branch-contact alias). One cart at a
 * time, like the spec's single cart state: opening another store's menu starts from its own.
 */
import {
  addItem,
  type CartItem,
  type CartState,
  type CartUpdate,
  changeMode,
  changeQuantity,
  deleteItem,
  emptyCartState,
  endAnimation,
  fillCart,
  restoreCart,
  serializeCart,
} from '@comanda/domain/cart';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage.ts';

type Listener = () => void;

interface Store {
  alias: string | null;
  state: CartState;
}

const store: Store = { alias: null, state: emptyCartState };
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function persist(): void {
  if (store.alias) writeStorage(storageKeys.cart, serializeCart(store.state, store.alias, Date.now()));
}

/** Loads the stored cart for `alias`; a corrupt, foreign or expired snapshot starts empty. */
function ensureAlias(alias: string): void {
  if (store.alias === alias) return;
  store.alias = alias;
  store.state = restoreCart(readStorage(storageKeys.cart), alias, Date.now()) ?? emptyCartState;
}

function update(alias: string, next: CartState): void {
  ensureAlias(alias);
  store.state = next;
  persist();
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CartActions {
  /** Adds or merges a line; `ok: false` carries the per-item maximum message. */
  add(item: CartItem): CartUpdate;
  changeQuantity(index: number, quantity: number): CartUpdate;
  remove(index: number): void;
  empty(): void;
  fill(items: readonly CartItem[]): void;
  endAnimation(): void;
  /** Diner §4: the new mode; the items stay only when its menu is the same (by menu hash). */
  changeMode(change: { readonly mode: string; readonly sameMenu: boolean; readonly defaultPaymentType?: string }): void;
}

export function useCart(alias: string): { cart: CartState } & CartActions {
  const cart = useSyncExternalStore(
    subscribe,
    () => {
      ensureAlias(alias);
      return store.state;
    },
    () => emptyCartState,
  );
  const apply = useCallback(
    (change: (state: CartState) => CartUpdate): CartUpdate => {
      ensureAlias(alias);
      const result = change(store.state);
      update(alias, result.state);
      return result;
    },
    [alias],
  );
  const actions = useMemo<CartActions>(
    () => ({
      add: (item) => apply((state) => addItem(state, item)),
      changeQuantity: (index, quantity) => apply((state) => changeQuantity(state, index, quantity)),
      remove: (index) => update(alias, deleteItem(store.state, index)),
      empty: () => update(alias, { ...emptyCartState }),
      fill: (items) => update(alias, fillCart(store.state, items)),
      endAnimation: () => update(alias, endAnimation(store.state)),
      changeMode: (change) => {
        ensureAlias(alias);
        update(alias, changeMode(store.state, change));
      },
    }),
    [alias, apply],
  );
  return { cart, ...actions };
}
