/**
 * Order statuses and the staff transitions (follow-up §4 "Order status").
 * Wire values are upper case ('UNCONFIRMED', 'GENERATED', …): internal codes, never shown as they
 * are; the diner reads `orderStatusLabel(status)`.
 */
export const ORDER_STATUSES = ['UNCONFIRMED', 'GENERATED', 'ACCEPTED', 'READY', 'DELIVERED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Decision: the diner's label for each order status (also `orderMessages.statusLabels`). */
export const orderStatusLabels = {
  UNCONFIRMED: 'Pendiente de pago',
  GENERATED: 'Recibido',
  ACCEPTED: 'Aceptado',
  READY: 'Listo',
  DELIVERED: 'Entregado',
  CANCELED: 'Cancelado',
} as const satisfies Record<OrderStatus, string>;

/**
 * Decision: payment statuses on the wire. Every order is created PENDING (diner §3 "Order as sent").
 * Here rather than in payment.ts, so that the contract's schemas read them without the payment's texts.
 */
export const PAYMENT_STATUSES = ['PENDING', 'IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_DEFAULT: PaymentStatus = 'PENDING';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Reads a wire value case-insensitively ('unconfirmed' → 'UNCONFIRMED'); null when unknown. */
export function parseOrderStatus(value: unknown): OrderStatus | null {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : value;
  return isOrderStatus(upper) ? upper : null;
}

/** The diner's Spanish label for any wire value; an unknown status reads as unconfirmed. */
export function orderStatusLabel(status: string | null | undefined): string {
  return orderStatusLabels[parseOrderStatus(status) ?? 'UNCONFIRMED'];
}

/**
 * The status an order is created with: a card order waits unconfirmed until it is paid (follow-up
 * §4); any other goes to the venue generated.
 */
export function statusOnCreation(paymentMethod: string): OrderStatus {
  return paymentMethod === 'ONLINE_CARD' ? 'UNCONFIRMED' : 'GENERATED';
}

export const isTerminalOrderStatus = (status: string | null | undefined): boolean =>
  status === 'DELIVERED' || status === 'CANCELED';

export type OrderEvent = 'PAY' | 'ACCEPT' | 'MARK_READY' | 'DELIVER' | 'CANCEL';

/** Staff transitions: unconfirmed → generated when paid; generated → accepted → ready → delivered; cancel from any non-terminal status. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>> = {
  UNCONFIRMED: { PAY: 'GENERATED', CANCEL: 'CANCELED' },
  GENERATED: { ACCEPT: 'ACCEPTED', CANCEL: 'CANCELED' },
  ACCEPTED: { MARK_READY: 'READY', CANCEL: 'CANCELED' },
  READY: { DELIVER: 'DELIVERED', CANCEL: 'CANCELED' },
  DELIVERED: {},
  CANCELED: {},
};

export type OrderTransitionResult =
  | { readonly ok: true; readonly status: OrderStatus }
  | { readonly ok: false; readonly reason: 'UNKNOWN_STATUS' | 'FROM_TERMINAL' | 'NOT_ALLOWED' };

export function orderTransition(current: string, event: OrderEvent): OrderTransitionResult {
  if (!isOrderStatus(current)) return { ok: false, reason: 'UNKNOWN_STATUS' };
  const next = ORDER_TRANSITIONS[current][event];
  if (next) return { ok: true, status: next };
  return { ok: false, reason: isTerminalOrderStatus(current) ? 'FROM_TERMINAL' : 'NOT_ALLOWED' };
}

/** The event that moves an order from `current` to `requested`, if one does (for a staff API taking a target status). */
export function orderEventFor(current: string, requested: string): OrderEvent | null {
  if (!isOrderStatus(current)) return null;
  const entry = Object.entries(ORDER_TRANSITIONS[current]).find(([, to]) => to === requested);
  return entry ? (entry[0] as OrderEvent) : null;
}

/** The next status on the happy path (what a demo autopilot does), or null at the end. */
export function nextOrderStatus(current: string): OrderStatus | null {
  const forward: Partial<Record<string, OrderStatus>> = {
    UNCONFIRMED: 'GENERATED',
    GENERATED: 'ACCEPTED',
    ACCEPTED: 'READY',
    READY: 'DELIVERED',
  };
  return forward[current] ?? null;
}

/** Order types (follow-up §3 "Order"). Decision: upper-case wire values like the order mode types. */
export const ORDER_TYPES = ['DELIVERY', 'TAKE_AWAY', 'SELF_SERVICE', 'TABLE'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** Decision: the order type as the follow-up header shows it (also `orderMessages.typeLabels`). */
export const orderTypeLabels = {
  DELIVERY: 'Delivery',
  TAKE_AWAY: 'Retiro en el local',
  SELF_SERVICE: 'Autoservicio',
  TABLE: 'En mesa',
} as const satisfies Record<OrderType, string>;

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

/** The header's order type label; an unknown type shows nothing rather than a code. */
export function orderTypeLabel(type: string | null | undefined): string {
  return isOrderType(type) ? orderTypeLabels[type] : '';
}
