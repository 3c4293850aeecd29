import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GarnishGroup, Plate, PlateDiscount } from '../catalog/types.ts';
import { buildCartItem } from './cart-item.ts';
import {
  changePlateQuantity,
  decrementGarnish,
  garnishQuantity,
  groupCount,
  incrementGarnish,
  initialPlateForm,
  invalidGroupIds,
  isGroupValid,
  type PlateForm,
  type PlateFormUpdate,
  plateFormError,
  selectSize,
  setItemNotes,
  showsSizeChoice,
  toggleGarnish,
} from './form.ts';
import { plateMessages } from './messages.ts';

function group(overrides: Partial<GarnishGroup> = {}): GarnishGroup {
  return {
    id: 'g',
    name: 'Salsas',
    mandatory: false,
    multipleSelection: false,
    minGarnishAmount: 0,
    maxGarnishAmount: 2,
    garnishes: [
      { id: 'a', name: 'Alioli', price: 5000, visible: true },
      { id: 'b', name: 'Barbacoa', price: 0, visible: true },
      { id: 'c', name: 'Cheddar', price: 20000, visible: true },
      { id: 'h', name: 'Oculta', price: 100, visible: false },
    ],
    ...overrides,
  };
}

const radio = group({ id: 'punto', name: 'Punto', mandatory: true, maxGarnishAmount: 1, minGarnishAmount: 1 });
const extras = group({ id: 'extras', name: 'Extras', multipleSelection: true, maxGarnishAmount: 3 });

const plate: Plate = {
  id: 'p1',
  name: 'Hamburguesa',
  showName: 'Hamburguesa',
  categoryId: 'c1',
  sizes: [
    { id: 's', name: 'Simple', price: 400000 },
    { id: 'd', name: 'Doble', price: 550000 },
  ],
  garnishGroups: [radio, extras],
  maxQuantity: 5,
};

function formOf(update: PlateFormUpdate): PlateForm {
  expect(update).toMatchObject({ ok: true });
  return update.form;
}

describe('sizes', () => {
  it('shows the choice only with more than one size, and then it is mandatory', () => {
    expect(showsSizeChoice(plate)).toBe(true);
    expect(initialPlateForm(plate)).toEqual({ quantity: 1, notes: '', garnishes: [] });
    expect(plateFormError(plate, formOf(toggleGarnish(initialPlateForm(plate), radio, 'a')))).toBe(
      plateMessages.sizeRequired,
    );
    const single = { sizes: [{ id: 'u', name: 'Única', price: 100 }], garnishGroups: [] };
    expect(showsSizeChoice(single)).toBe(false);
    expect(initialPlateForm(single)).toEqual({ sizeId: 'u', quantity: 1, notes: '', garnishes: [] });
    expect(plateFormError(single, initialPlateForm(single))).toBeNull();
  });

  it('selects only sizes of the plate', () => {
    const form = initialPlateForm(plate);
    expect(selectSize(form, plate, 'd').sizeId).toBe('d');
    expect(selectSize(form, plate, 'zz')).toBe(form);
  });
});

