import { describe, expect, it } from 'vitest';
import {
  canConfirmErrorReport,
  type DinerActionsInput,
  dinerActions,
  ORDER_REFRESH_AFTER_UPDATE_MS,
} from './actions.ts';
import { documentAsSent, orderAsSentFields } from './as-sent.ts';
import { orderMessages } from './messages.ts';
import {
  isOrderPaid,
  isPaymentExpired,
  isPaymentPending,
  type OrderPaymentInput,
  orderStatusView,
  PAYMENT_WINDOW_HOURS,
} from './payment.ts';
import {
  nextOrderStatus,
  ORDER_STATUSES,
  ORDER_TYPES,
  type OrderEvent,
  orderEventFor,
  orderStatusLabel,
  orderTransition,
  orderTypeLabel,
  PAYMENT_STATUS_DEFAULT,
  parseOrderStatus,
} from './status.ts';
import { orderTracker } from './tracker.ts';

describe('order transitions', () => {
  const cases: [string, OrderEvent, string][] = [
    ['UNCONFIRMED', 'PAY', 'GENERATED'],
    ['UNCONFIRMED', 'ACCEPT', 'NOT_ALLOWED'],
    ['UNCONFIRMED', 'CANCEL', 'CANCELED'],
    ['GENERATED', 'ACCEPT', 'ACCEPTED'],
    ['GENERATED', 'MARK_READY', 'NOT_ALLOWED'],
    ['GENERATED', 'PAY', 'NOT_ALLOWED'],
    ['GENERATED', 'CANCEL', 'CANCELED'],
    ['ACCEPTED', 'MARK_READY', 'READY'],
    ['ACCEPTED', 'DELIVER', 'NOT_ALLOWED'],
    ['ACCEPTED', 'CANCEL', 'CANCELED'],
    ['READY', 'DELIVER', 'DELIVERED'],
    ['READY', 'CANCEL', 'CANCELED'],
    ['DELIVERED', 'CANCEL', 'FROM_TERMINAL'],
    ['CANCELED', 'ACCEPT', 'FROM_TERMINAL'],
    ['NOPE', 'ACCEPT', 'UNKNOWN_STATUS'],
  ];
  it.each(cases)('%s --%s--> %s', (current, event, expected) => {
    const result = orderTransition(current, event);
    expect(result.ok ? result.status : result.reason).toBe(expected);
  });

  it.each([
    ['GENERATED', 'ACCEPTED', 'ACCEPT'],
    ['READY', 'CANCELED', 'CANCEL'],
    ['GENERATED', 'READY', null],
    ['BOGUS', 'READY', null],
  ])('event from %s to %s is %s', (from, to, event) => expect(orderEventFor(from, to)).toBe(event));

  it.each([
    ['UNCONFIRMED', 'GENERATED'],
    ['GENERATED', 'ACCEPTED'],
    ['ACCEPTED', 'READY'],
    ['READY', 'DELIVERED'],
    ['DELIVERED', null],
    ['CANCELED', null],
  ])('happy path after %s is %s', (from, next) => expect(nextOrderStatus(from)).toBe(next));

  it('parses any casing and labels in Spanish', () => {
    expect(parseOrderStatus('unconfirmed')).toBe('UNCONFIRMED');
    expect(parseOrderStatus(' Ready ')).toBe('READY');
    expect(parseOrderStatus('x')).toBeNull();
    expect(parseOrderStatus(3)).toBeNull();
    expect(orderStatusLabel('nonsense')).toBe('Pendiente de pago');
    expect(orderStatusLabel('canceled')).toBe('Cancelado');
    expect(ORDER_TYPES.map(orderTypeLabel)).toEqual(['Delivery', 'Retiro en el local', 'Autoservicio', 'En mesa']);
    expect(orderTypeLabel('DRONE')).toBe('');
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Pendiente de pago',
      'Recibido',
      'Aceptado',
      'Listo',
      'Entregado',
      'Cancelado',
    ]);
  });
});

