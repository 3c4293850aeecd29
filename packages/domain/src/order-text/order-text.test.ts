import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/types.ts';
import { moneyOf } from '../money/money.ts';
import { buildOrderText, type OrderTextInput, orderMessageLink, withPaymentLink } from './order-text.ts';

const burger: CartItem = {
  referenceId: 'p1',
  referenceType: 'PLATE',
  name: 'Hamburguesa',
  notes: ' sin sal ',
  price: 595000,
  originalPrice: 595000,
  priceWithoutModifiers: 550000,
  quantity: 2,
  categoryId: 'c1',
  categoryShowName: 'Hamburguesas',
  source: 'plate',
  extras: [
    {
      groupId: 'punto',
      groupName: 'Punto',
      minGarnishAmount: 1,
      maxGarnishAmount: 1,
      multipleSelection: false,
      mandatory: true,
      cantAct: 1,
      groupItems: [{ referenceId: 'a', referenceType: 'GARNISH', name: 'Jugoso', quantity: 1, price: 0 }],
    },
    {
      groupId: 'extras',
      groupName: 'Extras',
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      multipleSelection: true,
      mandatory: false,
      cantAct: 2,
      groupItems: [
        { referenceId: 'c', referenceType: 'GARNISH', name: 'Cheddar', quantity: 2, price: 20000 },
        { referenceId: 'd', referenceType: 'GARNISH', name: 'Panceta', quantity: 0, price: 30000 },
      ],
    },
    {
      groupId: 'none',
      groupName: 'Salsas',
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      multipleSelection: false,
      mandatory: false,
      cantAct: 0,
      groupItems: [],
    },
  ],
};

const fries: CartItem = {
  ...burger,
  referenceId: 'p2',
  name: 'Papas',
  notes: '',
  price: 200000,
  quantity: 1,
  extras: [],
};

const ars = (amount: number) => moneyOf(amount, 'ar');

const delivery: OrderTextInput = {
  code: 'AB12',
  branchName: 'Centro',
  items: [burger, fries],
  totals: {
    items: ars(1390000),
    discounts: [{ name: 'Cupón de Descuento - HOLA', amount: ars(50000) }],
    surcharges: [{ name: 'Recargo tarjeta', amount: ars(10000) }],
    serviceFee: ars(0),
    deliveryFee: ars(0),
    total: ars(1350000),
  },
  modeName: 'Delivery',
  address: { formatted_address: 'Av. Corrientes 1234, CABA', entrecalles: 'Talcahuano y Libertad', aclaraciones: '' },
  scheduledAt: 'sábado 12/04 21:30',
  paymentName: 'Efectivo',
  paysWith: ars(2000000),
  notes: 'Tocar timbre',
  customerName: 'Ana',
  phone: '5491122334455',
};

describe('order text', () => {
  it('summarises a delivery order in Spanish', () => {
    expect(buildOrderText(delivery)).toBe(
      [
        '¡Hola! Quiero hacer este pedido:',
        'Pedido: AB12',
        'Local: Centro',
        '',
        '2 x Hamburguesa ($ 11.900)',
        '   Punto: Jugoso',
        '   Extras: 2 x Cheddar',
        '   Nota: sin sal',
        '1 x Papas ($ 2.000)',
        '',
        'Subtotal: $ 13.900',
        'Cupón de Descuento - HOLA: -$ 500',
        'Recargo tarjeta: $ 100',
        'Costo de servicio: (Bonificada)',
        'Envío: Gratis',
        'Total: $ 13.500',
        '',
        'Tipo de pedido: Delivery',
        'Dirección: Av. Corrientes 1234, CABA',
        'Entre calles: Talcahuano y Libertad',
        'Programado para: sábado 12/04 21:30',
        'Pago: Efectivo',
        'Abona con: $ 20.000',
        'Notas: Tocar timbre',
        '',
        'Nombre: Ana',
        'Teléfono: 5491122334455',
      ].join('\n'),
    );
  });

  it('leaves out what a take-away order does not have', () => {
    const text = buildOrderText({
      items: [fries],
      totals: { items: moneyOf(2000, 'cl'), total: moneyOf(2000, 'cl') },
      modeName: 'Take away',
      country: 'cl',
    });
    expect(text).toBe(
      [
        '¡Hola! Quiero hacer este pedido:',
        '',
        '1 x Papas ($ 200.000)',
        '',
        'Subtotal: $ 2.000',
        'Total: $ 2.000',
        '',
        'Tipo de pedido: Take away',
      ].join('\n'),
    );
  });

  it('builds the wa.me link with the encoded text', () => {
    const link = orderMessageLink('+54 9 11 2233-4455', delivery);
    expect(link.startsWith('https://wa.me/5491122334455?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1] ?? '')).toBe(buildOrderText(delivery));
    expect(orderMessageLink(undefined, delivery)).toBe('#');
  });

  it('ends with the payment link when the order is paid by link', () => {
    const url = 'https://pedidos.example.com/api/payments/sandbox/checkout/abc123';
    const text = buildOrderText({ ...delivery, paymentLink: url });
    expect(text).toBe(`${buildOrderText(delivery)}\n\nLink de pago: ${url}`);
    expect(withPaymentLink(buildOrderText(delivery), url)).toBe(text);
  });

  it('replaces an earlier payment link instead of adding a second one', () => {
    const first = withPaymentLink(buildOrderText(delivery), 'https://pay.example/first');
    const again = withPaymentLink(first, ' https://pay.example/second ');
    expect(again).toBe(`${buildOrderText(delivery)}\n\nLink de pago: https://pay.example/second`);
    expect(again.match(/Link de pago/g)).toHaveLength(1);
  });

  it('puts the payment link in the messaging link the venue receives', () => {
    const link = orderMessageLink('+54 9 11 4800-5678', { ...delivery, paymentLink: 'https://pay.example/x' });
    expect(decodeURIComponent(link.split('?text=')[1] ?? '')).toMatch(/\n\nLink de pago: https:\/\/pay\.example\/x$/);
  });
});
