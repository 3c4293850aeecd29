/**
 * The order mode of the menu (diner §2, §4): the `:mode` segment (the type in lower case,
 * 'delivery', 'take_away') or the URL hash ('#delivery'), else the cart's mode, else the first
 * active one. Moving to another mode with items in the cart asks first when the new mode's menu
 * hash differs (the items would be dropped by the domain's `changeMode`); cancelling goes back to
 * the cart's mode.
 */
import type { OrderModeOutput } from '@comanda/api';
import { useMenuHashes } from '@comanda/api/react';
import { useIsHydrating, useLocation, useNavigate, useParams } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { trackEvent } from '../../analytics/analytics.ts';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { useCart } from '../../state/cart-store.ts';
import { menuPaths } from './links.ts';

export interface OrderModeState {
  readonly modes: readonly OrderModeOutput[];
  /** Null when the route names a mode the store does not have. */
  readonly mode: OrderModeOutput | null;
  /** The confirmation of a mode change is open. */
  readonly confirming: boolean;
  readonly confirm: () => void;
  readonly cancel: () => void;
  readonly select: (modeId: string) => void;
}

export function useOrderMode(): OrderModeState {
  const { alias, contact } = useBranchScope();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { cart, changeMode } = useCart(alias);
  const modes = contact.deliveryConfig.orderModes.filter((mode) => mode.active);
  // The server never sees the hash: its screen, and so the hydration of it, goes without.
  const hash = useIsHydrating() ? '' : location.hash;
  const requested = (params.mode ?? decodeURIComponent(hash.replace(/^#/, ''))).toLowerCase();
  const byType = requested ? modes.find((mode) => mode.type.toLowerCase() === requested) : undefined;
  const mode =
    params.mode && !byType
      ? null
      : (byType ?? modes.find((candidate) => candidate.id === cart.mode) ?? modes[0] ?? null);

  const { menuHashes, isLoading: hashesLoading } = useMenuHashes(
    modes.length > 0 ? { params: { alias }, query: { orderModeId: modes.map((m) => m.id) } } : null,
  );
  const [confirming, setConfirming] = useState(false);

  const modeId = mode?.id;
  const hasItems = cart.items.length > 0;
  useEffect(() => {
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
  }, [modeId, cart.mode, hasItems, hashesLoading, menuHashes, changeMode]);

  const previous = modes.find((candidate) => candidate.id === cart.mode);
  return {
    modes,
    mode,
    confirming,
    confirm: () => {
      setConfirming(false);
      if (modeId) changeMode({ mode: modeId, sameMenu: false });
    },
    cancel: () => {
      setConfirming(false);
      navigate(previous ? menuPaths.mode(alias, previous.type) : menuPaths.menu(alias), { replace: true });
    },
    select: (id) => {
      const next = modes.find((candidate) => candidate.id === id);
      if (!next) return;
      trackEvent('ORDER_MODE_SELECT', { label: next.type });
      navigate(menuPaths.mode(alias, next.type));
    },
  };
}
