import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/types.ts';
import type { PlateDiscount } from '../catalog/types.ts';
import type { GeneralDiscount, GeneralSurcharge } from '../discounts/adjustments.ts';
import type { CodeDiscountInfo } from '../discounts/code.ts';
import type { LoyaltyProgram } from '../loyalty/program.ts';
import { type Money, money, toScale } from '../money/money.ts';
import { CODE_AND_LOYALTY_EXCLUSIVE, priceOrder, roundForDisplay } from './price-order.ts';
import { codeOutcomes, loyaltyOutcomes, type PriceOrderInput, type PricingLine, type Ticket } from './types.ts';

/** ARS lines are kept at scale 6 (2 + LINE_EXTRA_SCALE). */
const exact = (amount: number): Money => money(amount, 'ARS', 6);
/** Minor units (centavos) as money at line scale. */
const cents = (minor: number): Money => exact(minor * 10_000);
const pesos = (units: number): Money => cents(units * 100);
const total = (minor: number): Money => money(minor, 'ARS', 2);

function item(
  overrides: Partial<CartItem> & { garnishes?: readonly [price: number, quantity: number][] } = {},
): CartItem {
  const { garnishes = [], ...rest } = overrides;
  return {
    referenceId: 'burger',
    referenceType: 'PLATE',
    name: 'Hamburguesa',
    notes: '',
    price: 0,
    originalPrice: 0,
    priceWithoutModifiers: 100_000,
    quantity: 1,
    categoryId: 'mains',
    categoryShowName: 'Principales',
    source: 'plate',
    extras: [
      {
        groupId: 'extras',
        groupName: 'Extras',
        minGarnishAmount: 0,
        maxGarnishAmount: 5,
        multipleSelection: true,
        mandatory: false,
        cantAct: garnishes.length,
        groupItems: garnishes.map(([price, quantity], index) => ({
          referenceId: `g${index}`,
          referenceType: 'GARNISH' as const,
          name: `Extra ${index}`,
          quantity,
          price,
        })),
      },
    ],
    ...rest,
  };
}

const line = (overrides: Parameters<typeof item>[0] = {}, plateDiscount?: PlateDiscount): PricingLine => ({
  item: item(overrides),
  ...(plateDiscount ? { plateDiscount } : {}),
});

const burger = line({ priceWithoutModifiers: 100_000, quantity: 2 }); // $ 2.000
const soda = line({ referenceId: 'soda', name: 'Gaseosa', priceWithoutModifiers: 50_000, categoryId: 'drinks' }); // $ 500

const percentOff = (value: number, id = 'g-percent'): GeneralDiscount => ({
  id,
  name: `${value} %`,
  type: 'PERCENT',
  value,
});
const fixedOff = (minor: number, id = 'g-fixed'): GeneralDiscount => ({
  id,
  name: 'Descuento',
  type: 'FIXED',
  value: minor,
});
const program = (overrides: Partial<LoyaltyProgram> = {}): LoyaltyProgram => ({
  name: 'Puntos',
  active: true,
  orderPercentage: 10,
  minRedeemedPoints: 100,
  maxRedeemedPoints: 5000,
  maxRedeemedPercentage: 50,
  ...overrides,
});
const code = (overrides: Partial<CodeDiscountInfo> = {}): CodeDiscountInfo => ({
  code: 'VERANO',
  id: 'code-1',
  type: 'PERCENT',
  value: 10,
  ...overrides,
});

const price = (input: Omit<PriceOrderInput, 'country'> & { country?: string }): Ticket =>
  priceOrder({ country: 'ar', ...input });

