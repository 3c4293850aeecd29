import { orderTextMessages } from '@comanda/domain/order-text';
import type { ShipmentType } from '@comanda/domain/rider';
import { shipmentMessages, shipmentStatusLabel, withAddressLetters } from '@comanda/domain/shipments';
import { trackingMessages } from '@comanda/domain/tracking';
import { useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ShipmentList.css.ts';

/** Decision: the badge of a multi-delivery stack (the spec's own word, as in 'Cancelar multientrega'). */
export const STACK_BADGE = 'Multientrega';
/** Decision: the accessible name of a row's address list. */
export const ADDRESSES_LABEL = 'Direcciones';

export interface ShipmentListItem {
  readonly type: ShipmentType;
  readonly id: string;
  /** The order code (a stack's own code for a stack). */
  readonly code: string;
  readonly status: string;
  /** Pick-up first, then the drop-offs: lettered A, B, C… */
  readonly addresses: readonly string[];
  /** The shipment's detail page. */
  readonly href: string;
}

export interface ShipmentListProps {
  readonly shipments: readonly ShipmentListItem[];
  readonly loading?: boolean;
  /** 'Hubo un error buscando los envíos, …' or the permissions message (`shipmentListFailure`). */
  readonly error?: string | null;
  readonly refreshing?: boolean;
  readonly onRefresh: () => void;
}

/** The rider's list 'Envíos': single shipments and stacks as rows, with a refresh button. */
export function ShipmentList({ shipments, loading = false, error, refreshing = false, onRefresh }: ShipmentListProps) {
  const titleId = useId();
  const state = loading ? 'loading' : error ? 'error' : shipments.length === 0 ? 'empty' : 'loaded';
  return (
    <section className={styles.root} aria-labelledby={titleId} data-slot="shipment-list" data-state={state}>
      <div className={styles.header}>
        <Text as="h1" id={titleId} size="xxl" weight="bold">
          {shipmentMessages.listTitle}
        </Text>
        <IconButton
          label={trackingMessages.refresh}
          icon="↻"
          onClick={onRefresh}
          disabled={refreshing || loading}
          aria-busy={refreshing || undefined}
        />
      </div>
      {state === 'loading' && (
        <div className={styles.centered}>
          <Spinner />
        </div>
      )}
      {state === 'error' && (
        <div className={styles.centered}>
          <Text role="alert" tone="danger" weight="medium" align="center">
            {error}
          </Text>
        </div>
      )}
      {state === 'empty' && (
        <div className={styles.centered}>
          <Text tone="description" align="center">
            {shipmentMessages.empty}
          </Text>
        </div>
      )}
      {state === 'loaded' && (
        <ul className={styles.list} aria-labelledby={titleId}>
          {shipments.map((shipment) => (
            <li key={`${shipment.type}-${shipment.id}`}>
              <a className={styles.row} href={shipment.href} data-slot="shipment-row" data-type={shipment.type}>
                <div className={styles.rowHeader}>
                  <Text as="h2" size="md" weight="bold">
                    {orderTextMessages.code} {shipment.code}
                  </Text>
                  <span>
                    {shipment.type === 'stack' && <Badge tone="main">{STACK_BADGE}</Badge>}{' '}
                    <Badge tone="neutral">{shipmentStatusLabel(shipment.status)}</Badge>
                  </span>
                </div>
                <ul className={styles.addresses} aria-label={ADDRESSES_LABEL}>
                  {withAddressLetters(shipment.addresses).map(({ letter, address }) => (
                    <li key={letter} className={styles.address}>
                      <span className={styles.letter}>{letter}</span>
                      <VisuallyHidden>: </VisuallyHidden>
                      {address}
                    </li>
                  ))}
                </ul>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
