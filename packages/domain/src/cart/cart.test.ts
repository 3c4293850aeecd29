import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartState,
  type CartUpdate,
  changeMode,
  changeQuantity,
  deleteItem,
  emptyCart,
  emptyCartState,
  endAnimation,
  fillCart,
  resetCart,
  setPaymentType,
} from './cart.ts';
import { basketCount, DEFAULT_MAX_QUANTITY, isSameLine, quantitiesByReferenceId } from './lines.ts';
import { cartMessages } from './messages.ts';
import type { CartExtrasGroup, CartItem } from './types.ts';

function garnishGroup(groupId: string, items: [string, number][]): CartExtrasGroup {
  return {
    groupId,
    groupName: `Grupo ${groupId}`,
    minGarnishAmount: 0,
    maxGarnishAmount: 5,
    multipleSelection: true,
    mandatory: false,
    cantAct: items.reduce((sum, [, q]) => sum + q, 0),
    groupItems: items.map(([referenceId, quantity]) => ({
      referenceId,
      referenceType: 'GARNISH',
      name: `Guarnición ${referenceId}`,
      quantity,
      price: 100,
    })),
  };
}

function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    referenceId: 'p1',
    referenceType: 'PLATE',
    name: 'Hamburguesa',
    notes: '',
    price: 150000,
    originalPrice: 150000,
    priceWithoutModifiers: 150000,
    quantity: 1,
    categoryId: 'c1',
    categoryShowName: 'Hamburguesas',
    source: 'plate',
    extras: [],
    ...overrides,
  };
}

function stateOf(update: CartUpdate): CartState {
  expect(update.ok).toBe(true);
  return update.state;
}

const add = (state: CartState, item: CartItem) => stateOf(addItem(state, item));

describe('adding to the cart', () => {
  it('merges an equal line, adding the quantity, and starts the basket animation', () => {
    const state = add(add(emptyCartState, line({ quantity: 2 })), line({ quantity: 3 }));
    expect(state.items).toEqual([line({ quantity: 5 })]);
    expect(state.animation).toBe(true);
    expect(endAnimation(state).animation).toBe(false);
    const idle = endAnimation(state);
    expect(endAnimation(idle)).toBe(idle);
  });

  it('compares extras by referenceId and quantity in any order', () => {
    const a = line({
      extras: [
        garnishGroup('g1', [
          ['x', 1],
          ['y', 2],
        ]),
        garnishGroup('g2', [['z', 1]]),
      ],
    });
    const b = line({
      extras: [
        garnishGroup('g2', [['z', 1]]),
        garnishGroup('g1', [
          ['y', 2],
          ['x', 1],
        ]),
      ],
    });
    const zeros = line({
      extras: [
        garnishGroup('g1', [
          ['x', 1],
          ['y', 2],
          ['w', 0],
        ]),
        garnishGroup('g2', [['z', 1]]),
      ],
    });
    expect(isSameLine(a, b)).toBe(true);
    expect(isSameLine(a, zeros)).toBe(true);
    expect(add(add(emptyCartState, a), b).items).toHaveLength(1);
  });

  it.each([
    ['referenceId', { referenceId: 'p2' }],
    ['notes', { notes: 'sin cebolla' }],
    ['name', { name: 'Hamburguesa doble' }],
    ['size', { sizeId: 's2' }],
    ['garnish', { extras: [garnishGroup('g1', [['y', 1]])] }],
    ['garnish quantity', { extras: [garnishGroup('g1', [['x', 2]])] }],
    ['garnish group', { extras: [garnishGroup('g2', [['x', 1]])] }],
  ] satisfies [string, Partial<CartItem>][])('keeps a separate line when the %s differs', (_, difference) => {
    const base = line({ sizeId: 's1', extras: [garnishGroup('g1', [['x', 1]])] });
    const state = add(add(emptyCartState, base), { ...base, ...difference });
    expect(state.items).toHaveLength(2);
  });

  it('keeps the line total of a per-unit discount in step with the quantity', () => {
    const discounted = line({
      price: 90000,
      discount: { type: 'PERCENT', discountReferenceId: 'd1', amount: 60000 },
    });
    const state = add(add(emptyCartState, discounted), discounted);
    expect(state.items[0]?.discount).toEqual({ type: 'PERCENT', discountReferenceId: 'd1', amount: 120000 });
    const buyPay = line({ discount: { type: 'MULTIPLE', discountReferenceId: 'd2', amount: 0 } });
    expect(add(add(emptyCartState, buyPay), buyPay).items[0]?.discount?.amount).toBe(0);
  });

  it('refuses to pass the per-item maximum with its message, counting every line of the product', () => {
    expect(DEFAULT_MAX_QUANTITY).toBe(9999999);
    const state = add(add(emptyCartState, line({ maxQuantity: 5, quantity: 2 })), line({ maxQuantity: 5, notes: 'x' }));
    const refused = addItem(state, line({ maxQuantity: 5, quantity: 3 }));
    expect(refused).toEqual({
      ok: false,
      state,
      message: 'Has alcanzado el máximo de unidades (5) para este producto',
    });
    expect(addItem(state, line({ maxQuantity: 5, quantity: 2 })).ok).toBe(true);
    expect(addItem(emptyCartState, line({ quantity: DEFAULT_MAX_QUANTITY + 1 }))).toMatchObject({
      ok: false,
      message: cartMessages.maxQuantityReached(9999999),
    });
  });

  it('adds nothing for a quantity below one', () => {
    expect(addItem(emptyCartState, line({ quantity: 0 }))).toEqual({ ok: true, state: emptyCartState });
    expect(addItem(emptyCartState, line({ quantity: -2 }))).toEqual({ ok: true, state: emptyCartState });
  });
});