describe('priceOrder: items (step 1)', () => {
  it('prices each line as (size price + garnishes) × quantity', () => {
    const ticket = price({
      lines: [
        line({
          priceWithoutModifiers: 100_000,
          quantity: 3,
          garnishes: [
            [15_000, 2],
            [5_000, 1],
          ],
        }),
      ],
    });
    const [first] = ticket.items;
    expect(first?.unitPriceWithoutModifiers).toEqual(cents(100_000));
    expect(first?.unitPrice).toEqual(cents(135_000));
    expect(first?.gross).toEqual(cents(405_000));
    expect(first?.net).toEqual(cents(405_000));
    expect(first?.discount).toBeNull();
    expect(ticket.itemsTotal).toEqual(cents(405_000));
    expect(ticket.total).toEqual(total(405_000));
  });

  it('applies a plate discount to the size price only, and reports it as the item discount', () => {
    const discount: PlateDiscount = { id: 'promo', type: 'PERCENT', percentage: 20 };
    const ticket = price({ lines: [line({ quantity: 2, garnishes: [[10_000, 1]] }, discount)] });
    const [first] = ticket.items;
    expect(first?.gross).toEqual(cents(220_000));
    expect(first?.plateDiscount).toEqual(cents(40_000));
    expect(first?.net).toEqual(cents(180_000));
    expect(first?.discount).toEqual({
      type: 'PERCENT',
      discountReferenceId: 'promo',
      itemId: 'burger',
      amount: cents(40_000),
    });
  });

  it('charges only `pay` of every complete group of `buy` units (MULTIPLE)', () => {
    const twoForOne: PlateDiscount = { id: '2x1', type: 'MULTIPLE', buy: 2, pay: 1 };
    const ticket = price({ lines: [line({ quantity: 5 }, twoForOne)] });
    expect(ticket.items[0]?.plateDiscount).toEqual(cents(200_000));
    expect(ticket.total).toEqual(total(300_000));
  });

  it('trusts neither the item price nor its discount, only the plate discount passed alongside', () => {
    const forged = item({
      price: 1,
      originalPrice: 1,
      discount: { type: 'FIXED', discountReferenceId: 'x', amount: 99_999 },
    });
    const ticket = price({ lines: [{ item: forged }] });
    expect(ticket.items[0]?.plateDiscount).toEqual(cents(0));
    expect(ticket.total).toEqual(total(100_000));
  });

  it('keeps line amounts exact and rounds the total once', () => {
    // Three lines of $ 9,99 with 12,5 % off: each $ 8,74125, rounded alone $ 8,74 (sum $ 26,22);
    // the exact sum $ 26,22375 rounds to $ 26,22 only once.
    const discount: PlateDiscount = { id: 'd', type: 'PERCENT', percentage: 12.5 };
    const lines = ['a', 'b', 'c'].map((id) => line({ referenceId: id, priceWithoutModifiers: 999 }, discount));
    const ticket = price({ lines });
    expect(ticket.items.map((l) => l.net)).toEqual([exact(8_741_250), exact(8_741_250), exact(8_741_250)]);
    expect(ticket.unroundedTotal).toEqual(exact(26_223_750));
    expect(ticket.total).toEqual(total(2_622));
    // Half a centavo rounds up: a 0,5 % surcharge on $ 1 makes $ 1,005 → $ 1,01.
    const half = price({
      lines: [line({ priceWithoutModifiers: 100 })],
      generalSurcharges: [{ id: 's', name: 'Recargo', type: 'PERCENT', value: 0.5 }],
    });
    expect(half.unroundedTotal).toEqual(exact(1_005_000));
    expect(half.total).toEqual(total(101));
  });

  it('reads corrupt quantities and prices as zero instead of failing', () => {
    const ticket = price({
      lines: [
        line({ quantity: -2 }),
        line({ quantity: 1.5 }),
        line({ priceWithoutModifiers: Number.NaN }),
        line({
          garnishes: [
            [-500, 1],
            [100, -1],
          ],
        }),
      ],
    });
    expect(ticket.items.map((l) => l.quantity)).toEqual([0, 0, 1, 1]);
    expect(ticket.total).toEqual(total(100_000));
  });

  it('prices in the country currency and scale', () => {
    const ticket = priceOrder({ country: 'cl', lines: [line({ priceWithoutModifiers: 4_990, quantity: 2 })] });
    expect(ticket.currency).toBe('CLP');
    expect(ticket.currencyScale).toBe(0);
    expect(ticket.itemsTotal).toEqual(money(99_800_000, 'CLP', 4));
    expect(ticket.total).toEqual(money(9_980, 'CLP', 0));
  });
});