describe('orderTracker', () => {
  it.each([
    ['UNCONFIRMED', ['pending', 'pending', 'pending', 'pending']],
    ['GENERATED', ['current', 'pending', 'pending', 'pending']],
    ['ACCEPTED', ['done', 'current', 'pending', 'pending']],
    ['READY', ['done', 'done', 'current', 'pending']],
    ['DELIVERED', ['done', 'done', 'done', 'done']],
    ['CANCELED', ['canceled', 'canceled', 'canceled', 'canceled']],
    ['generated', ['current', 'pending', 'pending', 'pending']],
    [undefined, ['pending', 'pending', 'pending', 'pending']],
  ])('%s → %j', (status, states) => {
    expect(orderTracker(status).map((n) => n.state)).toEqual(states);
  });

  it('labels nodes and reads canceled on the last node of a canceled order', () => {
    expect(orderTracker('READY').map((n) => n.label)).toEqual(['Recibido', 'Aceptado', 'Listo', 'Entregado']);
    expect(orderTracker('CANCELED').map((n) => n.label)).toEqual(['Recibido', 'Aceptado', 'Listo', 'Cancelado']);
    expect(orderTracker('CANCELED').map((n) => n.id)).toEqual(['GENERATED', 'ACCEPTED', 'READY', 'DELIVERED']);
  });
});

describe('payment state', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  const base: OrderPaymentInput = {
    status: 'GENERATED',
    onlinePayment: true,
    paymentStatus: 'PENDING',
    orderedAt: at(1),
    now,
  };

  it('has the decided constants', () => {
    expect(PAYMENT_STATUS_DEFAULT).toBe('PENDING');
    expect(PAYMENT_WINDOW_HOURS).toBe(2);
  });

  it.each<[string, Partial<OrderPaymentInput>, string, boolean, string | null, boolean, boolean]>([
    ['unpaid card order', {}, 'Pendiente de pago', true, null, true, false],
    ['unpaid unconfirmed', { status: 'UNCONFIRMED' }, 'Pendiente de pago', true, null, true, false],
    ['past the window', { orderedAt: at(2.5) }, 'Pago vencido', true, orderMessages.paymentExpired, true, true],
    [
      'unconfirmed past the window',
      { status: 'UNCONFIRMED', orderedAt: at(3) },
      'Pago vencido',
      true,
      orderMessages.paymentExpired,
      true,
      true,
    ],
    ['exactly at the window', { orderedAt: at(2) }, 'Pendiente de pago', true, null, true, false],
    [
      'accepted, unpaid flag but past generated',
      { status: 'ACCEPTED', orderedAt: at(5) },
      'Aceptado',
      false,
      null,
      false,
      false,
    ],
    ['paid', { paymentStatus: 'APPROVED', orderedAt: at(5) }, 'Recibido', false, null, false, false],
    ['cash', { onlinePayment: false, orderedAt: at(5) }, 'Recibido', false, null, false, false],
    [
      'processing (flag)',
      { paymentInProgress: true, orderedAt: at(5) },
      'Pendiente de pago',
      true,
      'Procesando pago',
      true,
      false,
    ],
    ['processing (status)', { paymentStatus: 'IN_PROCESS' }, 'Pendiente de pago', true, 'Procesando pago', true, false],
    ['rejected', { paymentStatus: 'REJECTED' }, 'Pendiente de pago', true, null, true, false],
    ['canceled', { status: 'CANCELED', orderedAt: at(5) }, 'Cancelado', false, null, false, false],
    ['bad date', { orderedAt: 'nope' }, 'Pendiente de pago', true, null, true, false],
    ['unknown status', { status: 'WEIRD' }, 'Pendiente de pago', true, null, true, false],
  ])('%s', (_name, patch, label, greyed, message, pending, expired) => {
    const input = { ...base, ...patch };
    const view = orderStatusView(input);
    expect(view).toMatchObject({ label, greyed, message, paymentPending: pending, paymentExpired: expired });
    expect(isPaymentPending(input)).toBe(pending);
  });

  it('knows what is paid and expired', () => {
    expect(isOrderPaid({ status: 'DELIVERED', paymentStatus: 'PENDING' })).toBe(true);
    expect(isOrderPaid({ status: 'GENERATED' })).toBe(false);
    expect(isPaymentExpired({ ...base, status: 'READY', orderedAt: at(5) })).toBe(false);
    expect(orderMessages.paymentExpired).toBe('Tiempo de pago vencido, vuelva a generar el pedido');
  });
});

