/**
 * The order as text for the messaging-app link (diner §4 "Submission": the diner is redirected to
 * the messaging app with the order text). The specs give no wording: this is a readable Spanish
 * summary, one fact per line, that a venue can act on without opening anything else.
 */
import type { CartItem } from '../cart/types.ts';
import { whatsAppLink } from '../contact/contact.ts';
import type { Country } from '../money/countries.ts';
import { formatDeliveryFee, formatMinorUnits, formatMoney, formatServiceFee } from '../money/format.ts';
import type { Money } from '../money/money.ts';
import type { OrderAddress } from '../validation/address.ts';
import { orderTextMessages as t } from './messages.ts';

export interface OrderTextAdjustment {
  readonly name: string;
  /** The size of the adjustment; a discount is written with a minus sign whatever its sign here. */
  readonly amount: Money;
}

export interface OrderTextInput {
  readonly code?: string;
  readonly branchName?: string;
  readonly items: readonly CartItem[];
  readonly totals: {
    readonly items: Money;
    readonly discounts?: readonly OrderTextAdjustment[];
    readonly surcharges?: readonly OrderTextAdjustment[];
    /** Absent when the order has no service fee at all; zero reads '(Bonificada)'. */
    readonly serviceFee?: Money;
    /** Delivery only; zero reads 'Gratis'. */
    readonly deliveryFee?: Money;
    readonly total: Money;
  };
  /** The order mode's name as the diner saw it ('Delivery', 'Take away'...). */
  readonly modeName: string;
  readonly address?: Pick<OrderAddress, 'formatted_address' | 'entrecalles' | 'aclaraciones'>;
  readonly tableNumber?: string;
  /** Already written for people, in the branch's time zone: 'sábado 12/04 21:30'. */
  readonly scheduledAt?: string;
  readonly paymentName?: string;
  /** Cash: the amount the diner pays with. */
  readonly paysWith?: Money;
  readonly notes?: string;
  readonly customerName?: string;
  readonly phone?: string;
  readonly country?: Country | string;
  /** The provider's page where the diner pays (online payment by link), written last. */
  readonly paymentLink?: string;
}

function itemLines(item: CartItem, country: Country | string | undefined): string[] {
  const lines = [`${item.quantity} x ${item.name} (${formatMinorUnits(item.price * item.quantity, country)})`];
  for (const group of item.extras) {
    const chosen = group.groupItems
      .filter((garnish) => garnish.quantity > 0)
      .map((garnish) => (garnish.quantity > 1 ? `${garnish.quantity} x ${garnish.name}` : garnish.name));
    if (chosen.length > 0) lines.push(`   ${group.groupName}: ${chosen.join(', ')}`);
  }
  if (item.notes.trim()) lines.push(`   ${t.itemNotes}: ${item.notes.trim()}`);
  return lines;
}

const negative = (value: Money): Money => ({ ...value, amount: -Math.abs(value.amount) });

/** The order summary, lines separated by '\n'; empty facts are left out. */
export function buildOrderText(order: OrderTextInput): string {
  const { country, totals } = order;
  const line = (label: string, value: string | undefined) => (value?.trim() ? [`${label}: ${value.trim()}`] : []);
  const header = [t.greeting, ...line(t.code, order.code), ...line(t.branch, order.branchName)];
  const items = order.items.flatMap((item) => itemLines(item, country));
  const money = [
    `${t.subtotal}: ${formatMoney(totals.items, country)}`,
    ...(totals.discounts ?? []).map((d) => `${d.name}: ${formatMoney(negative(d.amount), country)}`),
    ...(totals.surcharges ?? []).map((s) => `${s.name}: ${formatMoney(s.amount, country)}`),
    ...(totals.serviceFee ? [`${t.serviceFee}: ${formatServiceFee(totals.serviceFee, country)}`] : []),
    ...(totals.deliveryFee ? [`${t.deliveryFee}: ${formatDeliveryFee(totals.deliveryFee, country)}`] : []),
    `${t.total}: ${formatMoney(totals.total, country)}`,
  ];
  const delivery = [
    ...line(t.mode, order.modeName),
    ...line(t.address, order.address?.formatted_address),
    ...line(t.betweenStreets, order.address?.entrecalles),
    ...line(t.details, order.address?.aclaraciones),
    ...line(t.table, order.tableNumber),
    ...line(t.scheduledAt, order.scheduledAt),
    ...line(t.payment, order.paymentName),
    ...(order.paysWith ? [`${t.paysWith}: ${formatMoney(order.paysWith, country)}`] : []),
    ...line(t.notes, order.notes),
  ];
  const customer = [...line(t.name, order.customerName), ...line(t.phone, order.phone)];
  const text = [header, items, money, delivery, customer]
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n');
  return order.paymentLink ? withPaymentLink(text, order.paymentLink) : text;
}

/**
 * An order text with the payment link as its last line. The link is drawn after the order
 * exists, so the text built at creation gets it later; a text that already has one gets the
 * new link in its place (a link asked for again replaces the first).
 */
export function withPaymentLink(text: string, url: string): string {
  const marker = `\n\n${t.paymentLink}: `;
  const at = text.lastIndexOf(marker);
  const base = at === -1 ? text : text.slice(0, at);
  return `${base}${marker}${url.trim()}`;
}

/** The messaging-app link that opens a chat with the venue with the order text typed in. */
export function orderMessageLink(venuePhone: string | null | undefined, order: OrderTextInput): string {
  return whatsAppLink(venuePhone, buildOrderText(order));
}