describe('priceOrder: surcharges and general discounts (steps 2, 3)', () => {
  it('takes surcharges on the items total; no discount reduces them', () => {
    const ticket = price({
      lines: [burger],
      generalSurcharges: [
        { id: 's1', name: 'Recargo tarjeta', type: 'PERCENT', value: 10 },
        { id: 's2', name: 'Packaging', type: 'FIXED', value: 5_000 },
      ],
      generalDiscounts: [percentOff(100)],
    });
    expect(ticket.surcharges).toEqual([
      { name: 'Recargo tarjeta', type: 'PERCENT', value: 10, amount: cents(20_000), surchargeReferenceId: 's1' },
      { name: 'Packaging', type: 'FIXED', value: 5_000, amount: cents(5_000), surchargeReferenceId: 's2' },
    ]);
    expect(ticket.total).toEqual(total(25_000));
  });

  it('applies general discounts in order, each on what remains', () => {
    const ticket = price({
      lines: [burger],
      generalDiscounts: [percentOff(10, 'a'), percentOff(10, 'b'), fixedOff(10_000)],
    });
    expect(ticket.discounts.map((d) => d.amount)).toEqual([cents(20_000), cents(18_000), cents(10_000)]);
    expect(ticket.discounts[0]).toEqual({
      name: '10 %',
      type: 'PERCENT',
      value: 10,
      amount: cents(20_000),
      discountReferenceId: 'a',
    });
    expect(ticket.discountsTotal).toEqual(cents(48_000));
    expect(ticket.total).toEqual(total(152_000));
  });

  it('never discounts more than what remains, and leaves out lines that discount nothing', () => {
    const ticket = price({ lines: [burger], generalDiscounts: [fixedOff(500_000, 'big'), percentOff(10, 'late')] });
    expect(ticket.discounts).toHaveLength(1);
    expect(ticket.discounts[0]?.amount).toEqual(cents(200_000));
    expect(ticket.total).toEqual(total(0));
  });

  it('copies an external benefit type to its line', () => {
    const benefit: GeneralDiscount = { ...percentOff(5), externalBenefitType: 'CLUB' };
    expect(price({ lines: [burger], generalDiscounts: [benefit] }).discounts[0]?.externalBenefitType).toBe('CLUB');
  });
});

describe('priceOrder: service and delivery fees (steps 6, 7)', () => {
  it('charges userFee plus percentageUserFee % of the cart total', () => {
    const ticket = price({ lines: [burger], fees: { userFee: 5_000, percentageUserFee: 2.5 } });
    expect(ticket.serviceFee).toEqual(cents(10_000));
    expect(ticket.total).toEqual(total(210_000));
  });

  it('keeps the service fee on the cart total when discounts apply', () => {
    const fees = { userFee: 0, percentageUserFee: 10 };
    const plain = price({ lines: [burger], fees });
    const discounted = price({ lines: [burger], fees, generalDiscounts: [percentOff(50)], codeDiscount: code() });
    expect(discounted.serviceFee).toEqual(plain.serviceFee);
  });

  it('has no service fee without fees (shown as Bonificada)', () => {
    expect(price({ lines: [burger] }).serviceFee).toEqual(cents(0));
  });

  it.each([
    [true, 20_000],
    [false, 30_000],
  ])('paying cash %s charges a delivery fee of %d', (cashPayment, fee) => {
    const ticket = price({ lines: [burger], delivery: { fee: 30_000, cashFee: 20_000 }, cashPayment });
    expect(ticket.deliveryFee).toEqual(cents(fee));
    expect(ticket.total).toEqual(total(200_000 + fee));
  });

  it('charges the one fee when there is no cash variant, and none without delivery', () => {
    expect(price({ lines: [burger], delivery: { fee: 30_000 }, cashPayment: true }).deliveryFee).toEqual(cents(30_000));
    expect(price({ lines: [burger], delivery: null }).deliveryFee).toEqual(cents(0));
  });
});

