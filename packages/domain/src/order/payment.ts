/**
 * Payment state of an order as the diner sees it (follow-up §4 "Order status", §6).
 */
import { orderMessages } from './messages.ts';
import { type OrderStatus, parseOrderStatus } from './status.ts';

/** Decision: a card (online) order may be paid within this many hours of being ordered. */
export const PAYMENT_WINDOW_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;

export interface OrderPaymentInput {
  readonly status: string;
  /** The order's payment type is an online (card) payment. */
  readonly onlinePayment: boolean;
  readonly paymentStatus?: string | null;
  readonly orderedAt: Date | string | number;
  readonly now: Date;
  /** A payment was just sent (e.g. the diner came back with token_ws) and is not settled yet. */
  readonly paymentInProgress?: boolean;
}

/** A paid order: an approved payment, or any order already past generated. */
export function isOrderPaid(input: Pick<OrderPaymentInput, 'status' | 'paymentStatus'>): boolean {
  if (input.paymentStatus === 'APPROVED') return true;
  const status = parseOrderStatus(input.status);
  return status === 'ACCEPTED' || status === 'READY' || status === 'DELIVERED';
}

/** Payment is pending: a card order not paid yet (a cash order is never pending, though created PENDING). */
export function isPaymentPending(
  input: Pick<OrderPaymentInput, 'status' | 'onlinePayment' | 'paymentStatus'>,
): boolean {
  return input.onlinePayment && parseOrderStatus(input.status) !== 'CANCELED' && !isOrderPaid(input);
}

/** A card order generated or unconfirmed, unpaid, and ordered more than the allowed payment hours ago. */
export function isPaymentExpired(input: OrderPaymentInput): boolean {
  const status = parseOrderStatus(input.status);
  if (status !== 'GENERATED' && status !== 'UNCONFIRMED') return false;
  if (!isPaymentPending(input)) return false;
  const orderedAt = new Date(input.orderedAt).getTime();
  if (!Number.isFinite(orderedAt)) return false;
  return input.now.getTime() - orderedAt > PAYMENT_WINDOW_HOURS * HOUR_MS;
}

export interface OrderStatusView {
  readonly status: OrderStatus;
  /** The Spanish label: never an internal code. */
  readonly label: string;
  /** Card order not paid yet: the header is shown greyed. */
  readonly greyed: boolean;
  readonly paymentPending: boolean;
  readonly paymentExpired: boolean;
  /** 'Procesando pago' or 'Tiempo de pago vencido, …', or null. */
  readonly message: string | null;
}

/**
 * How the follow-up header shows the order's status. An unknown status reads as unconfirmed.
 * Precedence (decision): processing a payment, then expired, then unpaid, then the plain status.
 */
export function orderStatusView(input: OrderPaymentInput): OrderStatusView {
  const status = parseOrderStatus(input.status) ?? 'UNCONFIRMED';
  const paymentPending = isPaymentPending(input);
  const processing = paymentPending && (Boolean(input.paymentInProgress) || input.paymentStatus === 'IN_PROCESS');
  const paymentExpired = !processing && isPaymentExpired(input);
  const base = { status, paymentPending, paymentExpired, greyed: paymentPending };
  const { statusLabels } = orderMessages;
  if (processing) return { ...base, label: statusLabels.UNCONFIRMED, message: orderMessages.processingPayment };
  if (paymentExpired)
    return { ...base, label: orderMessages.paymentExpiredLabel, message: orderMessages.paymentExpired };
  if (paymentPending) return { ...base, label: statusLabels.UNCONFIRMED, message: null };
  return { ...base, label: statusLabels[status], message: null };
}
