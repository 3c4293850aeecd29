/**
 * The order mode of the menu (diner §2, §4). The `:mode` segment (the type in lower case,
 * 'delivery', 'take_away') names it. Entering at the store's own alias takes the hash's mode when
 * the branch turns that on, or the only mode, else asks '¿Qué menú quieres ver?'; entering there
 * with items in the cart first asks whether to empty it (cancel goes to the cart's mode). A
 * plate's page, a category's page (a third segment that names no mode) and the cart keep the
 * cart's mode. Moving to another mode with items in the cart
 * asks first when the new mode's menu hash differs (the items would be dropped by the domain's
 * `changeMode`); cancelling goes back to the cart's mode.
 */
import type { OrderModeOutput } from '@comanda/api';
import { useMenuHashes } from '@comanda/api/react';
import { entryModeOf } from '@comanda/domain/order';
import { useIsHydrating, useLocation, useNavigate, useParams } from '@comanda/ui';
import { useEffect, useRef, useState } from 'react';
import { trackEvent } from '../../analytics/analytics.ts';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { useCart } from '../../state/cart-store.ts';
import { menuPaths } from './links.ts';

export interface OrderModeState {
  readonly modes: readonly OrderModeOutput[];
  /** Null while the diner chooses one, or confirms emptying the cart, or when the store has none. */
  readonly mode: OrderModeOutput | null;
  /** The third segment when it names no mode: a category's page, in the cart's mode. */
  readonly categorySegment: string | null;
  /** Entered at the store's own alias with several modes: '¿Qué menú quieres ver?'. */
  readonly choosing: boolean;
  /** Entered at the store's own alias with items in the cart: the emptying is being confirmed. */
  readonly entryConfirming: boolean;
  readonly confirmEntry: () => void;
  readonly cancelEntry: () => void;
  /** The confirmation of a mode change is open. */
  readonly confirming: boolean;
  readonly confirm: () => void;
  readonly cancel: () => void;
  readonly select: (modeId: string) => void;
}

/** `menu`: called by the menu's page, where the store's own alias (no `:mode`) is an entry. */
export function useOrderMode({ menu = false }: { readonly menu?: boolean } = {}): OrderModeState {
  const { alias, branch, contact } = useBranchScope();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { cart, changeMode, empty } = useCart(alias);
  const modes = contact.deliveryConfig.orderModes.filter((mode) => mode.active);
  // The server never sees the hash (nor the cart): its screen, and so the hydration of it, goes without.
  const hydrating = useIsHydrating();
  const hash = hydrating ? '' : location.hash;
  const atStoreAlias = menu && !params.mode;
  const entryMode = entryModeOf({ modes, hash, modeFromHash: branch.generalConfig.menuConfig.modeFromHash });
  const named = params.mode
    ? modes.find((candidate) => candidate.type.toLowerCase() === params.mode?.toLowerCase())
    : undefined;
  const categorySegment = params.mode && !named ? params.mode : null;
  const mode =
    named ?? (atStoreAlias ? entryMode : (modes.find((candidate) => candidate.id === cart.mode) ?? modes[0] ?? null));
  const entryConfirming = useEntryConfirmation(atStoreAlias && cart.items.length > 0);
  const shownMode = entryConfirming.open ? null : mode;

  const { menuHashes, isLoading: hashesLoading } = useMenuHashes(
    modes.length > 0 ? { params: { alias }, query: { orderModeId: modes.map((m) => m.id) } } : null,
  );
  const [confirming, setConfirming] = useState(false);

  const modeId = shownMode?.id;
  const hasItems = cart.items.length > 0;
  useEffect(() => {
    // The hydration's mode was read without the stored cart: it must not overwrite the cart's.
    if (hydrating) return;
    if (!modeId || modeId === cart.mode) {
      setConfirming(false);
      return;
    }
    if (!cart.mode || !hasItems) {
      changeMode({ mode: modeId, sameMenu: true });
      return;
    }
    if (hashesLoading) return;
    const hashOf = (id: string | undefined) => menuHashes?.menuHashes.find((entry) => entry.orderModeId === id)?.hash;
    const current = hashOf(cart.mode);
    if (current !== undefined && current === hashOf(modeId)) changeMode({ mode: modeId, sameMenu: true });
    else setConfirming(true);
  }, [hydrating, modeId, cart.mode, hasItems, hashesLoading, menuHashes, changeMode]);

  const previous = modes.find((candidate) => candidate.id === cart.mode);
  const previousHref = previous ? menuPaths.mode(alias, previous.type) : menuPaths.menu(alias);
  return {
    modes,
    mode: shownMode,
    categorySegment,
    choosing: atStoreAlias && !entryMode,
    entryConfirming: entryConfirming.open,
    confirmEntry: () => {
      empty();
      entryConfirming.close();
    },
    cancelEntry: () => {
      entryConfirming.close();
      navigate(previousHref, { replace: true });
    },
    confirming,
    confirm: () => {
      setConfirming(false);
      if (modeId) changeMode({ mode: modeId, sameMenu: false });
    },
    cancel: () => {
      setConfirming(false);
      navigate(previousHref, { replace: true });
    },
    select: (id) => {
      const next = modes.find((candidate) => candidate.id === id);
      if (!next) return;
      trackEvent('ORDER_MODE_SELECT', { label: next.type });
      // Chosen at the store's own alias, the menu keeps what the entry was told (to ask for the location).
      navigate(menuPaths.mode(alias, next.type), atStoreAlias ? { state: location.state } : undefined);
    },
  };
}

/**
 * Asked once, on entering with items in the cart: read after the first render, since the server's
 * screen (and so its hydration) knows no cart.
 */
function useEntryConfirmation(itemsOnEntry: boolean): { open: boolean; close: () => void } {
  const hydrating = useIsHydrating();
  const [open, setOpen] = useState(false);
  const asked = useRef(false);
  useEffect(() => {
    if (hydrating || asked.current) return;
    asked.current = true;
    if (itemsOnEntry) setOpen(true);
  }, [hydrating, itemsOnEntry]);
  return { open, close: () => setOpen(false) };
}