describe('priceOrder: discount code (step 4)', () => {
  it("applies on what remains after general discounts, named 'Cupón de Descuento - {code}'", () => {
    const ticket = price({ lines: [burger], generalDiscounts: [percentOff(10)], codeDiscount: code({ value: 10 }) });
    expect(ticket.discounts.at(-1)).toEqual({
      name: 'Cupón de Descuento - VERANO',
      type: 'PERCENT',
      value: 10,
      amount: cents(18_000),
      discountReferenceId: 'code-1',
      code: 'VERANO',
    });
    expect(ticket.code).toEqual({ code: 'VERANO', outcome: 'applied', issues: [] });
    expect(ticket.total).toEqual(total(162_000));
  });

  it('is held to its maximum discount amount', () => {
    const ticket = price({ lines: [burger], codeDiscount: code({ value: 50, maximumDiscountAmount: 30_000 }) });
    expect(ticket.discounts[0]?.amount).toEqual(cents(30_000));
  });

  it("discounts only its category's items, after their share of the general discounts", () => {
    const ticket = price({
      lines: [burger, soda],
      generalDiscounts: [fixedOff(25_000)], // spread 2000:500 → soda keeps $ 450
      codeDiscount: code({ value: 50, category: { id: 'drinks', showName: 'Bebidas' } }),
    });
    expect(ticket.discounts.map((d) => d.amount)).toEqual([cents(25_000), cents(22_500)]);
  });

  it('is not applied while a condition is unmet, and says which', () => {
    const ticket = price({
      lines: [burger],
      codeDiscount: code({ minimumOrderAmount: 500_000, plate: { id: 'pizza', showName: 'Pizza' } }),
    });
    expect(ticket.discounts).toEqual([]);
    expect(ticket.code?.outcome).toBe('conditionsUnmet');
    expect(ticket.code?.issues.map((i) => i.condition)).toEqual(['minimumOrderAmount', 'requiredPlate']);
    expect(ticket.total).toEqual(total(200_000));
  });

  it('compares the minimum with the products after plate discounts', () => {
    const discounted = line({ quantity: 2 }, { id: 'd', type: 'FIXED', fixedDiscount: 10_000 }); // $ 1.800
    const minimum = code({ minimumOrderAmount: 190_000 });
    expect(price({ lines: [discounted], codeDiscount: minimum }).code?.outcome).toBe('conditionsUnmet');
    expect(price({ lines: [discounted], codeDiscount: code({ minimumOrderAmount: 180_000 }) }).code?.outcome).toBe(
      'applied',
    );
  });

  it("makes delivery free with a DELIVERY_FEE line named '... (Envio gratis)'", () => {
    const ticket = price({
      lines: [burger],
      delivery: { fee: 30_000 },
      codeDiscount: code({ type: 'DELIVERY_FEE', value: 0, externalBenefitType: 'PARTNER' }),
    });
    expect(ticket.deliveryFee).toEqual(cents(30_000));
    expect(ticket.discounts).toEqual([
      {
        name: 'Cupón de Descuento - VERANO (Envio gratis)',
        type: 'DELIVERY_FEE',
        value: 0,
        amount: cents(30_000),
        discountReferenceId: 'code-1',
        code: 'VERANO',
        externalBenefitType: 'PARTNER',
      },
    ]);
    expect(ticket.total).toEqual(total(200_000));
  });

  it("refuses a free-delivery code when delivery is already free: 'Ya tiene envío gratis'", () => {
    const ticket = price({ lines: [burger], delivery: { fee: 0 }, codeDiscount: code({ type: 'DELIVERY_FEE' }) });
    expect(ticket.code).toEqual({
      code: 'VERANO',
      outcome: 'conditionsUnmet',
      issues: [{ condition: 'alreadyFreeDelivery' }],
    });
  });

  it('reports a code with nothing left to discount', () => {
    const ticket = price({ lines: [burger], generalDiscounts: [percentOff(100)], codeDiscount: code() });
    expect(ticket.code?.outcome).toBe('nothingToDiscount');
    expect(ticket.discounts).toHaveLength(1);
  });
});

