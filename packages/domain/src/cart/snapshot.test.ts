import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plateDiscountTypes } from '../catalog/types.ts';
import type { CartState } from './cart.ts';
import { CART_TTL_MS, restoreCart, serializeCart } from './snapshot.ts';
import { type CartItem, cartItemSources } from './types.ts';

const item: CartItem = {
  referenceId: 'p1',
  referenceType: 'PLATE',
  name: 'Pizza',
  notes: 'bien cocida',
  price: 90000,
  originalPrice: 100000,
  priceWithoutModifiers: 80000,
  quantity: 2,
  sizeId: 's1',
  categoryId: 'c1',
  categoryShowName: 'Pizzas',
  discount: { type: 'PERCENT', discountReferenceId: 'd1', itemId: 'p1', amount: 20000 },
  source: 'plate',
  maxQuantity: 10,
  extras: [
    {
      groupId: 'g1',
      groupName: 'Extras',
      minGarnishAmount: 0,
      maxGarnishAmount: 3,
      multipleSelection: true,
      mandatory: false,
      cantAct: 2,
      groupItems: [{ referenceId: 'x', referenceType: 'GARNISH', name: 'Muzzarella', quantity: 2, price: 10000 }],
    },
  ],
};

const state: CartState = { items: [item], mode: 'm1', paymentType: 'cash', animation: true };
const savedAt = Date.UTC(2030, 0, 1, 12);

function tampered(change: (snapshot: Record<string, unknown>) => void): string {
  const snapshot = JSON.parse(serializeCart(state, 'pizzeria', savedAt));
  change(snapshot);
  return JSON.stringify(snapshot);
}

