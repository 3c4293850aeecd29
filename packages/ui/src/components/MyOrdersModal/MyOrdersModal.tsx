import { DEFAULT_COUNTRY, formatMoney, moneyOf } from '@comanda/domain/money';
import { type OrderStatus, orderStatusLabel, parseOrderStatus } from '@comanda/domain/order';
import { DEFAULT_TIME_ZONE } from '@comanda/domain/schedule';
import { trackingDateTime, trackingTitle } from '@comanda/domain/tracking';
import { type ReactNode, useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { reorderTexts } from '../ReorderNoticesModal/ReorderNoticesModal.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './MyOrdersModal.css.ts';

export const myOrdersModalTexts = {
  title: 'Mis pedidos',
  empty: 'No tienes pedidos realizados',
  loading: 'Cargando pedidos',
  /** Decision: the orders call is paged (offset); the spec names no text for the next page. */
  loadMore: 'Ver más pedidos',
} as const;

/** Decision: the badge colour of each order status (labels come from the domain). */
export const orderStatusBadgeTones = {
  UNCONFIRMED: 'warning',
  GENERATED: 'main',
  ACCEPTED: 'main',
  READY: 'main',
  DELIVERED: 'success',
  CANCELED: 'danger',
} as const satisfies Record<OrderStatus, BadgeTone>;

/** Diner §3 "Diner order (list)": the fields this list shows. */
export interface MyOrdersItem {
  readonly id: string | number;
  readonly code: string;
  /** ISO instant. */
  readonly orderedAt: string | Date;
  /** Minor units of the branch's currency. */
  readonly total: number;
  /** Wire status ('GENERATED', …): shown as its Spanish label, never as the code. */
  readonly status: string;
  /** The order mode's show name ('Delivery', 'Take Away', …). */
  readonly orderModeName: string;
}

export interface MyOrdersModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  readonly orders: readonly MyOrdersItem[];
  readonly loading?: boolean;
  /** Country of the money amounts ('ar' default). */
  readonly country?: string;
  /** The branch's IANA zone, for the dates. */
  readonly timeZone?: string;
  /** Makes every order a button (e.g. to open its follow-up page). */
  readonly onSelectOrder?: (order: MyOrdersItem) => void;
  readonly hasMore?: boolean;
  readonly loadingMore?: boolean;
  readonly onLoadMore?: () => void;
  /** 'Repetir pedido' on each delivered order: its lines against today's menu, into the cart. */
  readonly onReorder?: (order: MyOrdersItem) => void;
  /** The code of the order being repeated: its button waits. */
  readonly reorderingCode?: string | null;
}

export function MyOrdersModal({
  orders,
  loading = false,
  country = DEFAULT_COUNTRY,
  timeZone = DEFAULT_TIME_ZONE,
  onSelectOrder,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onReorder,
  reorderingCode = null,
  ...modal
}: MyOrdersModalProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <div className={styles.centered}>
        <Spinner label={myOrdersModalTexts.loading} />
      </div>
    );
  } else if (orders.length === 0) {
    body = (
      <Text tone="description" align="center">
        {myOrdersModalTexts.empty}
      </Text>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={myOrdersModalTexts.title} data-slot="my-orders-list">
          {orders.map((order) => (
            <li key={order.id} className={styles.entry}>
              <OrderRow order={order} country={country} timeZone={timeZone} onSelect={onSelectOrder} />
              {onReorder && order.status === 'DELIVERED' && (
                <ReorderButton order={order} busy={reorderingCode === order.code} onReorder={onReorder} />
              )}
            </li>
          ))}
        </ul>
        {hasMore && onLoadMore && (
          <div className={styles.centered}>
            <Button tone="bordered" loading={loadingMore} onClick={onLoadMore}>
              {myOrdersModalTexts.loadMore}
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <Modal {...modal} title={myOrdersModalTexts.title}>
      <div aria-busy={loading || undefined} data-state={loading ? 'loading' : orders.length ? 'ready' : 'empty'}>
        {body}
      </div>
    </Modal>
  );
}

function OrderRow({
  order,
  country,
  timeZone,
  onSelect,
}: {
  readonly order: MyOrdersItem;
  readonly country: string;
  readonly timeZone: string;
  readonly onSelect: ((order: MyOrdersItem) => void) | undefined;
}) {
  const { date, time } = trackingDateTime(order.orderedAt, timeZone);
  const status = parseOrderStatus(order.status) ?? 'UNCONFIRMED';
  const content = (
    <>
      <span className={styles.row}>
        <span className={styles.code}>{trackingTitle(order.code)}</span>
        <Badge tone={orderStatusBadgeTones[status]}>{orderStatusLabel(order.status)}</Badge>
      </span>
      <span className={styles.row}>
        <span className={styles.meta}>{`${date} · ${time}`}</span>
        <span className={styles.total}>{formatMoney(moneyOf(order.total, country), country)}</span>
      </span>
      <span className={styles.meta}>{order.orderModeName}</span>
    </>
  );
  if (!onSelect) {
    return (
      <div className={styles.order} data-slot="my-orders-item">
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.order} ${styles.selectable}`}
      data-slot="my-orders-item"
      onClick={() => onSelect(order)}
    >
      {content}
    </button>
  );
}

/** Beside the order it repeats (a sibling of its button), described by the order's code. */
function ReorderButton({
  order,
  busy,
  onReorder,
}: {
  readonly order: MyOrdersItem;
  readonly busy: boolean;
  readonly onReorder: (order: MyOrdersItem) => void;
}) {
  const id = useId();
  return (
    <>
      <span id={id} hidden>
        {trackingTitle(order.code)}
      </span>
      <Button tone="bordered" fullWidth loading={busy} aria-describedby={id} onClick={() => onReorder(order)}>
        {reorderTexts.action}
      </Button>
    </>
  );
}