describe('priceOrder: loyalty points (step 5)', () => {
  it('pays with points, one currency unit each, and sends them as redeemed', () => {
    const ticket = price({ lines: [burger], loyalty: { program: program(), balance: 3000, points: 500 } });
    expect(ticket.loyalty).toMatchObject({
      outcome: 'applied',
      requestedPoints: 500,
      redeemedPoints: 500,
      amount: pesos(500),
      redeemableAmount: pesos(2000),
      maxPointsForOrder: 1000,
      defaultPoints: 1000,
      message: null,
      earnedPoints: 150, // 10 % of the $ 1.500 paid for products
    });
    expect(ticket.total).toEqual(total(150_000));
  });

  it('tells what could be redeemed when no points are asked for', () => {
    const ticket = price({ lines: [burger], loyalty: { program: program(), balance: 600 } });
    expect(ticket.loyalty).toMatchObject({
      outcome: 'notRequested',
      redeemedPoints: 0,
      defaultPoints: 600,
      earnedPoints: 200,
    });
    expect(ticket.total).toEqual(total(200_000));
  });

  it('does not apply invalid points, with the validation message', () => {
    const ticket = price({ lines: [burger], loyalty: { program: program(), balance: 3000, points: 1001 } });
    expect(ticket.loyalty).toMatchObject({
      outcome: 'invalid',
      redeemedPoints: 0,
      message: 'El máximo de Puntos utilizable para este pedido es: 1000',
    });
    expect(ticket.total).toEqual(total(200_000));
  });

  it('does not apply points of an inactive program', () => {
    const ticket = price({
      lines: [burger],
      loyalty: { program: program({ active: false }), balance: 3000, points: 500 },
    });
    expect(ticket.loyalty).toMatchObject({ outcome: 'inactive', redeemedPoints: 0, earnedPoints: 0 });
  });

  it('measures the order maximum on what remains after general discounts', () => {
    const ticket = price({
      lines: [burger],
      generalDiscounts: [percentOff(50)],
      loyalty: { program: program(), balance: 3000, points: 500 },
    });
    expect(ticket.loyalty).toMatchObject({ outcome: 'applied', redeemableAmount: pesos(1000), maxPointsForOrder: 500 });
    expect(ticket.total).toEqual(total(50_000));
  });

  it(`does not combine with a code by default (CODE_AND_LOYALTY_EXCLUSIVE = ${CODE_AND_LOYALTY_EXCLUSIVE}): the larger one stays`, () => {
    const smallCode = code({ value: 10 }); // $ 200
    const pointsWin = price({
      lines: [burger],
      codeDiscount: smallCode,
      loyalty: { program: program(), balance: 3000, points: 500 },
    });
    expect(pointsWin.loyalty?.outcome).toBe('applied');
    expect(pointsWin.code?.outcome).toBe('notCombinedWithLoyalty');
    expect(pointsWin.discounts).toEqual([]);
    expect(pointsWin.notCombinedDiscounts.map((d) => d.amount)).toEqual([pesos(200)]);
    expect(pointsWin.total).toEqual(total(150_000));

    const codeWins = price({
      lines: [burger],
      codeDiscount: smallCode,
      loyalty: { program: program(), balance: 3000, points: 150 },
    });
    expect(codeWins.loyalty).toMatchObject({ outcome: 'discountsWereBetter', redeemedPoints: 0 });
    expect(codeWins.code?.outcome).toBe('applied');
    expect(codeWins.total).toEqual(total(180_000));
  });

  it('keeps the code on a tie, so the diner keeps the points', () => {
    const ticket = price({
      lines: [burger],
      codeDiscount: code({ value: 10 }),
      loyalty: { program: program(), balance: 3000, points: 200 },
    });
    expect(ticket.loyalty?.outcome).toBe('discountsWereBetter');
    expect(ticket.code?.outcome).toBe('applied');
  });

  it('combines code and points when they are not exclusive', () => {
    const ticket = price({
      lines: [burger],
      codeDiscount: code({ value: 10 }),
      loyalty: { program: program(), balance: 3000, points: 500 },
      codeAndLoyaltyExclusive: false,
    });
    expect(ticket.code?.outcome).toBe('applied');
    expect(ticket.loyalty).toMatchObject({ outcome: 'applied', redeemableAmount: pesos(1800) });
    expect(ticket.total).toEqual(total(130_000));
  });

  it('does not combine with general discounts when the program does not support discounts', () => {
    const noDiscounts = program({ supportsDiscounts: false });
    const ticket = price({
      lines: [burger],
      generalDiscounts: [percentOff(10)],
      codeAndLoyaltyExclusive: false,
      codeDiscount: code({ value: 5 }),
      loyalty: { program: noDiscounts, balance: 3000, points: 1000 },
    });
    expect(ticket.loyalty).toMatchObject({ outcome: 'applied', redeemableAmount: pesos(2000) });
    expect(ticket.discounts).toEqual([]);
    expect(ticket.notCombinedDiscounts.map((d) => d.discountReferenceId)).toEqual(['g-percent', 'code-1']);
    expect(ticket.code?.outcome).toBe('notCombinedWithLoyalty');
    expect(ticket.total).toEqual(total(100_000));

    const discountsWin = price({
      lines: [burger],
      generalDiscounts: [percentOff(10)],
      loyalty: { program: noDiscounts, balance: 3000, points: 100 },
    });
    expect(discountsWin.loyalty?.outcome).toBe('discountsWereBetter');
    expect(discountsWin.discounts).toHaveLength(1);
  });

  it('earns points on what is paid for products, after discounts and points', () => {
    const ticket = price({
      lines: [burger],
      fees: { userFee: 10_000 },
      delivery: { fee: 30_000 },
      generalDiscounts: [percentOff(10)],
      loyalty: { program: program({ orderPercentage: 5 }), balance: 3000, points: 300 },
    });
    // $ 2.000 − $ 200 − $ 300 = $ 1.500 → 75 points; fees and delivery earn nothing.
    expect(ticket.loyalty?.earnedPoints).toBe(75);
  });
});

