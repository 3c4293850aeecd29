import { formatDistanceKm, npsBadgeText } from '@comanda/domain/money';
import { scheduleMessages } from '@comanda/domain/schedule';
import type { MouseEvent } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { storeCardMessages } from './messages.ts';
import * as styles from './StoreCard.css.ts';

export interface StoreCardProps {
  /** The branch contact's name. */
  readonly name: string;
  /** The address as one line. */
  readonly address?: string | null;
  /** Distance from the diner, in metres: shown in km with one decimal. */
  readonly distanceMetres?: number | null;
  /** deliveryConfig.npsAvg. */
  readonly npsAverage?: number | null;
  /** The branch shows NPS badges; the badge also needs an average at or above the threshold. */
  readonly npsEnabled?: boolean;
  /** The store is closed now: a 'Cerrado' badge. */
  readonly closed?: boolean;
  /** Where the card goes: ../{alias}, with #{orderMode} when a mode name exists. */
  readonly href: string;
  /** Runs before the link is followed (e.g. the BRANCH_CONTACT_SELECT event); may prevent it. */
  readonly onSelect?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/** One store of the branch-contact selector (diner §2), a link to its menu. */
export function StoreCard({
  name,
  address,
  distanceMetres,
  npsAverage,
  npsEnabled = false,
  closed = false,
  href,
  onSelect,
}: StoreCardProps) {
  const distance = formatDistanceKm(distanceMetres);
  const nps = npsBadgeText(npsAverage, npsEnabled);
  return (
    <a
      className={styles.card}
      href={href}
      onClick={onSelect}
      data-slot="store-card"
      data-state={closed ? 'closed' : 'open'}
    >
      <span className={styles.details}>
        <span className={styles.name}>{name}</span>
        {address && <span className={styles.address}>{address}</span>}
      </span>
      {(distance || nps || closed) && (
        <span className={styles.meta}>
          {distance && <span className={styles.distance}>{distance}</span>}
          {nps && (
            <Badge tone="success">
              <VisuallyHidden>{storeCardMessages.npsLabel} </VisuallyHidden>
              <span aria-hidden="true">★</span>
              {nps}
            </Badge>
          )}
          {closed && <Badge tone="danger">{scheduleMessages.closed}</Badge>}
        </span>
      )}
    </a>
  );
}
