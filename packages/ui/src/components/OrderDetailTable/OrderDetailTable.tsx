import { DEFAULT_COUNTRY, formatDeliveryFee, formatMoney, formatServiceFee, moneyOf } from '@comanda/domain/money';
import { orderTextMessages as labels } from '@comanda/domain/order-text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './OrderDetailTable.css.ts';

/** Decision: the table's caption and column names (the spec says only "a detail table"). */
export const orderDetailTexts = {
  caption: 'Detalle del pedido',
  product: 'Producto',
  amount: 'Importe',
} as const;

export interface OrderDetailExtraGroup {
  readonly groupName: string;
  readonly groupItems: readonly { readonly name: string; readonly quantity: number }[];
}

export interface OrderDetailItem {
  readonly id: string;
  readonly name: string;
  readonly quantity: number;
  readonly notes?: string | null;
  /** The line's accumulated price (quantity and extras included), in minor units. */
  readonly accPrice: number;
  readonly extras?: readonly OrderDetailExtraGroup[];
}

export interface OrderDetailAdjustment {
  readonly name: string;
  /** Minor units; a discount is shown with a minus sign whatever its sign here. */
  readonly amount: number;
}

export interface OrderDetailTableProps {
  readonly items: readonly OrderDetailItem[];
  /** All amounts in minor units of the country's currency. */
  readonly itemsPrice: number;
  readonly surcharges?: readonly OrderDetailAdjustment[];
  readonly discounts?: readonly OrderDetailAdjustment[];
  /** Delivery orders only; zero reads 'Gratis'. */
  readonly deliveryFee?: number | null;
  /** Absent when the order has no service fee; zero reads '(Bonificada)'. */
  readonly userServiceFee?: number | null;
  readonly total: number;
  readonly country?: string;
  /** The payment type's name. */
  readonly paymentName?: string | null;
  /** Cash: what the diner pays with. */
  readonly paysWith?: number | null;
  readonly address?: string | null;
  readonly betweenStreets?: string | null;
  readonly addressDetails?: string | null;
  readonly table?: string | null;
  readonly notes?: string | null;
  /** The name the order was placed under. */
  readonly customerName?: string | null;
}

/** The order's lines and amounts, then the diner's name, payment, address or table, and notes. */
export function OrderDetailTable({
  items,
  itemsPrice,
  surcharges = [],
  discounts = [],
  deliveryFee,
  userServiceFee,
  total,
  country = DEFAULT_COUNTRY,
  paymentName,
  paysWith,
  address,
  betweenStreets,
  addressDetails,
  table,
  notes,
  customerName,
}: OrderDetailTableProps) {
  const money = (minorUnits: number) => moneyOf(minorUnits, country);
  const facts: [string, string | null | undefined][] = [
    [labels.name, customerName],
    [labels.payment, paymentName],
    [labels.paysWith, paysWith != null ? formatMoney(money(paysWith), country) : null],
    [labels.address, address],
    [labels.betweenStreets, betweenStreets],
    [labels.details, addressDetails],
    [labels.table, table],
    [labels.notes, notes],
  ];
  const shownFacts = facts.filter((fact): fact is [string, string] => Boolean(fact[1]?.trim()));
  return (
    <div className={styles.root} data-slot="order-detail">
      <table className={styles.table}>
        <caption className={styles.caption}>{orderDetailTexts.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              <VisuallyHidden>{orderDetailTexts.product}</VisuallyHidden>
            </th>
            <th scope="col" className={styles.amount}>
              <VisuallyHidden>{orderDetailTexts.amount}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-slot="order-detail-item">
              <td className={styles.cell}>
                <span className={styles.quantity}>{item.quantity} x</span>
                {item.name}
                {(item.extras ?? []).map((group) => {
                  const chosen = group.groupItems
                    .filter((garnish) => garnish.quantity > 0)
                    .map((garnish) => (garnish.quantity > 1 ? `${garnish.quantity} x ${garnish.name}` : garnish.name));
                  return chosen.length > 0 ? (
                    <span key={group.groupName} className={styles.detail}>
                      {group.groupName}: {chosen.join(', ')}
                    </span>
                  ) : null;
                })}
                {item.notes?.trim() && (
                  <span className={styles.detail}>
                    {labels.itemNotes}: {item.notes.trim()}
                  </span>
                )}
              </td>
              <td className={styles.amount}>{formatMoney(money(item.accPrice), country)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <AmountRow label={labels.subtotal} value={formatMoney(money(itemsPrice), country)} />
          {surcharges.map((surcharge) => (
            <AmountRow
              key={`s-${surcharge.name}`}
              label={surcharge.name}
              value={formatMoney(money(Math.abs(surcharge.amount)), country)}
            />
          ))}
          {discounts.map((discount) => (
            <AmountRow
              key={`d-${discount.name}`}
              label={discount.name}
              value={formatMoney(money(-Math.abs(discount.amount)), country)}
            />
          ))}
          {deliveryFee != null && (
            <AmountRow label={labels.deliveryFee} value={formatDeliveryFee(money(deliveryFee), country)} />
          )}
          {userServiceFee != null && (
            <AmountRow label={labels.serviceFee} value={formatServiceFee(money(userServiceFee), country)} />
          )}
          <tr className={styles.totalRow} data-slot="order-detail-total">
            <th scope="row" className={styles.totalCell}>
              {labels.total}
            </th>
            <td className={styles.totalAmount}>{formatMoney(money(total), country)}</td>
          </tr>
        </tfoot>
      </table>
      {shownFacts.length > 0 && (
        <dl className={styles.facts}>
          {shownFacts.map(([term, value]) => (
            <div key={term} className={styles.factRow}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function AmountRow({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <tr>
      <th scope="row" className={styles.cell}>
        {label}
      </th>
      <td className={styles.amount}>{value}</td>
    </tr>
  );
}
