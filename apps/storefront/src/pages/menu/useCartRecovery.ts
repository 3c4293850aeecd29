/**
 * Abandoned-cart recovery (diner §2 "Query parameters read: … abandoned, phone"; "Abandoned-cart
 * recovery navigates to {alias}/preview"): a menu link with `abandoned` and the diner's phone
 * puts the kept cart (its mode and lines) in the cart and opens the cart page. With no cart to
 * recover, 'Cart not found' is logged (diner §8) and the menu shows as usual.
 */
import { useApi, useRecoveryCart } from '@comanda/api/react';
import {
  ABANDONED_QUERY_PARAM,
  asksForRecovery,
  PHONE_QUERY_PARAM,
  RECOVERY_CART_NOT_FOUND,
  recoveredCart,
} from '@comanda/domain/cart';
import { useNavigate, useSearchParams } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { useCart } from '../../state/cart-store.ts';
import { menuPaths } from './links.ts';

/** True while a recovery is being fetched (the menu waits instead of flashing). */
export function useCartRecovery(): boolean {
  const { alias, contact, country } = useBranchScope();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { log, logContext } = useApi();
  const { changeMode, fill } = useCart(alias);
  const abandoned = params.get(ABANDONED_QUERY_PARAM);
  const linkPhone = params.get(PHONE_QUERY_PARAM);
  const asks = asksForRecovery(abandoned);
  // undefined while the phone check loads; null when there is nothing to recover.
  const [phone, setPhone] = useState<string | null | undefined>(asks ? undefined : null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!asks) {
      setPhone(null);
      return;
    }
    let current = true;
    void import('./recovery-phone.ts').then(({ recoveryPhone }) => {
      if (current) setPhone(recoveryPhone({ abandoned, phone: linkPhone }, country));
    });
    return () => {
      current = false;
    };
  }, [asks, abandoned, linkPhone, country]);
  const { recoveryCart, isLoading } = useRecoveryCart(
    phone && !done ? { params: { phone, branchContactId: contact.id } } : null,
  );

  useEffect(() => {
    if (!phone || done || isLoading) return;
    setDone(true);
    if (!recoveryCart) {
      log(RECOVERY_CART_NOT_FOUND, { ...logContext, bcId: contact.id, component: 'cart-recovery' });
      return;
    }
    const cart = recoveredCart(recoveryCart);
    changeMode({ mode: recoveryCart.orderModeId, sameMenu: false });
    fill(cart.items);
    navigate(menuPaths.cart(alias), { replace: true });
  }, [phone, done, isLoading, recoveryCart, log, logContext, contact.id, changeMode, fill, navigate, alias]);

  return phone === undefined || (phone !== null && !done);
}
