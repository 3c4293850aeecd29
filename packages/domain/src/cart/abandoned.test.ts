import { describe, expect, it } from 'vitest';
import { phoneNumbering } from '../validation/phone.ts';
import { abandonedCartEvents, abandonedCartPhone, RECOVERY_CART_NOT_FOUND, recoveredCart } from './abandoned.ts';
import { recoveryPhone } from './abandoned-phone.ts';
import type { CartItem } from './types.ts';

const line: CartItem = {
  referenceId: 'plate-flan',
  referenceType: 'PLATE',
  name: 'Flan',
  notes: '',
  price: 420_000,
  originalPrice: 420_000,
  priceWithoutModifiers: 420_000,
  quantity: 2,
  categoryId: 'cat-postres',
  categoryShowName: 'Postres',
  source: 'plate',
  extras: [],
} as CartItem;

describe('recoveryPhone', () => {
  it.each([
    ['a flag and a national phone', { abandoned: 'true', phone: '11 5555-0001' }, '+541155550001'],
    ['any non-false value', { abandoned: '1', phone: '+54 11 5555-0001' }, '+541155550001'],
    ['an empty flag', { abandoned: '', phone: '1155550001' }, '+541155550001'],
    ['no flag', { abandoned: null, phone: '1155550001' }, null],
    ['a false flag', { abandoned: 'false', phone: '1155550001' }, null],
    ['a zero flag', { abandoned: '0', phone: '1155550001' }, null],
    ['no phone', { abandoned: 'true', phone: null }, null],
    ['an invalid phone', { abandoned: 'true', phone: '123' }, null],
  ])('%s', (_name, query, expected) => {
    expect(recoveryPhone(query, 'ar')).toBe(expected);
  });
});

describe('abandonedCartPhone', () => {
  it('keeps a cart with lines and a valid phone', () => {
    expect(abandonedCartPhone([line], '11 5555-0001', 'ar', phoneNumbering)).toBe('+541155550001');
  });
  it('keeps nothing without lines or without a valid phone', () => {
    expect(abandonedCartPhone([], '11 5555-0001', 'ar', phoneNumbering)).toBeNull();
    expect(abandonedCartPhone([line], '11', 'ar', phoneNumbering)).toBeNull();
    expect(abandonedCartPhone([line], undefined, 'ar', phoneNumbering)).toBeNull();
  });
  it('reads the phone for the country with the numbering plans it is given', () => {
    const asked: [unknown, string | undefined][] = [];
    const plans = {
      toE164: (input: unknown, country?: string) => {
        asked.push([input, country]);
        return '+59899123456';
      },
    };
    expect(abandonedCartPhone([line], '099 123 456', 'uy', plans)).toBe('+59899123456');
    expect(asked).toEqual([['099 123 456', 'uy']]);
    expect(abandonedCartPhone([], '099 123 456', 'uy', plans)).toBeNull();
    expect(asked).toHaveLength(1);
  });
});

describe('recoveredCart', () => {
  it('puts the items in the recovered mode, with no payment chosen', () => {
    const zero = { ...line, referenceId: 'plate-none', quantity: 0 };
    expect(recoveredCart({ orderModeId: 'om-takeaway', items: [line, zero] })).toEqual({
      items: [line],
      mode: 'om-takeaway',
      animation: false,
    });
  });
});

it('names the events and the log text', () => {
  expect(abandonedCartEvents).toEqual({ checkout: 'CHECKOUT', orderCreated: 'ORDER_CREATED' });
  expect(RECOVERY_CART_NOT_FOUND).toBe('Cart not found');
});