describe('changing the cart', () => {
  const twoLines = add(add(emptyCartState, line({ quantity: 2, maxQuantity: 4 })), line({ referenceId: 'p2' }));

  it('sets a quantity, and 0 removes the line', () => {
    expect(stateOf(changeQuantity(twoLines, 0, 3)).items[0]?.quantity).toBe(3);
    expect(stateOf(changeQuantity(twoLines, 0, 1)).items[0]?.quantity).toBe(1);
    expect(stateOf(changeQuantity(twoLines, 0, 0)).items.map((i) => i.referenceId)).toEqual(['p2']);
    expect(stateOf(changeQuantity(twoLines, 1, -1)).items.map((i) => i.referenceId)).toEqual(['p1']);
    expect(stateOf(changeQuantity(twoLines, 0, 2.7)).items[0]?.quantity).toBe(2);
  });

  it('refuses to raise a quantity past the maximum', () => {
    expect(changeQuantity(twoLines, 0, 5)).toEqual({
      ok: false,
      state: twoLines,
      message: 'Has alcanzado el máximo de unidades (4) para este producto',
    });
    expect(changeQuantity(twoLines, 0, 4).ok).toBe(true);
  });

  it('ignores a missing line or a non-number', () => {
    expect(changeQuantity(twoLines, 7, 1).state).toBe(twoLines);
    expect(changeQuantity(twoLines, 0, Number.NaN).state).toBe(twoLines);
  });

  it('deletes, empties, fills and resets', () => {
    const withMode = changeMode(twoLines, { mode: 'm1', sameMenu: true, defaultPaymentType: 'cash' });
    expect(deleteItem(withMode, 0).items.map((i) => i.referenceId)).toEqual(['p2']);
    expect(emptyCart(withMode)).toMatchObject({ items: [], mode: 'm1', paymentType: 'cash' });
    const filled = fillCart(withMode, [line({ referenceId: 'p9' }), line({ quantity: 0 }), line({ quantity: -1 })]);
    expect(filled.items.map((i) => i.referenceId)).toEqual(['p9']);
    expect(filled.mode).toBe('m1');
    expect(resetCart()).toEqual({ items: [], animation: false });
  });

  it('changing the mode empties the cart only when the menu differs, and resets the payment', () => {
    const paid = setPaymentType(twoLines, 'card');
    expect(changeMode(paid, { mode: 'm2', sameMenu: true, defaultPaymentType: 'cash' })).toMatchObject({
      items: twoLines.items,
      mode: 'm2',
      paymentType: 'cash',
    });
    const other = changeMode(paid, { mode: 'm3', sameMenu: false });
    expect(other.items).toEqual([]);
    expect(other.mode).toBe('m3');
    expect(other.paymentType).toBeUndefined();
  });

  it('counts units per product and in the basket', () => {
    const state = add(twoLines, line({ notes: 'aparte', quantity: 3 }));
    expect(quantitiesByReferenceId(state.items)).toEqual(
      new Map([
        ['p1', 5],
        ['p2', 1],
      ]),
    );
    expect(basketCount(state.items)).toBe(6);
    expect(basketCount([])).toBe(0);
  });
});