describe('roundForDisplay', () => {
  it('rounds a line half-up to the currency minor unit', () => {
    expect(roundForDisplay(exact(8_741_250), 2)).toEqual(total(874));
    expect(roundForDisplay(exact(8_745_000), 2)).toEqual(total(875));
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const plateDiscountArb: fc.Arbitrary<PlateDiscount | undefined> = fc.option(
  fc.oneof(
    fc.record({
      id: fc.constant('p'),
      type: fc.constant('PERCENT' as const),
      percentage: fc.integer({ min: 0, max: 100 }),
    }),
    fc.record({
      id: fc.constant('p'),
      type: fc.constant('FIXED' as const),
      fixedDiscount: fc.integer({ min: 0, max: 200_000 }),
    }),
    fc.record({
      id: fc.constant('p'),
      type: fc.constant('FINAL_PRICE' as const),
      finalPrice: fc.integer({ min: 0, max: 200_000 }),
    }),
    fc.record({
      id: fc.constant('p'),
      type: fc.constant('MULTIPLE' as const),
      buy: fc.integer({ min: 1, max: 4 }),
      pay: fc.integer({ min: 0, max: 3 }),
    }),
  ),
  { nil: undefined },
);

const lineArb: fc.Arbitrary<PricingLine> = fc
  .record({
    referenceId: fc.constantFrom('burger', 'pizza', 'soda'),
    categoryId: fc.constantFrom('mains', 'drinks', 'desserts'),
    priceWithoutModifiers: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 0, max: 12 }),
    garnishes: fc.array(fc.tuple(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 3 })), {
      maxLength: 3,
    }),
    plateDiscount: plateDiscountArb,
  })
  .map(({ plateDiscount, ...overrides }) => line(overrides, plateDiscount));