describe('cart snapshot', () => {
  it('restores the cart of the same branch before it expires, without the animation', () => {
    expect(CART_TTL_MS).toBe(86_400_000);
    const raw = serializeCart(state, 'pizzeria', new Date(savedAt));
    expect(restoreCart(raw, 'pizzeria', savedAt + CART_TTL_MS - 1)).toEqual({ ...state, animation: false });
    expect(restoreCart(JSON.parse(raw), 'pizzeria', new Date(savedAt))).toEqual({ ...state, animation: false });
  });

  it('keeps absent optional fields absent', () => {
    const bare: CartState = { items: [{ ...item, discount: undefined }], animation: false };
    const { discount: _, ...withoutDiscount } = item;
    expect(restoreCart(serializeCart(bare, 'a', savedAt), 'a', savedAt)).toStrictEqual({
      items: [withoutDiscount],
      animation: false,
    });
  });

  it('discards an expired, foreign or future snapshot', () => {
    const raw = serializeCart(state, 'pizzeria', savedAt);
    expect(restoreCart(raw, 'pizzeria', savedAt + CART_TTL_MS)).toBeNull();
    expect(restoreCart(raw, 'otro-local', savedAt)).toBeNull();
    expect(restoreCart(raw, 'pizzeria', savedAt - 1)).toBeNull();
  });

  it.each<[string, unknown]>([
    ['nothing stored', null],
    ['undefined', undefined],
    ['bad JSON', '{"items": ['],
    ['a number', 42],
    ['an array', '[]'],
    ['another version', tampered((s) => (s.version = 2))],
    ['no date', tampered((s) => delete s.savedAt)],
    ['a text date', tampered((s) => (s.savedAt = '2030-01-01'))],
    ['items not a list', tampered((s) => (s.items = {}))],
    ['a numeric mode', tampered((s) => (s.mode = 3))],
    ['a numeric payment', tampered((s) => (s.paymentType = 3))],
  ])('discards a snapshot with %s', (_, raw) => {
    expect(restoreCart(raw, 'pizzeria', savedAt)).toBeNull();
  });

  const onItem = (change: (i: Record<string, unknown>) => void) =>
    tampered((s) => change((s.items as Record<string, unknown>[])[0] ?? {}));
  const onGroup = (change: (g: Record<string, unknown>) => void) =>
    onItem((i) => change((i.extras as Record<string, unknown>[])[0] ?? {}));

  it.each<[string, string]>([
    ['a negative quantity', onItem((i) => (i.quantity = -1))],
    ['a zero quantity', onItem((i) => (i.quantity = 0))],
    ['a fractional quantity', onItem((i) => (i.quantity = 1.5))],
    ['a text price', onItem((i) => (i.price = '900'))],
    ['a negative price', onItem((i) => (i.originalPrice = -1))],
    ['no referenceId', onItem((i) => (i.referenceId = ''))],
    ['another reference type', onItem((i) => (i.referenceType = 'GARNISH'))],
    ['an unknown source', onItem((i) => (i.source = 'robot'))],
    ['a numeric size', onItem((i) => (i.sizeId = 7))],
    ['no category', onItem((i) => delete i.categoryId)],
    ['a negative maximum', onItem((i) => (i.maxQuantity = -3))],
    ['a text upsell flag', onItem((i) => (i.upsell = 'yes'))],
    ['an unknown discount type', onItem((i) => (i.discount = { type: 'HALF', discountReferenceId: 'd', amount: 1 }))],
    ['a discount without reference', onItem((i) => (i.discount = { type: 'FIXED', amount: 1 }))],
    [
      'a numeric discount item id',
      onItem((i) => (i.discount = { type: 'FIXED', discountReferenceId: 'd', itemId: 1, amount: 1 })),
    ],
    ['a discount that is not an object', onItem((i) => (i.discount = 'FIXED'))],
    ['extras not a list', onItem((i) => (i.extras = null))],
    ['a group that is not an object', onItem((i) => (i.extras = [1]))],
    ['a group without items', onGroup((g) => delete g.groupItems)],
    ['a group with a text maximum', onGroup((g) => (g.maxGarnishAmount = '3'))],
    ['a group with a text flag', onGroup((g) => (g.mandatory = 'no'))],
    [
      'a negative garnish quantity',
      onGroup(
        (g) => (g.groupItems = [{ referenceId: 'x', referenceType: 'GARNISH', name: 'M', quantity: -1, price: 1 }]),
      ),
    ],
    [
      'a garnish of another type',
      onGroup((g) => (g.groupItems = [{ referenceId: 'x', referenceType: 'PLATE', name: 'M', quantity: 1, price: 1 }])),
    ],
    ['an item that is not an object', tampered((s) => (s.items = ['p1']))],
  ])('discards a snapshot with %s', (_, raw) => {
    expect(restoreCart(raw, 'pizzeria', savedAt)).toBeNull();
  });

  it('drops keys it does not know', () => {
    const raw = onItem((i) => (i.injected = '<script>'));
    expect(restoreCart(raw, 'pizzeria', savedAt)?.items[0]).not.toHaveProperty('injected');
  });

  it('restore(serialize(cart)) gives back the cart within the time-to-live', () => {
    const count = fc.nat({ max: 1e9 });
    const text = fc.string({ maxLength: 12 });
    const garnish = fc.record(
      {
        referenceId: text,
        referenceType: fc.constant('GARNISH' as const),
        name: text,
        quantity: count,
        price: count,
      },
      { noNullPrototype: true },
    );
    const group = fc.record(
      {
        groupId: text,
        groupName: text,
        minGarnishAmount: count,
        maxGarnishAmount: count,
        multipleSelection: fc.boolean(),
        mandatory: fc.boolean(),
        cantAct: count,
        groupItems: fc.array(garnish, { maxLength: 3 }),
      },
      { noNullPrototype: true },
    );
    const arbitraryItem = fc.record(
      {
        referenceId: fc.string({ minLength: 1, maxLength: 12 }),
        referenceType: fc.constant('PLATE' as const),
        name: text,
        notes: text,
        price: count,
        originalPrice: count,
        priceWithoutModifiers: count,
        quantity: fc.integer({ min: 1, max: 9999999 }),
        sizeId: text,
        categoryId: text,
        categoryShowName: text,
        discount: fc.record(
          {
            type: fc.constantFrom(...plateDiscountTypes),
            discountReferenceId: text,
            itemId: text,
            amount: count,
          },
          { requiredKeys: ['type', 'discountReferenceId', 'amount'], noNullPrototype: true },
        ),
        source: fc.constantFrom(...cartItemSources),
        maxQuantity: fc.integer({ min: 1, max: 9999999 }),
        upsell: fc.boolean(),
        extras: fc.array(group, { maxLength: 3 }),
      },
      {
        requiredKeys: [
          'referenceId',
          'referenceType',
          'name',
          'notes',
          'price',
          'originalPrice',
          'priceWithoutModifiers',
          'quantity',
          'categoryId',
          'categoryShowName',
          'source',
          'extras',
        ],
        noNullPrototype: true,
      },
    );
    const cart = fc.record(
      {
        items: fc.array(arbitraryItem, { maxLength: 4 }),
        mode: text,
        paymentType: text,
        animation: fc.constant(false),
      },
      { requiredKeys: ['items', 'animation'], noNullPrototype: true },
    );
    fc.assert(
      fc.property(
        cart,
        text,
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: CART_TTL_MS - 1 }),
        (cartState, alias, at, age) => {
          const raw = serializeCart(cartState, alias, at);
          expect(restoreCart(raw, alias, at + age)).toStrictEqual(cartState);
          expect(restoreCart(raw, alias, at + CART_TTL_MS + age)).toBeNull();
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (raw) => {
        expect(() => restoreCart(raw, 'a', savedAt)).not.toThrow();
      }),
    );
  });
});
