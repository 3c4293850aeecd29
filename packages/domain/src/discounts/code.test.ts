import { describe, expect, it } from 'vitest';
import { money, moneyOf } from '../money/money.ts';
import {
  type CodeDiscountContext,
  type CodeDiscountInfo,
  type CodeDiscountIssue,
  codeCoversItem,
  codeDiscountAmount,
  codeDiscountIssueMessage,
  codeDiscountIssues,
  codeDiscountLineName,
  codeDiscountTerms,
  isFreeDeliveryCode,
} from './code.ts';

const exact = (amount: number) => money(amount, 'ARS', 6);
const code = (overrides: Partial<CodeDiscountInfo> = {}): CodeDiscountInfo => ({
  code: 'VERANO',
  id: 'code-1',
  type: 'PERCENT',
  value: 10,
  ...overrides,
});
const context = (overrides: Partial<CodeDiscountContext> = {}): CodeDiscountContext => ({
  country: 'ar',
  items: [{ referenceId: 'burger', categoryId: 'mains' }],
  productsAmount: moneyOf(500_000, 'ar'),
  deliveryFee: moneyOf(30_000, 'ar'),
  ...overrides,
});

describe('code discount line (diner §3)', () => {
  it('names the coupon line, with the free-delivery suffix for DELIVERY_FEE', () => {
    expect(codeDiscountLineName(code())).toBe('Cupón de Descuento - VERANO');
    expect(codeDiscountLineName(code({ type: 'DELIVERY_FEE' }))).toBe('Cupón de Descuento - VERANO (Envio gratis)');
    expect(isFreeDeliveryCode(code({ type: 'DELIVERY_FEE' }))).toBe(true);
    expect(isFreeDeliveryCode(code())).toBe(false);
  });

  it('covers every item, or only the items of its category', () => {
    expect(codeCoversItem(code(), { categoryId: 'drinks' })).toBe(true);
    const drinksOnly = code({ category: { id: 'drinks', showName: 'Bebidas' } });
    expect(codeCoversItem(drinksOnly, { categoryId: 'drinks' })).toBe(true);
    expect(codeCoversItem(drinksOnly, { categoryId: 'mains' })).toBe(false);
  });
});

describe('code conditions (diner §5), shown as errors', () => {
  it('has none when every condition holds', () => {
    const info = code({
      minimumOrderAmount: 500_000,
      plate: { id: 'burger', showName: 'Hamburguesa' },
      category: { id: 'mains', showName: 'Principales' },
    });
    expect(codeDiscountIssues(info, context())).toEqual([]);
  });

  it('lists every unmet condition in the spec order, with its message', () => {
    const info = code({
      type: 'DELIVERY_FEE',
      minimumOrderAmount: 1_000_000,
      plate: { id: 'pizza', showName: 'Pizza Muzzarella' },
      category: { id: 'drinks', showName: 'Bebidas' },
    });
    const issues = codeDiscountIssues(info, context({ deliveryFee: moneyOf(0, 'ar') }));
    expect(issues.map((issue) => issue.condition)).toEqual([
      'minimumOrderAmount',
      'requiredPlate',
      'alreadyFreeDelivery',
      'requiredCategory',
    ]);
    expect(issues.map((issue) => codeDiscountIssueMessage(issue, 'ar'))).toEqual([
      'El monto mínimo en productos para usar este código es $ 10.000',
      'Debe agregar Pizza Muzzarella a su pedido para usar este código',
      'Ya tiene envío gratis',
      'Debe agregar un producto de Bebidas a su pedido para usar este código',
    ]);
  });

  it('has no message for an issue it does not know (corrupt data)', () => {
    expect(codeDiscountIssueMessage({ condition: 'bogus' } as unknown as CodeDiscountIssue, 'ar')).toBe('');
  });

  it("says 'Ya tiene envío gratis' for a free-delivery code when there is no fee to remove", () => {
    const info = code({ type: 'DELIVERY_FEE' });
    expect(codeDiscountIssues(info, context())).toEqual([]);
    expect(codeDiscountIssues(info, context({ deliveryFee: null }))).toEqual([{ condition: 'alreadyFreeDelivery' }]);
  });

  it('compares the minimum with the amount in products at any scale', () => {
    const info = code({ minimumOrderAmount: 100_000 });
    expect(codeDiscountIssues(info, context({ productsAmount: exact(999_999_999) }))).toHaveLength(1);
    expect(codeDiscountIssues(info, context({ productsAmount: exact(1_000_000_000) }))).toEqual([]);
  });

  it('ignores a corrupt or zero minimum', () => {
    expect(codeDiscountIssues(code({ minimumOrderAmount: -5 }), context({ productsAmount: exact(0) }))).toEqual([]);
    expect(codeDiscountIssues(code({ minimumOrderAmount: 0 }), context({ productsAmount: exact(0) }))).toEqual([]);
  });
});

describe('code terms (diner §5)', () => {
  it('shows minimum amount, required dish, first purchase only and cap, in that order', () => {
    const info = code({
      minimumOrderAmount: 1_500_050,
      plate: { id: 'burger', showName: 'Hamburguesa' },
      firstTimeUse: true,
      maximumDiscountAmount: 200_000,
    });
    expect(codeDiscountTerms(info, 'ar')).toEqual([
      'Monto mínimo en productos: $ 15.000,50',
      'Válido comprando Hamburguesa',
      'Válido solo para la primera compra',
      'Descuento máximo: $ 2.000',
    ]);
  });

  it('shows nothing for a code without terms', () => {
    expect(codeDiscountTerms(code({ limitedUsage: true }), 'ar')).toEqual([]);
  });
});

describe('code discount amount', () => {
  it('takes the percentage of the base, capped by the maximum discount amount', () => {
    expect(codeDiscountAmount(code({ value: 10 }), exact(5_000_000_000), 2)).toEqual(exact(500_000_000));
    const capped = code({ value: 10, maximumDiscountAmount: 20_000 });
    expect(codeDiscountAmount(capped, exact(5_000_000_000), 2)).toEqual(exact(200_000_000));
  });

  it('takes a fixed value, never more than the base', () => {
    const fixed = code({ type: 'FIXED', value: 50_000 });
    expect(codeDiscountAmount(fixed, exact(1_000_000_000), 2)).toEqual(exact(500_000_000));
    expect(codeDiscountAmount(fixed, exact(300_000_000), 2)).toEqual(exact(300_000_000));
  });

  it('takes the whole delivery fee for free delivery, up to the cap', () => {
    const free = code({ type: 'DELIVERY_FEE', value: 0 });
    expect(codeDiscountAmount(free, exact(300_000_000), 2)).toEqual(exact(300_000_000));
    expect(codeDiscountAmount({ ...free, maximumDiscountAmount: 10_000 }, exact(300_000_000), 2)).toEqual(
      exact(100_000_000),
    );
  });

  it('gives nothing on an empty base', () => {
    expect(codeDiscountAmount(code({ type: 'FIXED', value: 100 }), exact(0), 2)).toEqual(exact(0));
  });
});