const percentArb = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));
const adjustmentArb = (index: number) =>
  fc.oneof(
    percentArb.map((value) => ({ id: `a${index}`, name: 'A', type: 'PERCENT' as const, value })),
    fc
      .integer({ min: 0, max: 300_000 })
      .map((value) => ({ id: `a${index}`, name: 'A', type: 'FIXED' as const, value })),
  );
const adjustmentsArb: fc.Arbitrary<GeneralDiscount[]> = fc
  .array(fc.nat(), { maxLength: 3 })
  .chain((ids) => fc.tuple(...ids.map((_, i) => adjustmentArb(i))));

const codeArb: fc.Arbitrary<CodeDiscountInfo> = fc.record({
  code: fc.constant('PROMO'),
  id: fc.constant('code'),
  type: fc.constantFrom('PERCENT' as const, 'FIXED' as const, 'DELIVERY_FEE' as const),
  value: fc.integer({ min: 0, max: 100 }),
  minimumOrderAmount: fc.option(fc.integer({ min: 0, max: 300_000 })),
  maximumDiscountAmount: fc.option(fc.integer({ min: 0, max: 100_000 })),
  category: fc.option(fc.constantFrom({ id: 'drinks', showName: 'Bebidas' }, { id: 'mains', showName: 'Principales' })),
});

const programArb: fc.Arbitrary<LoyaltyProgram> = fc.record({
  name: fc.constant('Puntos'),
  active: fc.boolean(),
  orderPercentage: fc.integer({ min: 0, max: 20 }),
  minRedeemedPoints: fc.integer({ min: 0, max: 200 }),
  maxRedeemedPoints: fc.option(fc.integer({ min: 0, max: 5000 })),
  maxRedeemedPercentage: fc.option(fc.integer({ min: 0, max: 100 })),
  supportsDiscounts: fc.option(fc.boolean()),
});

const inputArb: fc.Arbitrary<PriceOrderInput> = fc.record({
  country: fc.constantFrom('ar', 'cl', 'pe'),
  lines: fc.array(lineArb, { maxLength: 5 }),
  generalDiscounts: adjustmentsArb,
  generalSurcharges: adjustmentsArb as fc.Arbitrary<GeneralSurcharge[]>,
  fees: fc.record({ userFee: fc.integer({ min: 0, max: 20_000 }), percentageUserFee: percentArb.map((p) => p / 10) }),
  delivery: fc.option(
    fc.record({ fee: fc.integer({ min: 0, max: 50_000 }), cashFee: fc.option(fc.integer({ min: 0, max: 50_000 })) }),
  ),
  cashPayment: fc.boolean(),
  codeDiscount: fc.option(codeArb),
  loyalty: fc.option(
    fc.record({
      program: programArb,
      balance: fc.integer({ min: 0, max: 10_000 }),
      points: fc.integer({ min: 0, max: 3000 }),
    }),
  ),
  codeAndLoyaltyExclusive: fc.boolean(),
});

const sumOf = (values: readonly Money[], like: Money): number =>
  values.reduce((acc, m) => acc + toScale(m, like.scale).amount, 0);

