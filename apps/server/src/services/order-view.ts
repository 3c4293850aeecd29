/** Orders as the follow-up page and the diner's order list read them. */
import type { OrderOutput, PaymentTypeOutput } from '@comanda/api';
import type { CartItemSource } from '@comanda/domain/cart';
import { PAYMENT_WINDOW_HOURS } from '@comanda/domain/order';
import type * as t from '../db/schema.ts';

export type OrderRow = typeof t.orders.$inferSelect;

/**
 * What an order's `items` column holds: the server's own cart line plus its computed total. The
 * size and garnish ids say what was chosen, for a reorder; orders stored before they were kept lack them.
 */
export interface StoredOrderItem {
  readonly referenceId: string;
  readonly name: string;
  readonly quantity: number;
  readonly notes: string;
  readonly accPrice: number;
  readonly sizeId?: string;
  readonly source?: CartItemSource;
  readonly extras: readonly {
    readonly groupId?: string;
    readonly groupName: string;
    readonly multipleSelection: boolean;
    readonly groupItems: readonly { readonly referenceId?: string; readonly name: string; readonly quantity: number }[];
  }[];
}

export interface OrderContext {
  readonly contact: { id: string; alias: string; name: string; callPhone: string | null; whatsAppPhone: string | null };
  readonly paymentType: PaymentTypeOutput | undefined;
  readonly shipment?: OrderOutput['shipment'];
  readonly messagingLink?: string;
}

/** The partner benefit the order got: its partner and the benefit type of its discount line. */
function externalBenefitOf(row: OrderRow): OrderOutput['externalBenefit'] {
  const line = (row.discounts as { externalBenefitType?: string }[]).find((d) => d.externalBenefitType);
  return row.partnerName && line?.externalBenefitType
    ? { partnerName: row.partnerName, externalBenefitType: line.externalBenefitType }
    : undefined;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

export function toOrderOutput(row: OrderRow, context: OrderContext): OrderOutput {
  const items = row.items as StoredOrderItem[];
  const paymentType = context.paymentType;
  const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
    (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;
  return {
    id: row.id,
    code: row.code,
    ...optional('customerId', row.customerId),
    type: row.type as OrderOutput['type'],
    status: row.status as OrderOutput['status'],
    paymentType: {
      id: row.paymentTypeId,
      showName: paymentType?.showName ?? row.paymentTypeId,
      paymentMethod: paymentType?.paymentMethod ?? 'CASH',
      online: row.onlinePayment,
    },
    paymentStatus: row.paymentStatus as OrderOutput['paymentStatus'],
    ...optional(
      'paymentExpiresAt',
      row.onlinePayment ? iso(new Date(row.orderedAt.getTime() + PAYMENT_WINDOW_MS)) : undefined,
    ),
    orderedAt: row.orderedAt.toISOString(),
    scheduled: row.scheduled,
    ...optional('scheduledAt', iso(row.scheduledAt)),
    items: items.map((item, index) => ({
      id: `${row.id}-${index + 1}`,
      name: item.name,
      quantity: item.quantity,
      ...optional('notes', item.notes || undefined),
      accPrice: item.accPrice,
      // Named field by field: the ids a reorder reads stay out of the order's view.
      extras: item.extras.map(({ groupName, multipleSelection, groupItems }) => ({
        groupName,
        multipleSelection,
        groupItems: groupItems.map(({ name, quantity }) => ({ name, quantity })),
      })),
    })),
    surcharges: (row.surcharges as { name: string; amount: number }[]).map(({ name, amount }) => ({ name, amount })),
    discounts: (row.discounts as { name: string; amount: number }[]).map(({ name, amount }) => ({ name, amount })),
    itemsPrice: row.itemsPrice,
    deliveryFee: row.deliveryFee,
    userServiceFee: row.userServiceFee,
    total: row.total,
    ...optional('paysWith', row.paysWith),
    ...optional('notes', row.notes),
    ...optional('destination', row.destination as OrderOutput['destination']),
    ...optional('tableUid', row.tableUid),
    ...optional('customerName', row.customerName),
    ...optional('phone', row.phone),
    branchContact: {
      id: context.contact.id,
      alias: context.contact.alias,
      name: context.contact.name,
      ...optional('callPhone', context.contact.callPhone),
      ...optional('whatsAppPhone', context.contact.whatsAppPhone),
    },
    ...optional('shipment', context.shipment),
    loyalty: { redeemedPoints: row.redeemedPoints, gainedPoints: row.gainedPoints },
    ...optional('orderError', row.errorReport as OrderOutput['orderError']),
    ...optional('externalBenefit', externalBenefitOf(row)),
    ...optional('messagingLink', context.messagingLink),
    accessToken: row.accessToken,
  };
}

/**
 * The order as someone with its code alone sees it: what the follow-up page shows a stranger
 * (status, items, totals, the venue), without the diner's name, phone, address, notes, table,
 * the error report, the messaging link with the order text, the shipment's delivery code and link,
 * or the access token.
 */
export function redactedOrder(order: OrderOutput): OrderOutput {
  const {
    customerId: _customerId,
    customerName: _customerName,
    phone: _phone,
    destination: _destination,
    notes: _notes,
    tableUid: _tableUid,
    paysWith: _paysWith,
    orderError: _orderError,
    messagingLink: _messagingLink,
    accessToken: _accessToken,
    shipment,
    ...shown
  } = order;
  return { ...shown, ...(shipment ? { shipment: { allowTracking: shipment.allowTracking } } : {}) };
}

/** How long an unpaid online order can still be paid (follow-up §4), from the domain's rule. */
export const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_HOURS * 60 * 60 * 1000;