describe('cart properties', () => {
  const variant = fc.record({
    referenceId: fc.constantFrom('p1', 'p2', 'p3'),
    notes: fc.constantFrom('', 'sin sal'),
    garnishes: fc.uniqueArray(fc.tuple(fc.constantFrom('x', 'y', 'z'), fc.integer({ min: 1, max: 2 })), {
      selector: ([id]) => id,
      maxLength: 3,
    }),
    quantity: fc.integer({ min: 1, max: 20 }),
  });
  const toLine = (v: { referenceId: string; notes: string; garnishes: [string, number][]; quantity: number }) =>
    line({
      referenceId: v.referenceId,
      name: `Plato ${v.referenceId}`,
      notes: v.notes,
      quantity: v.quantity,
      extras: v.garnishes.length ? [garnishGroup('g', v.garnishes)] : [],
    });

  // A line as order-insensitive data: the first line added keeps its garnish order.
  const canonical = (state: CartState) =>
    state.items
      .map((item) => {
        const garnishes = item.extras.flatMap((g) =>
          g.groupItems.map((i) => `${g.groupId}:${i.referenceId}x${i.quantity}`),
        );
        return JSON.stringify([item.referenceId, item.notes, item.quantity, garnishes.sort()]);
      })
      .sort();

  it('adding the same items in any order gives the same lines and quantities', () => {
    fc.assert(
      fc.property(
        fc
          .array(variant, { maxLength: 15 })
          .chain((items) => fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length }))),
        ([items, shuffled]) => {
          const inOrder = items.map(toLine).reduce(add, emptyCartState);
          const reordered = shuffled.map(toLine).reduce(add, emptyCartState);
          expect(quantitiesByReferenceId(reordered.items)).toEqual(quantitiesByReferenceId(inOrder.items));
          expect(canonical(reordered)).toEqual(canonical(inOrder));
          expect(basketCount(inOrder.items)).toBe(items.reduce((sum, v) => sum + v.quantity, 0));
        },
      ),
    );
  });

  it('quantities are never negative or zero and never pass the maximum, whatever the commands', () => {
    const command = fc.oneof(
      variant.map((v) => ({ kind: 'add' as const, item: { ...toLine(v), maxQuantity: 12 } })),
      fc.record({ kind: fc.constant('change' as const), index: fc.nat(6), quantity: fc.integer({ min: -5, max: 15 }) }),
      fc.record({ kind: fc.constant('delete' as const), index: fc.nat(6) }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        let state = emptyCartState;
        for (const c of commands) {
          if (c.kind === 'add') state = addItem(state, c.item).state;
          else if (c.kind === 'change') state = changeQuantity(state, c.index, c.quantity).state;
          else state = deleteItem(state, c.index);
          for (const item of state.items) expect(item.quantity).toBeGreaterThan(0);
          for (const units of quantitiesByReferenceId(state.items).values()) expect(units).toBeLessThanOrEqual(12);
        }
      }),
    );
  });
});
