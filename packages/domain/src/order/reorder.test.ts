import { describe, expect, it } from 'vitest';
import type { Category, Plate } from '../catalog/types.ts';
import { menuPlatesOf } from './rebuild-lines.ts';
import { type PreviousLine, reorderLines, reorderMessages } from './reorder.ts';

const burger: Plate = {
  id: 'burger',
  name: 'Hamburguesa',
  showName: 'Hamburguesa',
  categoryId: 'mains',
  sizes: [
    { id: 'simple', name: 'Simple', price: 400000 },
    { id: 'double', name: 'Doble', price: 550000 },
  ],
  garnishGroups: [
    {
      id: 'sauces',
      name: 'Salsas',
      mandatory: false,
      multipleSelection: true,
      minGarnishAmount: 0,
      maxGarnishAmount: 2,
      garnishes: [{ id: 'alioli', name: 'Alioli', price: 5000, visible: true }],
    },
  ],
  discount: { id: 'off', type: 'PERCENT', percentage: 10 },
};
const soda: Plate = {
  id: 'soda',
  name: 'Gaseosa',
  showName: 'Gaseosa',
  categoryId: 'drinks',
  sizes: [{ id: 'can', name: 'Lata', price: 150000 }],
  garnishGroups: [],
  discount: { id: 'two-for-one', type: 'MULTIPLE', buy: 2, pay: 1 },
};
const categories: Category[] = [
  { id: 'mains', name: 'Principales', showName: 'Principales', plates: [burger] },
  { id: 'drinks', name: 'Bebidas', showName: 'Bebidas', plates: [soda] },
];
const menu = menuPlatesOf(categories);

/** A double burger with alioli: $ 5.550 less 10 %, which the ticket rounds to $ 5.000 today. */
function burgerLine(overrides: Partial<PreviousLine> = {}): PreviousLine {
  return {
    referenceId: 'burger',
    name: 'Hamburguesa',
    quantity: 1,
    notes: 'Sin cebolla',
    sizeId: 'double',
    source: 'plate',
    extras: [{ groupId: 'sauces', groupItems: [{ referenceId: 'alioli', quantity: 1 }] }],
    accPrice: 500000,
    ...overrides,
  };
}

/** Two sodas at 2x1: $ 1.500 today. */
const sodas: PreviousLine = {
  referenceId: 'soda',
  name: 'Gaseosa',
  quantity: 2,
  notes: '',
  source: 'plate',
  extras: [],
  accPrice: 150000,
};

describe('reorderLines', () => {
  it("puts back every line still offered, built from today's menu, and says nothing when nothing changed", () => {
    const { items, notices } = reorderLines([burgerLine(), sodas], menu, 'ar');
    expect(notices).toEqual([]);
    expect(items).toMatchObject([
      { referenceId: 'burger', sizeId: 'double', quantity: 1, notes: 'Sin cebolla' },
      { referenceId: 'soda', sizeId: 'can', quantity: 2, price: 150000 },
    ]);
    expect(items[0]?.extras[0]?.groupItems).toContainEqual(expect.objectContaining({ referenceId: 'alioli' }));
  });

  it('leaves out what is no longer offered and says so, then each line whose price changed, before and now', () => {
    const { items, notices } = reorderLines(
      [
        burgerLine({ referenceId: 'milanesa', name: 'Milanesa napolitana' }),
        burgerLine({ accPrice: 450000 }),
        burgerLine({ sizeId: 'triple' }),
        { ...sodas, accPrice: 300000 },
      ],
      menu,
      'ar',
    );
    expect(items.map((item) => item.referenceId)).toEqual(['burger', 'soda']);
    expect(notices).toEqual([
      'Milanesa napolitana ya no está disponible',
      'Hamburguesa: la opción elegida ya no está disponible',
      'Hamburguesa cambió de precio: antes $ 4.500, ahora $ 5.000',
      'Gaseosa cambió de precio: antes $ 3.000, ahora $ 1.500',
    ]);
  });

  it('says so when none of the lines can be ordered today', () => {
    const gone = burgerLine({ referenceId: 'milanesa', name: 'Milanesa' });
    expect(reorderLines([gone], menu, 'ar')).toEqual({
      items: [],
      notices: ['Milanesa ya no está disponible', reorderMessages.nothingLeft],
    });
  });
});
