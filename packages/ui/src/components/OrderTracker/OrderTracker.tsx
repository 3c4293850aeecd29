import { type OrderStatusView, orderTracker, type TrackerNodeState } from '@comanda/domain/order';
import { useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './OrderTracker.css.ts';

/** Decision: the tracker's accessible name. */
export const ORDER_TRACKER_LABEL = 'Estado del pedido';

/** Decision: what a screen reader adds to a node whose state the layout shows only with colour. */
const nodeStateText: Partial<Record<TrackerNodeState, string>> = {
  done: 'completado',
  pending: 'pendiente',
};

export interface OrderTrackerProps {
  /**
   * The domain's `orderStatusView(...)` for the order. The caller computes it (it needs the
   * current time for the payment window), so the tracker stays a pure view.
   */
  readonly view: OrderStatusView;
}

/**
 * The four-step tracker (generated, accepted, ready, delivered) from `orderTracker`. A canceled
 * order turns every node red and the last reads the canceled label; an unpaid card order is
 * greyed with its label; 'Procesando pago' and the expired-payment text show under it.
 */
export function OrderTracker({ view }: OrderTrackerProps) {
  const labelId = useId();
  const nodes = orderTracker(view.status);
  const state = view.status === 'CANCELED' ? 'canceled' : view.greyed ? 'greyed' : 'active';
  return (
    <section
      className={styles.root}
      aria-labelledby={labelId}
      data-slot="order-tracker"
      data-state={state}
      data-greyed={view.greyed || undefined}
    >
      <VisuallyHidden>
        <h2 id={labelId}>{ORDER_TRACKER_LABEL}</h2>
      </VisuallyHidden>
      {view.greyed && (
        <div>
          <Badge tone={view.paymentExpired ? 'danger' : 'neutral'}>{view.label}</Badge>
        </div>
      )}
      <ol className={styles.list} aria-labelledby={labelId}>
        {nodes.map((node, index) => {
          const stateText = nodeStateText[node.state];
          return (
            <li
              key={node.id}
              className={styles.node}
              data-state={node.state}
              data-slot="order-tracker-node"
              aria-current={node.state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {node.state === 'done' ? '✓' : node.state === 'canceled' ? '✕' : index + 1}
              </span>
              <span className={styles.label}>
                {node.label}
                {stateText && <VisuallyHidden>{`, ${stateText}`}</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ol>
      {view.message &&
        (view.paymentExpired ? (
          <Text size="sm" weight="medium" tone="danger" data-slot="order-tracker-message">
            {view.message}
          </Text>
        ) : (
          <div className={styles.message}>
            <Spinner label={view.message} />
            <Text as="span" size="sm" weight="medium" aria-hidden="true">
              {view.message}
            </Text>
          </div>
        ))}
    </section>
  );
}
