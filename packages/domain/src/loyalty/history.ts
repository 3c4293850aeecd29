/** Paging of the points history (GET /api/branch/{branchId}/loyalty-points/history/{customerPhone}?offset&limit). */

/** diner §7, §9: twenty entries per page. */
export const LOYALTY_HISTORY_PAGE_SIZE = 20;

export interface LoyaltyHistoryEntry {
  readonly orderCode: string;
  readonly createdAt: string;
  readonly amount: number;
  readonly postBalance: number;
}

/** The query of a page (0-based): offset is the page times the page size. A corrupt page number reads as 0. */
export function loyaltyHistoryPage(page: number): { readonly offset: number; readonly limit: number } {
  const index = Number.isSafeInteger(page) && page > 0 ? page : 0;
  return { offset: index * LOYALTY_HISTORY_PAGE_SIZE, limit: LOYALTY_HISTORY_PAGE_SIZE };
}

/** Scrolling loads more only while the last page came back full. */
export function hasMoreLoyaltyHistory(lastPageLength: number): boolean {
  return lastPageLength >= LOYALTY_HISTORY_PAGE_SIZE;
}
