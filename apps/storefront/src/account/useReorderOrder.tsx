/**
 * 'Repetir pedido' (from 'Mis pedidos' or a delivered order's follow-up page): the server rebuilds
 * the order's lines against today's menu with the domain's rules; what is still offered fills the
 * cart in the order's mode, and the diner goes straight to the checkout, or first reads what
 * changed or is gone (ReorderNoticesModal).
 */
import { dinerCalls, type OrderAccessQuery, parseError } from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import { notify, ReorderNoticesModal, useNavigate } from '@comanda/ui';
import { useState } from 'react';
import { menuPaths } from '../pages/menu/links.ts';
import { useCart } from '../state/cart-store.ts';

interface Notices {
  readonly notices: readonly string[];
  readonly canContinue: boolean;
}

export function useReorderOrder(alias: string) {
  const { trigger } = useCallMutation(dinerCalls.reorderOrder);
  const { changeMode, fill } = useCart(alias);
  const navigate = useNavigate();
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const [notices, setNotices] = useState<Notices | null>(null);
  const [open, setOpen] = useState(false);
  const toCheckout = () => navigate(menuPaths.checkout(alias));

  /** Answers whether the order's lines were read (the caller may close what it showed). */
  const reorder = async (orderCode: string, access: OrderAccessQuery = {}): Promise<boolean> => {
    setBusyCode(orderCode);
    try {
      const result = await trigger({ params: { orderCode }, query: access });
      if (result.items.length > 0) {
        changeMode({ mode: result.orderModeId, sameMenu: false });
        fill(result.items);
      }
      if (result.notices.length === 0) toCheckout();
      else {
        setNotices({ notices: result.notices, canContinue: result.items.length > 0 });
        setOpen(true);
      }
      return true;
    } catch (error) {
      notify.error(parseError(error).message);
      return false;
    } finally {
      setBusyCode(null);
    }
  };

  const modal = notices && (
    <ReorderNoticesModal
      open={open}
      onOpenChange={setOpen}
      notices={notices.notices}
      canContinue={notices.canContinue}
      onContinue={() => {
        setOpen(false);
        toCheckout();
      }}
    />
  );
  return { reorder, busyCode, modal };
}