describe('garnish groups', () => {
  const start = initialPlateForm(plate);

  it('a single-choice group with max 1 swaps its choice, each garnish 0 or 1', () => {
    let form = formOf(toggleGarnish(start, radio, 'a'));
    form = formOf(toggleGarnish(form, radio, 'b'));
    expect(garnishQuantity(form, 'punto', 'a')).toBe(0);
    expect(garnishQuantity(form, 'punto', 'b')).toBe(1);
    expect(groupCount(form, 'punto')).toBe(1);
    expect(incrementGarnish(form, radio, 'b')).toEqual({ ok: false, form, message: plateMessages.garnishMax });
    expect(formOf(incrementGarnish(form, radio, 'c')).garnishes).toEqual([
      { groupId: 'punto', garnishId: 'c', quantity: 1 },
    ]);
    expect(groupCount(formOf(toggleGarnish(form, radio, 'b')), 'punto')).toBe(0);
  });

  it("refuses a new option in a full group with 'Ya se ha seleccionado el maximo...'", () => {
    const checkboxes = group({ maxGarnishAmount: 2 });
    const form = formOf(toggleGarnish(formOf(toggleGarnish(start, checkboxes, 'a')), checkboxes, 'b'));
    expect(toggleGarnish(form, checkboxes, 'c')).toEqual({
      ok: false,
      form,
      message: 'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo',
    });
    expect(incrementGarnish(form, checkboxes, 'c')).toMatchObject({ ok: false, message: plateMessages.groupFull });
    expect(groupCount(formOf(toggleGarnish(form, checkboxes, 'a')), 'g')).toBe(1);
  });

  it("refuses more of a chosen garnish past the maximum with 'No se pueden agregar mas que el máximo'", () => {
    let form = formOf(incrementGarnish(start, extras, 'a'));
    form = formOf(incrementGarnish(form, extras, 'a'));
    form = formOf(incrementGarnish(form, extras, 'c'));
    expect(groupCount(form, 'extras')).toBe(3);
    expect(incrementGarnish(form, extras, 'a')).toEqual({
      ok: false,
      form,
      message: 'No se pueden agregar mas que el máximo',
    });
    expect(incrementGarnish(form, extras, 'b')).toMatchObject({ ok: false, message: plateMessages.groupFull });
    form = decrementGarnish(form, extras, 'a');
    expect(garnishQuantity(form, 'extras', 'a')).toBe(1);
    form = decrementGarnish(decrementGarnish(form, extras, 'a'), extras, 'a');
    expect(garnishQuantity(form, 'extras', 'a')).toBe(0);
    expect(form.garnishes.every((g) => g.quantity > 0)).toBe(true);
  });

  it('ignores hidden or unknown garnishes', () => {
    expect(toggleGarnish(start, extras, 'h').form).toBe(start);
    expect(incrementGarnish(start, extras, 'zz').form).toBe(start);
  });

  it('treats a maximum of 0 as no upper bound', () => {
    const open = group({ multipleSelection: true, maxGarnishAmount: 0 });
    let form = start;
    for (let i = 0; i < 10; i += 1) form = formOf(incrementGarnish(form, open, 'a'));
    expect(garnishQuantity(form, 'g', 'a')).toBe(10);
  });

  it.each([
    ['optional', group(), 0, true],
    [
      'multiple below min',
      group({ mandatory: true, multipleSelection: true, minGarnishAmount: 2, maxGarnishAmount: 4 }),
      1,
      false,
    ],
    [
      'multiple at min',
      group({ mandatory: true, multipleSelection: true, minGarnishAmount: 2, maxGarnishAmount: 4 }),
      2,
      true,
    ],
    [
      'multiple at max',
      group({ mandatory: true, multipleSelection: true, minGarnishAmount: 2, maxGarnishAmount: 4 }),
      4,
      true,
    ],
    [
      'multiple above max',
      group({ mandatory: true, multipleSelection: true, minGarnishAmount: 2, maxGarnishAmount: 4 }),
      5,
      false,
    ],
    ['multiple with min 0 and none', group({ mandatory: true, multipleSelection: true, minGarnishAmount: 0 }), 0, true],
    ['single with none', group({ mandatory: true, minGarnishAmount: 0 }), 0, false],
    ['single with one', group({ mandatory: true, minGarnishAmount: 0 }), 1, true],
    ['single below min', group({ mandatory: true, minGarnishAmount: 2 }), 1, false],
    ['single at min', group({ mandatory: true, minGarnishAmount: 2 }), 2, true],
  ] as const)('a mandatory-rule group, %s, is valid: %s', (_, g, count, valid) => {
    expect(isGroupValid(g, count)).toBe(valid);
  });

  it("names the invalid groups and gives 'Revise que haya agregado...'", () => {
    const form = selectSize(start, plate, 's');
    expect(invalidGroupIds(plate, form)).toEqual(['punto']);
    expect(plateFormError(plate, form)).toBe('Revise que haya agregado la cantidad correcta de guarniciones');
    expect(plateMessages.wrongGarnishCount).toBe('Revise que haya agregado la cantidad correcta de guarniciones');
    expect(plateFormError(plate, formOf(toggleGarnish(form, radio, 'a')))).toBeNull();
  });

  it('never lets a group pass its maximum, whatever the presses', () => {
    const anyGroup = fc.record({
      multipleSelection: fc.boolean(),
      maxGarnishAmount: fc.integer({ min: 1, max: 4 }),
    });
    const press = fc.record({
      kind: fc.constantFrom('toggle', 'inc', 'dec'),
      garnish: fc.constantFrom('a', 'b', 'c', 'h'),
    });
    fc.assert(
      fc.property(anyGroup, fc.array(press, { maxLength: 30 }), (shape, presses) => {
        const g = group(shape);
        let form = start;
        for (const p of presses) {
          if (p.kind === 'toggle') form = toggleGarnish(form, g, p.garnish).form;
          else if (p.kind === 'inc') form = incrementGarnish(form, g, p.garnish).form;
          else form = decrementGarnish(form, g, p.garnish);
          expect(groupCount(form, 'g')).toBeLessThanOrEqual(g.maxGarnishAmount);
          for (const s of form.garnishes) {
            expect(s.quantity).toBeGreaterThan(0);
            if (!g.multipleSelection) expect(s.quantity).toBe(1);
          }
        }
      }),
    );
  });
});