describe('dinerActions', () => {
  const base: DinerActionsInput = {
    status: 'ACCEPTED',
    venuePhone: '+5491122223333',
    paymentPending: false,
    hasShipment: true,
    trackingAllowed: true,
    trackingUrl: 'https://x/track',
    securityCode: '1234',
  };
  it.each<[string, Partial<DinerActionsInput>, [boolean, boolean, boolean, boolean]]>([
    ['everything available', {}, [true, true, true, true]],
    ['no venue phone', { venuePhone: '' }, [false, false, true, true]],
    ['null venue phone', { venuePhone: null }, [false, false, true, true]],
    ['canceled', { status: 'CANCELED' }, [false, false, true, true]],
    ['delivered', { status: 'delivered' }, [false, false, true, true]],
    ['payment pending', { paymentPending: true }, [false, false, false, false]],
    ['no shipment', { hasShipment: false }, [true, true, false, false]],
    ['tracking not allowed', { trackingAllowed: false }, [true, true, false, false]],
    ['no url', { trackingUrl: ' ' }, [true, true, false, false]],
    ['no code', { securityCode: '' }, [true, true, true, false]],
  ])('%s', (_name, patch, [cancel, contact, tracking, code]) => {
    expect(dinerActions({ ...base, ...patch })).toEqual({
      showCancel: cancel,
      showContact: contact,
      showTracking: tracking,
      showSecurityCode: code,
    });
  });

  it('confirms an error report only with a reason', () => {
    expect(canConfirmErrorReport('WRONG_ITEM')).toBe(true);
    expect(canConfirmErrorReport('')).toBe(false);
    expect(canConfirmErrorReport(undefined)).toBe(false);
    expect(ORDER_REFRESH_AFTER_UPDATE_MS).toBe(5000);
  });
});

describe('order as sent', () => {
  it('applies defaults', () => {
    expect(orderAsSentFields({ type: 'TAKE_AWAY', cashPayment: false, amount: 1500 })).toEqual({
      source: 'DIRECT',
      optIn: true,
      paymentInfo: { status: 'PENDING', amount: 1500 },
    });
  });

  it('keeps destination for delivery and paysWith for cash only', () => {
    const destination = { street: 'Corrientes', number: '1234' };
    expect(
      orderAsSentFields({
        type: 'DELIVERY',
        cashPayment: true,
        destination,
        paysWith: 2000,
        document: '30.123.456',
        source: 'QR',
        optIn: false,
        paymentReferenceId: 'ref',
        paymentUpload: 'APP',
        amount: 1500,
      }),
    ).toEqual({
      source: 'QR',
      optIn: false,
      destination,
      paysWith: 2000,
      document: '30123456',
      paymentInfo: { status: 'PENDING', paymentReferenceId: 'ref', paymentUpload: 'APP', amount: 1500 },
    });
    const notDelivery = orderAsSentFields({
      type: 'TABLE',
      cashPayment: false,
      destination,
      paysWith: 2000,
      amount: 1,
    });
    expect(notDelivery).not.toHaveProperty('destination');
    expect(notDelivery).not.toHaveProperty('paysWith');
  });

  it.each([
    ['30.123.456', '30123456'],
    ['...', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('document %s → %s', (input, output) => expect(documentAsSent(input)).toBe(output));
});
