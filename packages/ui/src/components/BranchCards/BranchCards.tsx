import type { MouseEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './BranchCards.css.ts';
import { branchCardsMessages } from './messages.ts';

export interface BranchCardItem {
  readonly id: string;
  readonly name: string;
  readonly logoUrl?: string | null;
  /** The branch's address as one line. */
  readonly address?: string | null;
  /** ../{alias} of the branch. */
  readonly href: string;
}

export const branchCardsStatuses = ['loading', 'error', 'ready'] as const;
export type BranchCardsStatus = (typeof branchCardsStatuses)[number];

export interface BranchCardsProps {
  readonly branches: readonly BranchCardItem[];
  /** The company's name, shown as the page heading when given. */
  readonly title?: string | null;
  readonly status?: BranchCardsStatus;
  /** Shows 'Reintentar' in the error state. */
  readonly onRetry?: (() => void) | undefined;
  /** Runs before a card's link is followed; may prevent it. */
  readonly onSelect?: ((branchId: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** More branches than those shown: 'Ver más locales' calls `onLoadMore`. */
  readonly hasMore?: boolean;
  readonly onLoadMore?: (() => void) | undefined;
  /** The next page is being read. */
  readonly loadingMore?: boolean;
  /** The list was read page by page to its end: says there are no more (unlike having none). */
  readonly endReached?: boolean;
}

/** The company page (diner §2): one card per branch, each a link to the branch. */
export function BranchCards({
  branches,
  title,
  status = 'ready',
  onRetry,
  onSelect,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  endReached = false,
}: BranchCardsProps) {
  return (
    <section className={styles.root} data-slot="branch-cards" data-state={stateOf(status, branches.length)}>
      {title && <h1 className={styles.title}>{title}</h1>}
      {status === 'loading' ? (
        <div className={styles.state}>
          <Spinner label={branchCardsMessages.loading} />
        </div>
      ) : status === 'error' ? (
        <div className={styles.state}>
          <p className={styles.stateText} role="alert">
            {branchCardsMessages.error}
          </p>
          {onRetry && (
            <Button tone="bordered" onClick={onRetry}>
              {branchCardsMessages.retry}
            </Button>
          )}
        </div>
      ) : branches.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.stateText}>{branchCardsMessages.empty}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {branches.map((branch) => (
            <li key={branch.id}>
              <a
                className={styles.card}
                href={branch.href}
                onClick={onSelect ? (event) => onSelect(branch.id, event) : undefined}
                data-slot="branch-card"
              >
                {branch.logoUrl && <img className={styles.logo} src={branch.logoUrl} alt="" />}
                <span className={styles.details}>
                  <span className={styles.name}>{branch.name}</span>
                  {branch.address && <span className={styles.address}>{branch.address}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && branches.length > 0 && (
        <MoreBranches hasMore={hasMore} onLoadMore={onLoadMore} loadingMore={loadingMore} endReached={endReached} />
      )}
    </section>
  );
}

function MoreBranches({
  hasMore,
  onLoadMore,
  loadingMore,
  endReached,
}: Pick<BranchCardsProps, 'hasMore' | 'onLoadMore' | 'loadingMore' | 'endReached'>) {
  if (loadingMore) {
    return (
      <div className={styles.state}>
        <Spinner label={branchCardsMessages.loadingMore} />
      </div>
    );
  }
  if (hasMore && onLoadMore) {
    return (
      <div className={styles.state}>
        <Button tone="bordered" onClick={onLoadMore}>
          {branchCardsMessages.loadMore}
        </Button>
      </div>
    );
  }
  return endReached ? (
    <p className={`${styles.state} ${styles.stateText}`} role="status">
      {branchCardsMessages.noMore}
    </p>
  ) : null;
}

function stateOf(status: BranchCardsStatus, count: number): 'loading' | 'error' | 'empty' | 'ready' {
  return status === 'ready' && count === 0 ? 'empty' : status;
}