describe('quantity and notes', () => {
  const form = initialPlateForm(plate);

  it('never goes below 1', () => {
    expect(formOf(changePlateQuantity(form, plate, 0)).quantity).toBe(1);
    expect(formOf(changePlateQuantity(form, plate, -4)).quantity).toBe(1);
    expect(formOf(changePlateQuantity(form, plate, 3.8)).quantity).toBe(3);
    expect(formOf(changePlateQuantity(form, plate, Number.NaN)).quantity).toBe(1);
  });

  it('refuses to pass the plate maximum, counting what is already in the cart', () => {
    expect(formOf(changePlateQuantity(form, plate, 5)).quantity).toBe(5);
    expect(changePlateQuantity(form, plate, 6)).toEqual({
      ok: false,
      form,
      message: 'Has alcanzado el máximo de unidades (5) para este producto',
    });
    expect(changePlateQuantity(form, plate, 3, 3)).toMatchObject({ ok: false });
    const three = formOf(changePlateQuantity(form, plate, 3));
    expect(formOf(changePlateQuantity(three, plate, 2, 4)).quantity).toBe(2);
    expect(formOf(changePlateQuantity(form, { maxQuantity: undefined }, 9999999)).quantity).toBe(9999999);
  });

  it('cuts notes at the limit (250 by default)', () => {
    expect(setItemNotes(form, 'x'.repeat(300)).notes).toHaveLength(250);
    expect(setItemNotes(form, 'sin cebolla', 3).notes).toBe('sin');
    expect(setItemNotes(form, 'x'.repeat(300), null).notes).toHaveLength(300);
  });
});

