import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/types.ts';
import type { GeneralDiscount } from '../discounts/adjustments.ts';
import { priceOrder, roundForDisplay } from './price-order.ts';
import { priceOrderWithDelivery } from './price-with-delivery.ts';
import type { Ticket } from './types.ts';

const plate = (priceWithoutModifiers: number, quantity: number): CartItem => ({
  referenceId: 'plate',
  referenceType: 'PLATE',
  name: 'Plato',
  notes: '',
  price: 0,
  originalPrice: 0,
  priceWithoutModifiers,
  quantity,
  categoryId: 'mains',
  categoryShowName: 'Principales',
  source: 'plate',
  extras: [],
});
const minor = (ticket: Ticket, value: Ticket['total']) => roundForDisplay(value, ticket.currencyScale).amount;
const percentOff = (value: number): GeneralDiscount => ({ id: 'off', name: `${value} %`, type: 'PERCENT', value });

describe('priceOrderWithDelivery', () => {
  it("charges the zone's fee (cash: its cash fee) below the threshold and nothing from it on", () => {
    const lines = [{ item: plate(1_000_000, 3) }]; // $ 30.000 of products
    const quote = { fee: 150_000, cashFee: 180_000, freeDeliveryFrom: 3_000_000 };
    const free = priceOrderWithDelivery({ country: 'ar', lines, cashPayment: false }, quote);
    expect(minor(free, free.deliveryFee)).toBe(0);
    const below = priceOrderWithDelivery(
      { country: 'ar', lines: [{ item: plate(1_000_000, 2) }], cashPayment: true },
      quote,
    );
    expect(minor(below, below.deliveryFee)).toBe(180_000);
  });

  it('without a quote is the ticket without delivery', () => {
    const input = { country: 'ar', lines: [{ item: plate(500_000, 1) }], cashPayment: false };
    expect(priceOrderWithDelivery(input, null)).toEqual(priceOrder(input));
  });

  it('delivery is free exactly when the products reach the threshold, and never changes the products (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.option(fc.integer({ min: 0, max: 20_000_000 }), { nil: null }),
        fc.boolean(),
        (unitPrice, quantity, discount, fee, freeDeliveryFrom, cash) => {
          const input = {
            country: 'ar',
            lines: [{ item: plate(unitPrice, quantity) }],
            cashPayment: cash,
            generalDiscounts: discount > 0 ? [percentOff(discount)] : [],
          };
          const ticket = priceOrderWithDelivery(input, { fee, cashFee: fee, freeDeliveryFrom });
          const products = minor(ticket, ticket.itemsTotal);
          expect(products).toBe(minor(ticket, priceOrder(input).itemsTotal));
          const free = freeDeliveryFrom !== null && products >= freeDeliveryFrom;
          expect(minor(ticket, ticket.deliveryFee)).toBe(free ? 0 : fee);
        },
      ),
    );
  });
});
