import { describe, expect, it } from 'vitest';
import { checkoutModeOf, paymentFlowOf, paymentKindOf, paymentWithoutCashCouriers } from './checkout-choices.ts';

const mode = (id: string, active = true, orderEnabled = true) => ({ id, active, orderEnabled });

describe('checkoutModeOf', () => {
  const modes = [mode('menu-only', true, false), mode('off', false), mode('delivery'), mode('takeaway')];

  it("takes the cart's mode when it takes orders", () => {
    expect(checkoutModeOf(modes, 'takeaway')?.id).toBe('takeaway');
  });

  it('refuses a chosen mode that takes no orders, rather than switching the diner to another', () => {
    expect(checkoutModeOf(modes, 'menu-only')).toBeNull();
    expect(checkoutModeOf(modes, 'off')).toBeNull();
  });

  it('with no mode chosen, takes the first that takes orders', () => {
    expect(checkoutModeOf(modes, undefined)?.id).toBe('delivery');
    expect(checkoutModeOf([mode('off', false)], undefined)).toBeNull();
  });
});

describe('payment choices', () => {
  it('tells the checkout flow of each payment type', () => {
    expect(paymentFlowOf({ paymentMethod: 'CASH' })).toBe('cash');
    expect(paymentFlowOf({ paymentMethod: 'ONLINE_CARD', upload: 'API' })).toBe('card');
    expect(
      paymentFlowOf({ paymentMethod: 'ONLINE_CARD', upload: 'API', onlinePayment: { paymentMethod: 'LINK' } }),
    ).toBe('link');
    expect(paymentFlowOf({ paymentMethod: 'ONLINE_CARD', upload: 'APP' })).toBe('link');
    expect(paymentFlowOf({ paymentMethod: 'TRANSFER' })).toBe('other');
  });

  it('shows a payment by its method, never by a part of its name', () => {
    expect(paymentKindOf({ paymentMethod: 'CASH', online: false })).toBe('cash');
    expect(paymentKindOf({ paymentMethod: 'CARD', online: false })).toBe('card');
    expect(paymentKindOf({ paymentMethod: 'TRANSFER', online: false })).toBe('transfer');
    expect(paymentKindOf({ paymentMethod: 'CASHBACK_VOUCHER', online: false })).toBe('other');
    expect(paymentKindOf({ paymentMethod: 'TRANSFER', online: true })).toBe('card');
  });
});

describe('paymentWithoutCashCouriers', () => {
  const cash = { id: 'pt-cash', paymentMethod: 'CASH', active: true };
  const offCard = { id: 'pt-off', paymentMethod: 'CARD', active: false };
  const card = { id: 'pt-card', paymentMethod: 'CARD', active: true };
  const link = { id: 'pt-link', paymentMethod: 'ONLINE_CARD', active: true };

  it('moves cash to the first other active method when no courier takes cash', () => {
    expect(paymentWithoutCashCouriers([cash, offCard, card, link], 'pt-cash', false)).toBe(card);
  });

  it('leaves the payment alone when couriers take cash, or before the quote says', () => {
    expect(paymentWithoutCashCouriers([cash, card], 'pt-cash', true)).toBeNull();
    expect(paymentWithoutCashCouriers([cash, card], 'pt-cash', undefined)).toBeNull();
  });

  it('leaves a payment that is not cash alone', () => {
    expect(paymentWithoutCashCouriers([cash, card, link], 'pt-link', false)).toBeNull();
  });

  it('keeps cash when nothing else is offered (the submit rule then refuses it)', () => {
    expect(paymentWithoutCashCouriers([cash, offCard], 'pt-cash', false)).toBeNull();
  });
});
