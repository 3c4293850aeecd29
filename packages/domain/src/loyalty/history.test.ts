import { describe, expect, it } from 'vitest';
import { hasMoreLoyaltyHistory, LOYALTY_HISTORY_PAGE_SIZE, loyaltyHistoryPage } from './history.ts';

describe('points history paging (diner §7, §9)', () => {
  it('pages by 20', () => {
    expect(LOYALTY_HISTORY_PAGE_SIZE).toBe(20);
  });

  it.each([
    [0, 0],
    [1, 20],
    [3, 60],
    [-1, 0],
    [1.5, 0],
    [Number.NaN, 0],
  ])('page %d starts at offset %d', (page, offset) => {
    expect(loyaltyHistoryPage(page)).toEqual({ offset, limit: 20 });
  });

  it('loads more only after a full page', () => {
    expect(hasMoreLoyaltyHistory(20)).toBe(true);
    expect(hasMoreLoyaltyHistory(19)).toBe(false);
    expect(hasMoreLoyaltyHistory(0)).toBe(false);
  });
});
