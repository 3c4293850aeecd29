import { describe, expect, it } from 'vitest';
import type { Plate } from '../catalog/types.ts';
import { cartItemUnitPrices, priceCartItem } from './cart-item-prices.ts';
import { priceOrder } from './price-order.ts';

const plate: Plate = {
  id: 'burger',
  name: 'burger',
  showName: 'Hamburguesa',
  categoryId: 'mains',
  sizes: [
    { id: 'simple', name: 'Simple', price: 100_000 },
    { id: 'double', name: 'Doble', price: 150_000 },
  ],
  garnishGroups: [
    {
      id: 'extras',
      name: 'Extras',
      mandatory: false,
      multipleSelection: true,
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      garnishes: [
        { id: 'cheese', name: 'Queso', price: 15_000, visible: true },
        { id: 'bacon', name: 'Panceta', price: 20_000, visible: true },
      ],
    },
  ],
  discount: { id: 'promo', type: 'PERCENT', percentage: 12.5 },
};

describe('cart item unit prices', () => {
  it('adds garnishes to the size price and takes the plate discount off the size price only', () => {
    expect(priceCartItem(plate, 'double', [{ garnishId: 'cheese', quantity: 2 }])).toEqual({
      priceWithoutModifiers: 150_000,
      originalPrice: 180_000,
      price: 161_250, // 12,5 % of $ 1.500 off
    });
  });

  it('uses the only size when none is given, and refuses unknown sizes and garnishes', () => {
    const single: Plate = { ...plate, sizes: [{ id: 'only', name: 'Única', price: 80_000 }], discount: undefined };
    expect(priceCartItem(single, undefined, [])).toEqual({
      priceWithoutModifiers: 80_000,
      originalPrice: 80_000,
      price: 80_000,
    });
    expect(priceCartItem(plate, undefined, [])).toBeNull();
    expect(priceCartItem(plate, 'triple', [])).toBeNull();
    expect(priceCartItem(plate, 'simple', [{ garnishId: 'onion', quantity: 1 }])).toBeNull();
  });

  it('rounds the discounted unit price half-up for display', () => {
    expect(cartItemUnitPrices(999, [], { id: 'd', type: 'PERCENT', percentage: 12.5 }).price).toBe(874); // 874,125
    expect(cartItemUnitPrices(10, [], { id: 'd', type: 'PERCENT', percentage: 5 }).price).toBe(10); // 9,5
    expect(cartItemUnitPrices(Number.NaN, [{ price: -1, quantity: 2 }]).originalPrice).toBe(0);
  });

  it('leaves the unit price as is for MULTIPLE (priced on the whole line)', () => {
    expect(
      cartItemUnitPrices(1000, [{ price: 100, quantity: 1 }], { id: 'd', type: 'MULTIPLE', buy: 2, pay: 1 }),
    ).toEqual({
      priceWithoutModifiers: 1000,
      originalPrice: 1100,
      price: 1100,
    });
  });

  it('agrees with the ticket on per-unit discounts', () => {
    const prices = cartItemUnitPrices(100_000, [{ price: 15_000, quantity: 1 }], {
      id: 'd',
      type: 'FIXED',
      fixedDiscount: 30_000,
    });
    const ticket = priceOrder({
      country: 'ar',
      lines: [
        {
          item: {
            referenceId: 'burger',
            referenceType: 'PLATE',
            name: 'Hamburguesa',
            notes: '',
            ...prices,
            quantity: 3,
            categoryId: 'mains',
            categoryShowName: 'Principales',
            source: 'plate',
            extras: [
              {
                groupId: 'extras',
                groupName: 'Extras',
                minGarnishAmount: 0,
                maxGarnishAmount: 3,
                multipleSelection: true,
                mandatory: false,
                cantAct: 1,
                groupItems: [
                  { referenceId: 'cheese', referenceType: 'GARNISH', name: 'Queso', quantity: 1, price: 15_000 },
                ],
              },
            ],
          },
          plateDiscount: { id: 'd', type: 'FIXED', fixedDiscount: 30_000 },
        },
      ],
    });
    expect(ticket.total.amount).toBe(prices.price * 3);
  });
});