describe('building the cart item', () => {
  const chosen = (() => {
    let form = selectSize(initialPlateForm(plate), plate, 'd');
    form = formOf(toggleGarnish(form, radio, 'a'));
    form = formOf(incrementGarnish(form, extras, 'c'));
    form = formOf(incrementGarnish(form, extras, 'c'));
    form = formOf(changePlateQuantity(form, plate, 2));
    return setItemNotes(form, 'sin sal');
  })();

  it('builds the line with size price, garnishes and the chosen extras', () => {
    const result = buildCartItem(plate, chosen, { categoryShowName: 'Hamburguesas' });
    expect(result).toEqual({
      ok: true,
      item: {
        referenceId: 'p1',
        referenceType: 'PLATE',
        name: 'Hamburguesa',
        notes: 'sin sal',
        priceWithoutModifiers: 550000,
        originalPrice: 550000 + 5000 + 2 * 20000,
        price: 595000,
        quantity: 2,
        sizeId: 'd',
        categoryId: 'c1',
        categoryShowName: 'Hamburguesas',
        source: 'plate',
        maxQuantity: 5,
        extras: [
          {
            groupId: 'punto',
            groupName: 'Punto',
            minGarnishAmount: 1,
            maxGarnishAmount: 1,
            multipleSelection: false,
            mandatory: true,
            cantAct: 1,
            groupItems: [{ referenceId: 'a', referenceType: 'GARNISH', name: 'Alioli', quantity: 1, price: 5000 }],
          },
          {
            groupId: 'extras',
            groupName: 'Extras',
            minGarnishAmount: 0,
            maxGarnishAmount: 3,
            multipleSelection: true,
            mandatory: false,
            cantAct: 2,
            groupItems: [{ referenceId: 'c', referenceType: 'GARNISH', name: 'Cheddar', quantity: 2, price: 20000 }],
          },
        ],
      },
    });
  });

  it('marks an upsold line', () => {
    const result = buildCartItem(plate, chosen, { categoryShowName: 'H', source: 'upselled' });
    expect(result.ok && result.item).toMatchObject({ source: 'upselled', upsell: true });
  });

  it('refuses an incomplete form with its message', () => {
    expect(buildCartItem(plate, initialPlateForm(plate), { categoryShowName: 'H' })).toEqual({
      ok: false,
      message: plateMessages.sizeRequired,
    });
  });

  function priced(discount: PlateDiscount) {
    const result = buildCartItem({ ...plate, discount }, chosen, { categoryShowName: 'H' });
    if (!result.ok) throw new Error(result.message);
    const { priceWithoutModifiers, originalPrice, price } = result.item;
    return { priceWithoutModifiers, originalPrice, price };
  }

  it.each<[string, PlateDiscount, number]>([
    ['PERCENT 10', { id: 'd', type: 'PERCENT', percentage: 10 }, 540000],
    ['PERCENT 12.5', { id: 'd', type: 'PERCENT', percentage: 12.5 }, 526250],
    ['PERCENT 150', { id: 'd', type: 'PERCENT', percentage: 150 }, 45000],
    ['FIXED', { id: 'd', type: 'FIXED', fixedDiscount: 100000 }, 495000],
    ['FIXED beyond the size price', { id: 'd', type: 'FIXED', fixedDiscount: 9_000_000 }, 45000],
    ['FINAL_PRICE', { id: 'd', type: 'FINAL_PRICE', finalPrice: 300000 }, 345000],
    ['FINAL_PRICE above the price', { id: 'd', type: 'FINAL_PRICE', finalPrice: 900000 }, 595000],
    ['MULTIPLE', { id: 'd', type: 'MULTIPLE', buy: 2, pay: 1 }, 595000],
  ])('%s applies to the size price, garnishes are charged in full', (_, discount, price) => {
    expect(priced(discount)).toEqual({ priceWithoutModifiers: 550000, originalPrice: 595000, price });
  });

  it('records the discount on the line: per-unit amount × quantity, MULTIPLE left to pricing', () => {
    const percent = buildCartItem({ ...plate, discount: { id: 'd9', type: 'PERCENT', percentage: 10 } }, chosen, {
      categoryShowName: 'H',
    });
    expect(percent.ok && percent.item.discount).toEqual({
      type: 'PERCENT',
      discountReferenceId: 'd9',
      itemId: 'p1',
      amount: 2 * 55000,
    });
    const multiple = buildCartItem({ ...plate, discount: { id: 'd8', type: 'MULTIPLE', buy: 3, pay: 2 } }, chosen, {
      categoryShowName: 'H',
    });
    expect(multiple.ok && multiple.item).toMatchObject({
      price: 595000,
      discount: { type: 'MULTIPLE', discountReferenceId: 'd8', amount: 0 },
    });
  });

  it('rounds a percentage half-up to the minor unit', () => {
    const cheap: Plate = { ...plate, sizes: [{ id: 'u', name: 'Única', price: 999 }], garnishGroups: [] };
    const result = buildCartItem(
      { ...cheap, discount: { id: 'd', type: 'PERCENT', percentage: 12.5 } },
      initialPlateForm(cheap),
      {
        categoryShowName: 'H',
      },
    );
    expect(result.ok && result.item.price).toBe(999 - 125);
  });

  it('refuses a plate without sizes', () => {
    const sizeless: Plate = { ...plate, sizes: [], garnishGroups: [] };
    expect(buildCartItem(sizeless, initialPlateForm(sizeless), { categoryShowName: 'H' })).toEqual({
      ok: false,
      message: plateMessages.sizeRequired,
    });
  });

  it('a discounted price is never below 0 nor above the original', () => {
    const discount = fc.oneof(
      fc.record({
        id: fc.constant('d'),
        type: fc.constant('PERCENT' as const),
        percentage: fc.double({ min: -50, max: 300, noNaN: true }).map((n) => Math.round(n * 100) / 100),
      }),
      fc.record({
        id: fc.constant('d'),
        type: fc.constant('FIXED' as const),
        fixedDiscount: fc.integer({ min: -1e6, max: 1e7 }),
      }),
      fc.record({
        id: fc.constant('d'),
        type: fc.constant('FINAL_PRICE' as const),
        finalPrice: fc.integer({ min: -1e6, max: 1e7 }),
      }),
    );
    fc.assert(
      fc.property(discount, (d) => {
        const prices = priced(d);
        expect(prices.price).toBeGreaterThanOrEqual(prices.originalPrice - prices.priceWithoutModifiers);
        expect(prices.price).toBeLessThanOrEqual(prices.originalPrice);
        expect(Number.isSafeInteger(prices.price)).toBe(true);
      }),
    );
  });
});
