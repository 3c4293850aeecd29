/**
 * Diner §3 "Order draft": items, surcharges, discounts, customerName, phone, customerEmail,
 * customerDocument, tableNumber, paymentAmount, scheduled, scheduledAt, loadingSchedule, notes,
 * optIn, userServiceFee, loyaltyProgramPoints, loyaltyProgramName, paymentType,
 * paymentReferenceId, paymentUpload, generalCodeDiscount. The draft is not one object here: each
 * field lives with the rule that reads it (the cart, the ticket, the checkout's submit rules, the
 * order as sent); docs/decisions.md says where, and what replaces the fields that are derived.
 */
import { describe, expect, it } from 'vitest';
import { addItem, emptyCartState, setPaymentType } from '../cart/cart.ts';
import type { CartItem } from '../cart/types.ts';
import { money } from '../money/money.ts';
import { priceOrder } from '../pricing/price-order.ts';
import { type CheckoutSubmitInput, validateCheckoutSubmit } from '../validation/checkout.ts';
import { DEFAULT_ORDER_NOTES_LIMIT, limitNotes } from '../validation/notes.ts';
import { phoneNumbering } from '../validation/phone.ts';
import { orderAsSentFields } from './as-sent.ts';

const pizza: CartItem = {
  referenceId: 'pizza',
  referenceType: 'PLATE',
  name: 'Pizza muzzarella',
  notes: '',
  price: 0,
  originalPrice: 0,
  priceWithoutModifiers: 1_000_000,
  quantity: 1,
  categoryId: 'pizzas',
  categoryShowName: 'Pizzas',
  source: 'plate',
  extras: [],
};
/** ARS ticket lines are exact at scale 6; the total at the currency's scale 2. */
const pesos = (units: number) => money(units * 1_000_000, 'ARS', 6);

describe('the order draft', () => {
  it('keeps items and paymentType in the cart', () => {
    const added = addItem(emptyCartState, pizza);
    const cart = setPaymentType(added.state, 'pt-cash');
    expect(cart.items).toEqual([pizza]);
    expect(cart.paymentType).toBe('pt-cash');
  });

  it('prices surcharges, discounts, the general code discount, userServiceFee and the loyalty points in the ticket', () => {
    const draft = {
      country: 'ar',
      lines: [{ item: pizza }],
      generalSurcharges: [{ id: 's-packaging', name: 'Envase', type: 'FIXED' as const, value: 50_000 }],
      generalDiscounts: [{ id: 'd-tuesday', name: 'Martes', type: 'PERCENT' as const, value: 10 }],
      fees: { userFee: 20_000 },
    };
    const withCode = priceOrder({
      ...draft,
      codeDiscount: { code: 'VERANO', id: 'c-1', type: 'FIXED', value: 100_000 },
    });
    expect(withCode.surcharges.map((line) => [line.name, line.amount])).toEqual([['Envase', pesos(500)]]);
    expect(withCode.discounts.map((line) => [line.name, line.amount])).toEqual([
      ['Martes', pesos(1_000)],
      ['Cupón de Descuento - VERANO', pesos(1_000)],
    ]);
    expect(withCode.code).toMatchObject({ code: 'VERANO', outcome: 'applied' });
    expect(withCode.serviceFee).toEqual(pesos(200));

    const program = {
      name: 'Club Sabores',
      active: true,
      orderPercentage: 10,
      minRedeemedPoints: 100,
      maxRedeemedPoints: 5_000,
      maxRedeemedPercentage: 50,
    };
    const withPoints = priceOrder({ ...draft, loyalty: { program, balance: 3_000, points: 500 } });
    expect(withPoints.loyalty).toMatchObject({ outcome: 'applied', requestedPoints: 500, redeemedPoints: 500 });
  });

  it('checks customerName, phone, customerEmail, customerDocument, tableNumber, scheduled, scheduledAt and loadingSchedule on submit', () => {
    const submit: CheckoutSubmitInput = {
      modeKind: 'dineIn',
      customer: {
        name: 'Lucía Pérez',
        phone: '11 2345-6789',
        email: 'lucia@example.com',
        document: '30123456',
        tableNumber: '12',
      },
      required: { phone: true, name: true, email: true, document: true },
      payment: { kind: 'other' },
      orderTotal: 1_000_000,
      schedule: { loading: false, canOrderNow: true, scheduled: true, scheduledAt: '2026-11-27T21:30:00-03:00' },
    };
    const messageOf = (change: Partial<CheckoutSubmitInput>) =>
      validateCheckoutSubmit({ ...submit, ...change }, phoneNumbering).message;
    expect(messageOf({})).toBeNull();
    const customer = (field: keyof CheckoutSubmitInput['customer'], value: string) =>
      messageOf({ customer: { ...submit.customer, [field]: value } });
    expect(customer('name', '')).toBe('Debe ingresar su nombre para poder realizar el pedido.');
    expect(customer('phone', '')).toBe('Debe ingresar su número de teléfono para continuar.');
    expect(customer('email', 'lucia@')).not.toBeNull();
    expect(customer('document', '1')).toBe('Ingrese un documento valido');
    expect(customer('tableNumber', '')).toBe('Debe ingresar número de mesa para poder realizar el pedido.');
    expect(messageOf({ schedule: { ...submit.schedule, scheduledAt: null } })).toBe(
      'Seleccione un horario de programación del pedido',
    );
    expect(messageOf({ schedule: { ...submit.schedule, scheduled: false, loading: true } })).toBe(
      'Estamos calculando los horarios del local, aguarde unos momentos.',
    );
  });

  it('cuts notes at the order notes limit', () => {
    expect(limitNotes('Sin cebolla. '.repeat(30), DEFAULT_ORDER_NOTES_LIMIT)).toHaveLength(250);
  });

  it('sends paymentAmount, paymentReferenceId, paymentUpload and optIn with the order', () => {
    const sent = orderAsSentFields({
      type: 'TABLE',
      cashPayment: false,
      optIn: false,
      paymentReferenceId: 'mp-123',
      paymentUpload: 'API',
      amount: 1_070_000,
    });
    expect(sent.optIn).toBe(false);
    expect(sent.paymentInfo).toEqual({
      status: 'PENDING',
      paymentReferenceId: 'mp-123',
      paymentUpload: 'API',
      amount: 1_070_000,
    });
    expect(orderAsSentFields({ type: 'TABLE', cashPayment: false, amount: 1 }).optIn).toBe(true);
  });
});
