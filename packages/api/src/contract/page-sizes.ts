/** Page sizes of the listing calls. */

/** Diner §9: branches are listed 99 at a time. */
export const BRANCH_PAGE_SIZE = 99;
/** Diner §7: the loyalty history is read 20 entries a page. */
export const LOYALTY_HISTORY_PAGE_SIZE = 20;
/** Decision: a diner's orders and a branch's contacts are listed 20 at a time. */
export const LIST_PAGE_SIZE = 20;
