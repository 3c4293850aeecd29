import { DEFAULT_COUNTRY, formatMoney, moneyOf } from '@comanda/domain/money';
import { orderMessages, orderTypeLabel } from '@comanda/domain/order';
import { orderTextMessages } from '@comanda/domain/order-text';
import { trackingDateTime } from '@comanda/domain/tracking';
import { type ReactNode, useId } from 'react';
import { Card } from '../Card/Card.tsx';
import { LineIcon } from '../LineIcon/LineIcon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './OrderHeader.css.ts';

export const paymentIconKinds = ['cash', 'card', 'transfer', 'other'] as const;
export type PaymentIconKind = (typeof paymentIconKinds)[number];

export interface OrderHeaderProps {
  readonly code: string;
  /** The order type on the wire ('DELIVERY', 'TAKE_AWAY', 'SELF_SERVICE', 'TABLE'), shown with `orderTypeLabel`. */
  readonly type: string;
  readonly orderedAt: Date | string | number;
  /** The branch's time zone; the product's default zone when absent. */
  readonly timeZone?: string;
  /** Total in minor units. */
  readonly total: number;
  readonly country?: string;
  readonly paymentIcon: PaymentIconKind;
  /** The payment type's name ('Efectivo', 'Tarjeta de crédito'): the icon's accessible label. */
  readonly paymentLabel: string;
  /** When a scheduled order is due; absent for an order for now. */
  readonly scheduledAt?: Date | string | number | null;
}

/** The follow-up page's header: code, order type, time and date, total and the payment icon. */
export function OrderHeader({
  code,
  type,
  orderedAt,
  timeZone,
  total,
  country = DEFAULT_COUNTRY,
  paymentIcon,
  paymentLabel,
  scheduledAt = null,
}: OrderHeaderProps) {
  const titleId = useId();
  const { time, date } = trackingDateTime(orderedAt, timeZone);
  const instant = new Date(orderedAt);
  const typeLabel = orderTypeLabel(type);
  return (
    <Card as="section" aria-labelledby={titleId} data-slot="order-header">
      <Stack direction="row" justify="between" align="start" gap="md">
        <Stack gap="xxs">
          <Text as="h1" id={titleId} size="xl" weight="bold">
            {orderTextMessages.code} {code}
          </Text>
          {typeLabel && (
            <Text size="sm" weight="medium" data-slot="order-header-type">
              {typeLabel}
            </Text>
          )}
          <Text size="sm" tone="description">
            <time dateTime={Number.isFinite(instant.getTime()) ? instant.toISOString() : undefined}>
              {time} · {date}
            </time>
          </Text>
          {scheduledAt !== null && <ScheduledFor at={scheduledAt} timeZone={timeZone} />}
        </Stack>
        <div className={styles.summary}>
          <PaymentIcon kind={paymentIcon} label={paymentLabel} />
          <Text size="xs" tone="description">
            {orderTextMessages.total}
          </Text>
          <Text size="lg" weight="bold" data-slot="order-header-total">
            {formatMoney(moneyOf(total, country), country)}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}

function ScheduledFor({
  at,
  timeZone,
}: {
  readonly at: Date | string | number;
  readonly timeZone?: string | undefined;
}) {
  const { time, date } = trackingDateTime(at, timeZone);
  const instant = new Date(at);
  return (
    <Text size="sm" weight="medium" data-slot="order-header-scheduled">
      <time dateTime={Number.isFinite(instant.getTime()) ? instant.toISOString() : undefined}>
        {orderMessages.scheduledFor(date, time)}
      </time>
    </Text>
  );
}

function PaymentIcon({ kind, label }: { readonly kind: PaymentIconKind; readonly label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={styles.paymentIcon}
      data-slot="payment-icon"
      data-kind={kind}
    >
      <LineIcon className={styles.svg} strokeWidth="1.8">
        {paymentIconPaths[kind]}
      </LineIcon>
    </span>
  );
}

const paymentIconPaths: Record<PaymentIconKind, ReactNode> = {
  cash: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </>
  ),
  transfer: <path d="M4 8h14l-3-3M20 16H6l3 3" />,
  other: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v10M9 9.5c0-1 1.2-1.8 3-1.8s3 .8 3 2-1.2 1.6-3 2-3 1-3 2.2 1.2 2 3 2 3-.8 3-1.8" />
    </>
  ),
};
