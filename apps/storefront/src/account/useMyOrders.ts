/**
 * The signed-in diner's orders at this branch contact ('Mis pedidos', diner §2, §7: newest
 * first, paged by offset) and the one the header's 'PEDIDO EN CURSO' links to (diner §4: in
 * progress and within 24 hours, the domain's `findOrderInProgress`).
 */
import { type DinerOrderSummarySchema, LIST_PAGE_SIZE, orderAccessQuery } from '@comanda/api';
import { useDinerOrders, useOrder } from '@comanda/api/react';
import { findOrderInProgress, isOrderInProgress } from '@comanda/domain/schedule';
import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { useBranchScope } from '../branch/BranchScope.tsx';
import { menuPaths } from '../pages/menu/links.ts';
import { useDinerSession } from '../state/diner-session.ts';
import { useLatestPlacedOrder } from '../state/placed-orders.ts';

type DinerOrder = v.InferOutput<typeof DinerOrderSummarySchema>;

const pageQuery = (phone: string, branchContactId: string, page = 0) => ({
  query: { phone, branchContactId, offset: page * LIST_PAGE_SIZE },
});

/**
 * The first page is read live (a reopened list shows what it had, then refreshes); the pages
 * loaded with 'Ver más pedidos' are appended in order. The caller keys its component by phone.
 */
export function useMyOrders(phone: string, enabled: boolean) {
  const { contact } = useBranchScope();
  const first = useDinerOrders(enabled ? pageQuery(phone, contact.id) : null);
  // Each opening reads the list again: SWR's own read on opening is skipped within two seconds of
  // the last one (the header's 'PEDIDO EN CURSO' reads the same page), and an order placed in
  // between would be missing until the next.
  const refresh = first.mutate;
  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState<readonly (readonly DinerOrder[])[]>([]);
  const next = useDinerOrders(enabled && page > 0 ? pageQuery(phone, contact.id, page) : null);
  useEffect(() => {
    if (page === 0 || !next.dinerOrders || next.isLoading) return;
    const orders = next.dinerOrders.dinerOrders.orders;
    setMore((current) => (current.length >= page ? current : [...current, orders]));
  }, [next.dinerOrders, next.isLoading, page]);
  const last = page === 0 ? first.dinerOrders : more.length >= page ? next.dinerOrders : undefined;
  return {
    orders: [...(first.dinerOrders?.dinerOrders.orders ?? []), ...more.flat()],
    loading: enabled && !first.dinerOrders,
    loadingMore: enabled && page > 0 && more.length < page,
    hasMore: Boolean(last?.dinerOrders.hasMore),
    loadMore: () => setPage((current) => (more.length >= current ? current + 1 : current)),
  };
}

/**
 * '/menu/{alias}/order/{code}' of the diner's order in progress at `now`, or null: the signed-in
 * diner's from their orders; otherwise the newest this browser placed here, read with its access
 * token, whose follow-up link keeps that token.
 */
export function useOrderInProgressHref(now: number): string | null {
  const { alias, branch, contact } = useBranchScope();
  const session = useDinerSession(branch.id);
  const { dinerOrders } = useDinerOrders(session ? pageQuery(session.phone, contact.id) : null);
  const placed = useLatestPlacedOrder(alias, now);
  const { order: placedOrder } = useOrder(
    !session && placed
      ? {
          params: { branchContactCode: alias, orderCode: placed.code },
          query: orderAccessQuery(placed.accessToken ?? null),
        }
      : null,
  );
  if (session) {
    const order = findOrderInProgress(dinerOrders?.dinerOrders.orders, now);
    return order ? menuPaths.order(alias, encodeURIComponent(order.code)) : null;
  }
  return placed && placedOrder && isOrderInProgress(placedOrder, now)
    ? menuPaths.followUp(alias, placed.code, placed.accessToken)
    : null;
}
