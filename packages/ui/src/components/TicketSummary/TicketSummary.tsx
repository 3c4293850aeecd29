import type { CartItem } from '@comanda/domain/cart';
import {
  type CountryCode,
  DEFAULT_COUNTRY,
  formatDeliveryFee,
  formatMoney,
  formatServiceFee,
  type Money,
  subtract,
  zero,
} from '@comanda/domain/money';
import type { Ticket } from '@comanda/domain/pricing';
import { useId } from 'react';
import { Card } from '../Card/Card.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as styles from './TicketSummary.css.ts';

export const ticketSummaryTexts = {
  /** Decision: labels of the ticket; the spec names the lines, not their texts ('Envío' is the info table's). */
  heading: 'Resumen del pedido',
  subtotal: 'Subtotal',
  serviceFee: 'Costo de servicio',
  deliveryFee: 'Envío',
  total: 'Total',
  loyalty: (points: number, pointsName: string) => `Canje de ${points} ${pointsName}`,
  /** Decision: the points' name when the caller gives none. */
  defaultPointsName: 'Puntos',
} as const;

export const ticketLineKinds = [
  'subtotal',
  'surcharge',
  'discount',
  'serviceFee',
  'deliveryFee',
  'loyalty',
  'total',
] as const;
export type TicketLineKind = (typeof ticketLineKinds)[number];

export interface TicketSummaryProps {
  /** The domain's `priceOrder` result, shown as it is: the component adds, subtracts and rounds nothing. */
  readonly ticket: Ticket;
  /** The country the ticket was priced in (symbol and decimals). */
  readonly country?: CountryCode;
  /**
   * The cart items that were priced, in the same order as `ticket.items` (the ticket keeps no
   * garnishes); their extras are listed under each line.
   */
  readonly items?: readonly Pick<CartItem, 'extras'>[];
  /** Delivery orders show the delivery fee ('Gratis' when zero); other modes have none. */
  readonly showDeliveryFee?: boolean;
  /**
   * What the delivery fee waits for while the address has no quote ('Falta tu dirección',
   * 'Calculando…'), shown instead of an amount: a ticket without a quote has no fee to call free.
   */
  readonly deliveryFeeNote?: string | null;
  /** The loyalty program's points name, for the redeemed points line. */
  readonly pointsName?: string;
  readonly heading?: string;
}

const negative = (value: Money): Money => subtract(zero(value), value);

function extrasText(item: Pick<CartItem, 'extras'> | undefined): string {
  return (item?.extras ?? [])
    .flatMap((group) => group.groupItems)
    .filter((garnish) => garnish.quantity > 0)
    .map((garnish) => (garnish.quantity > 1 ? `${garnish.quantity} × ${garnish.name}` : garnish.name))
    .join(', ');
}

/**
 * The ticket (diner §9 "Total"): item lines, subtotal, surcharges, discounts (negative), service
 * fee ('(Bonificada)' when zero), delivery fee ('Gratis' when zero), redeemed points and the total.
 */
export function TicketSummary({
  ticket,
  country = DEFAULT_COUNTRY,
  items,
  showDeliveryFee = false,
  deliveryFeeNote = null,
  pointsName = ticketSummaryTexts.defaultPointsName,
  heading = ticketSummaryTexts.heading,
}: TicketSummaryProps) {
  const headingId = useId();
  const money = (value: Money) => formatMoney(value, country);
  const loyalty = ticket.loyalty?.outcome === 'applied' && ticket.loyalty.redeemedPoints > 0 ? ticket.loyalty : null;

  const lines: { key: string; kind: TicketLineKind; label: string; amount: string }[] = [
    { key: 'subtotal', kind: 'subtotal', label: ticketSummaryTexts.subtotal, amount: money(ticket.itemsTotal) },
    ...ticket.surcharges.map((line) => ({
      key: `surcharge-${line.surchargeReferenceId}`,
      kind: 'surcharge' as const,
      label: line.name,
      amount: money(line.amount),
    })),
    ...ticket.discounts.map((line) => ({
      key: `discount-${line.discountReferenceId}`,
      kind: 'discount' as const,
      label: line.name,
      amount: money(negative(line.amount)),
    })),
    ...(loyalty
      ? [
          {
            key: 'loyalty',
            kind: 'loyalty' as const,
            label: ticketSummaryTexts.loyalty(loyalty.redeemedPoints, pointsName),
            amount: money(negative(loyalty.amount)),
          },
        ]
      : []),
    {
      key: 'serviceFee',
      kind: 'serviceFee',
      label: ticketSummaryTexts.serviceFee,
      amount: formatServiceFee(ticket.serviceFee, country),
    },
    ...(showDeliveryFee
      ? [
          {
            key: 'deliveryFee',
            kind: 'deliveryFee' as const,
            label: ticketSummaryTexts.deliveryFee,
            amount: deliveryFeeNote ?? formatDeliveryFee(ticket.deliveryFee, country),
          },
        ]
      : []),
    { key: 'total', kind: 'total', label: ticketSummaryTexts.total, amount: money(ticket.total) },
  ];

  return (
    <Card as="section" aria-labelledby={headingId} data-slot="ticket-summary">
      <Stack gap="md">
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {ticket.items.length > 0 && (
          <ul className={styles.items}>
            {ticket.items.map((line, index) => {
              const extras = extrasText(items?.[index]);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one plate differ only by garnishes the ticket does not keep; the list is rebuilt from each ticket.
                <li key={`${line.referenceId}-${index}`} className={styles.itemRow} data-slot="ticket-item">
                  <div>
                    <span className={styles.itemName}>
                      {line.quantity} × {line.name}
                    </span>
                    {extras && <p className={styles.extras}>{extras}</p>}
                  </div>
                  <span className={styles.amount}>{money(line.net)}</span>
                </li>
              );
            })}
          </ul>
        )}
        <dl className={styles.amounts}>
          {lines.map((line) => (
            <div
              key={line.key}
              className={styles.line({
                kind:
                  line.kind === 'total'
                    ? 'total'
                    : line.kind === 'discount' || line.kind === 'loyalty'
                      ? 'discount'
                      : 'plain',
              })}
              data-slot="ticket-line"
              data-kind={line.kind}
            >
              <dt className={styles.term}>{line.label}</dt>
              <dd className={styles.amount}>{line.amount}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Card>
  );
}
