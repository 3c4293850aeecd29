import { describe, expect, it } from 'vitest';
import { isOnlinePaymentType, needsPreConfirmation } from './pre-confirmation.ts';

const cash = { paymentMethod: 'CASH' };
const card = { paymentMethod: 'ONLINE_CARD', onlinePayment: { paymentMethod: 'CARD', providerName: 'sandbox' } };
const link = { paymentMethod: 'ONLINE_CARD', onlinePayment: { paymentMethod: 'LINK', providerName: 'x' } };
const providerOnly = { paymentMethod: 'OTHER', onlinePayment: { paymentMethod: 'CARD' } };

describe('needsPreConfirmation', () => {
  it.each([
    ['online card, console active', true, card, true],
    ['payment link, console active', true, link, true],
    ['a type with a provider, console active', true, providerOnly, true],
    ['cash, console active', true, cash, false],
    ['online card, no console (messaging app)', false, card, false],
    ['no payment type', true, null, false],
  ])('%s', (_name, ordersConsoleActive, paymentType, expected) => {
    expect(needsPreConfirmation({ ordersConsoleActive, paymentType })).toBe(expected);
  });

  it('reads "online" from the method or the provider', () => {
    expect(isOnlinePaymentType(card)).toBe(true);
    expect(isOnlinePaymentType(cash)).toBe(false);
    expect(isOnlinePaymentType(null)).toBe(false);
  });
});
