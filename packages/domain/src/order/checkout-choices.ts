/**
 * Which order mode and which payment flow a checkout uses: read by the storefront to draw the
 * checkout and by the server to accept an order, so both decide alike.
 */

interface OrderableMode {
  readonly id: string;
  readonly active: boolean;
  readonly orderEnabled: boolean;
}

/** A mode that takes orders (an inactive one or a menu-only one does not). */
export function takesOrders(mode: Pick<OrderableMode, 'active' | 'orderEnabled'>): boolean {
  return mode.active && mode.orderEnabled;
}

/** The cart's order mode when it takes orders; with none chosen, the first mode that does. */
export function checkoutModeOf<M extends OrderableMode>(modes: readonly M[], modeId: string | undefined): M | null {
  const usable = modes.filter(takesOrders);
  return usable.find((mode) => mode.id === modeId) ?? (modeId ? null : (usable[0] ?? null));
}

/** How a payment type is paid in the checkout: cash, card inputs (charged after the order), a payment link, or at the venue. */
export type PaymentFlow = 'cash' | 'card' | 'link' | 'other';

interface CheckoutPaymentType {
  readonly paymentMethod: string;
  readonly upload?: string;
  readonly onlinePayment?: { readonly paymentMethod: string } | undefined;
}

export function paymentFlowOf(paymentType: CheckoutPaymentType): PaymentFlow {
  if (paymentType.paymentMethod === 'CASH') return 'cash';
  if (paymentType.paymentMethod !== 'ONLINE_CARD') return 'other';
  return paymentType.upload === 'API' && paymentType.onlinePayment?.paymentMethod !== 'LINK' ? 'card' : 'link';
}

/** The picture an order's payment is shown with. */
export type PaymentKind = 'cash' | 'card' | 'transfer' | 'other';

const paymentKindByMethod: Readonly<Record<string, PaymentKind>> = {
  CASH: 'cash',
  CARD: 'card',
  ONLINE_CARD: 'card',
  TRANSFER: 'transfer',
};

export function paymentKindOf(paymentType: { readonly paymentMethod: string; readonly online: boolean }): PaymentKind {
  if (paymentType.online) return 'card';
  return paymentKindByMethod[paymentType.paymentMethod] ?? 'other';
}

interface OfferedPaymentType {
  readonly id: string;
  readonly paymentMethod: string;
  readonly active: boolean;
}

/**
 * Diner §4: when the couriers in the zone take no cash, a cash payment moves to the first other
 * active method. Null when nothing has to move, or when nothing else is offered (cash then stays
 * and the submit rule refuses it with the same message).
 */
export function paymentWithoutCashCouriers<P extends OfferedPaymentType>(
  paymentTypes: readonly P[],
  currentId: string | null | undefined,
  cashCouriersAvailable: boolean | undefined,
): P | null {
  if (cashCouriersAvailable !== false) return null;
  const current = paymentTypes.find((paymentType) => paymentType.id === currentId);
  if (current?.paymentMethod !== 'CASH') return null;
  return paymentTypes.find((paymentType) => paymentType.active && paymentType.paymentMethod !== 'CASH') ?? null;
}
