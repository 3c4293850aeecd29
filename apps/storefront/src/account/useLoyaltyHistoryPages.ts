/** A diner's points history, 20 entries a page (diner §7), the pages loaded so far in order. */
import { useLoyaltyHistory } from '@comanda/api/react';
import { type LoyaltyHistoryEntry, loyaltyHistoryPage } from '@comanda/domain/loyalty';
import { useEffect, useState } from 'react';

export function useLoyaltyHistoryPages(branchId: string, phone: string, enabled: boolean) {
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState<readonly (readonly LoyaltyHistoryEntry[])[]>([]);
  const { loyaltyHistory, isLoading } = useLoyaltyHistory(
    enabled ? { params: { branchId, customerPhone: phone }, query: loyaltyHistoryPage(page) } : null,
  );
  useEffect(() => {
    if (!loyaltyHistory || isLoading) return;
    setPages((current) => (current.length > page ? current : [...current, loyaltyHistory.history]));
  }, [loyaltyHistory, isLoading, page]);
  const loaded = pages.length > page;
  return {
    history: pages.flat(),
    loading: enabled && !loaded,
    hasMore: loaded && Boolean(loyaltyHistory?.hasMore),
    loadMore: () => setPage((current) => (pages.length > current ? current + 1 : current)),
  };
}