describe('priceOrder properties', () => {
  it('a total is never negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ticket = priceOrder(input);
        expect(ticket.total.amount).toBeGreaterThanOrEqual(0);
        expect(ticket.unroundedTotal.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a discount line never exceeds what it discounts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ticket = priceOrder(input);
        for (const l of ticket.items) {
          expect(l.plateDiscount.amount).toBeGreaterThanOrEqual(0);
          expect(l.plateDiscount.amount).toBeLessThanOrEqual(l.gross.amount);
        }
        let remaining = ticket.itemsTotal.amount;
        for (const d of ticket.discounts) {
          expect(d.amount.amount).toBeGreaterThan(0);
          if (d.type === 'DELIVERY_FEE') {
            expect(d.amount.amount).toBeLessThanOrEqual(ticket.deliveryFee.amount);
          } else {
            expect(d.amount.amount).toBeLessThanOrEqual(remaining);
            remaining -= d.amount.amount;
          }
        }
        if (ticket.loyalty) {
          expect(ticket.loyalty.amount.amount).toBeLessThanOrEqual(ticket.loyalty.redeemableAmount.amount);
          expect(ticket.loyalty.amount.amount).toBeLessThanOrEqual(remaining);
        }
      }),
    );
  });

  it('applying discounts never increases the total', () => {
    fc.assert(
      fc.property(inputArb, adjustmentArb(9), (input, extra) => {
        const withoutPoints = { ...input, loyalty: null };
        const none = priceOrder({ ...withoutPoints, generalDiscounts: [], codeDiscount: null });
        const some = priceOrder(withoutPoints);
        const more = priceOrder({ ...withoutPoints, generalDiscounts: [extra, ...(input.generalDiscounts ?? [])] });
        expect(some.unroundedTotal.amount).toBeLessThanOrEqual(none.unroundedTotal.amount);
        expect(more.unroundedTotal.amount).toBeLessThanOrEqual(some.unroundedTotal.amount);
        expect(some.total.amount).toBeLessThanOrEqual(none.total.amount);
        expect(more.total.amount).toBeLessThanOrEqual(some.total.amount);
      }),
    );
  });

  it('redeeming the default points never increases the total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(input.loyalty != null);
        const base = priceOrder({ ...input, loyalty: input.loyalty ? { ...input.loyalty, points: 0 } : null });
        const points = base.loyalty?.defaultPoints ?? 0;
        const redeemed = priceOrder({ ...input, loyalty: input.loyalty ? { ...input.loyalty, points } : null });
        expect(redeemed.unroundedTotal.amount).toBeLessThanOrEqual(base.unroundedTotal.amount);
      }),
    );
  });

  it('reports only the documented outcomes', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ticket = priceOrder(input);
        if (ticket.code) expect(codeOutcomes).toContain(ticket.code.outcome);
        if (ticket.loyalty) expect(loyaltyOutcomes).toContain(ticket.loyalty.outcome);
        expect(ticket.code === null).toBe(input.codeDiscount == null);
        expect(ticket.loyalty === null).toBe(input.loyalty == null);
      }),
    );
  });

  it('the sum of line nets equals the items total, and each net is gross minus plate discount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const ticket = priceOrder(input);
        expect(
          sumOf(
            ticket.items.map((l) => l.net),
            ticket.itemsTotal,
          ),
        ).toBe(ticket.itemsTotal.amount);
        for (const l of ticket.items) expect(l.net.amount).toBe(l.gross.amount - l.plateDiscount.amount);
      }),
    );
  });

  it('the total is the formula, rounded once to the minor unit', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const t = priceOrder(input);
        const exactTotal =
          t.itemsTotal.amount +
          t.surchargesTotal.amount -
          t.discountsTotal.amount -
          (t.loyalty?.amount.amount ?? 0) +
          t.serviceFee.amount +
          t.deliveryFee.amount;
        expect(t.unroundedTotal.amount).toBe(Math.max(0, exactTotal));
        expect(t.total.scale).toBe(t.currencyScale);
        expect(t.total).toEqual(roundForDisplay(t.unroundedTotal, t.currencyScale));
      }),
    );
  });
});
