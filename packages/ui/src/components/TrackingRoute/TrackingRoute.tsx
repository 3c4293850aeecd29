import { type TrackingRouteInput, trackingRouteMessages, trackingRouteText } from '@comanda/domain/tracking';
import { useId } from 'react';
import { Text } from '../Text/Text.tsx';
import * as styles from './TrackingRoute.css.ts';

export interface TrackingRouteProps {
  /** The tracking object (its status, venue, destination and rider). */
  readonly tracking: TrackingRouteInput;
}

/**
 * The tracking map in words: where the order leaves from, where it goes, the distance, and the
 * rider's distance from the destination, which a screen reader reads out when it changes.
 */
export function TrackingRoute({ tracking }: TrackingRouteProps) {
  const headingId = useId();
  const route = trackingRouteText(tracking);
  const texts = trackingRouteMessages;
  const rows: [string, string | null][] = [
    [texts.from, route.from],
    [texts.to, route.to],
    [texts.distance, route.distance],
  ];
  return (
    <section className={styles.root} aria-labelledby={headingId} data-slot="tracking-route">
      <Text as="h2" id={headingId} size="lg" weight="bold">
        {texts.heading}
      </Text>
      <dl className={styles.list}>
        {rows.map(
          ([term, detail]) =>
            detail && (
              <div key={term}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.detail}>{detail}</dd>
              </div>
            ),
        )}
        <div>
          <dt className={styles.term}>{texts.rider}</dt>
          <dd className={styles.detail} aria-live="polite" data-slot="tracking-route-rider">
            {route.rider}
          </dd>
        </div>
      </dl>
    </section>
  );
}
