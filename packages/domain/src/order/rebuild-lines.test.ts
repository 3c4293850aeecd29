import { describe, expect, it } from 'vitest';
import type { Category, Plate } from '../catalog/types.ts';
import { plateMessages } from '../plate/messages.ts';
import { orderCreationMessages } from './messages.ts';
import { menuPlatesOf, type RequestedLine, rebuildLine, rebuildLines } from './rebuild-lines.ts';
import { statusOnCreation } from './status.ts';

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
      garnishes: [
        { id: 'alioli', name: 'Alioli', price: 5000, visible: true },
        { id: 'hidden', name: 'Oculta', price: 100, visible: false },
      ],
    },
  ],
  maxQuantity: 3,
  discount: { id: 'off', type: 'PERCENT', percentage: 10 },
};
const soda: Plate = {
  id: 'soda',
  name: 'Gaseosa',
  showName: 'Gaseosa',
  categoryId: 'drinks',
  sizes: [{ id: 'can', name: 'Lata', price: 150000 }],
  garnishGroups: [],
};
const categories: Category[] = [
  { id: 'mains', name: 'Principales', showName: 'Principales', plates: [burger] },
  { id: 'drinks', name: 'Bebidas', showName: 'Bebidas', plates: [soda] },
];
const menu = menuPlatesOf(categories);

function requested(overrides: Partial<RequestedLine> = {}): RequestedLine {
  return {
    referenceId: 'burger',
    name: 'Hamburguesa vieja',
    quantity: 1,
    notes: '',
    sizeId: 'double',
    source: 'plate',
    extras: [{ groupId: 'sauces', groupItems: [{ referenceId: 'alioli', quantity: 1 }] }],
    ...overrides,
  };
}

describe('rebuildLine', () => {
  it("prices the line from today's menu, whatever the line says it cost, with the plate's discount", () => {
    const rebuilt = rebuildLine(requested({ quantity: 2 }), menu);
    expect(rebuilt).toMatchObject({
      ok: true,
      line: {
        item: {
          referenceId: 'burger',
          name: 'Hamburguesa',
          quantity: 2,
          sizeId: 'double',
          categoryShowName: 'Principales',
        },
        plateDiscount: burger.discount,
      },
    });
    if (!rebuilt.ok) return;
    expect(rebuilt.line.item.originalPrice).toBe(555000);
    expect(rebuilt.line.item.extras[0]?.groupItems).toContainEqual(
      expect.objectContaining({ referenceId: 'alioli', quantity: 1 }),
    );
  });

  it("takes a plate's only size when the line names none", () => {
    const rebuilt = rebuildLine(requested({ referenceId: 'soda', sizeId: undefined, extras: [] }), menu);
    expect(rebuilt).toMatchObject({ ok: true, line: { item: { sizeId: 'can', price: 150000 }, plateDiscount: null } });
  });

  it("refuses a plate the menu no longer has, by the line's own name", () => {
    expect(rebuildLine(requested({ referenceId: 'gone' }), menu)).toEqual({
      ok: false,
      problem: { kind: 'item', referenceId: 'gone', message: 'Hamburguesa vieja ya no está disponible' },
    });
  });

  it('refuses a size or a garnish the plate no longer offers, hidden garnishes included', () => {
    const optionGone = {
      ok: false,
      problem: { kind: 'item', referenceId: 'burger', message: 'Hamburguesa: la opción elegida ya no está disponible' },
    };
    expect(rebuildLine(requested({ sizeId: 'triple' }), menu)).toEqual(optionGone);
    const hidden = [{ groupId: 'sauces', groupItems: [{ referenceId: 'hidden', quantity: 1 }] }];
    expect(rebuildLine(requested({ extras: hidden }), menu)).toEqual(optionGone);
    const otherGroup = [{ groupId: 'toppings', groupItems: [{ referenceId: 'alioli', quantity: 1 }] }];
    expect(rebuildLine(requested({ extras: otherGroup }), menu)).toEqual(optionGone);
    // A garnish left at zero is no choice at all.
    const unchosen = [{ groupId: 'sauces', groupItems: [{ referenceId: 'hidden', quantity: 0 }] }];
    expect(rebuildLine(requested({ extras: unchosen }), menu)).toMatchObject({ ok: true });
  });

  it("refuses with the plate rules' message a line the plate form would refuse", () => {
    expect(rebuildLine(requested({ sizeId: undefined }), menu)).toEqual({
      ok: false,
      problem: { kind: 'item', referenceId: 'burger', message: plateMessages.sizeRequired },
    });
  });
});

describe('rebuildLines', () => {
  it('keeps the lines it can rebuild, in order, and lists the problems of the others', () => {
    const soda1 = requested({ referenceId: 'soda', sizeId: 'can', extras: [] });
    const result = rebuildLines([soda1, requested({ referenceId: 'gone' }), requested()], menu);
    expect(result.lines.map((line) => line.item.referenceId)).toEqual(['soda', 'burger']);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      orderCreationMessages.itemUnavailable('Hamburguesa vieja'),
    ]);
    expect(result.exceededMaximum).toBeNull();
  });

  it("checks a plate's maximum against its units across every line", () => {
    expect(rebuildLines([requested({ quantity: 2 }), requested({ quantity: 1 })], menu).exceededMaximum).toBeNull();
    expect(rebuildLines([requested({ quantity: 2 }), requested({ quantity: 2 })], menu).exceededMaximum).toBe(3);
  });
});

describe('statusOnCreation', () => {
  it('creates a card order unconfirmed until paid, and any other generated', () => {
    expect(statusOnCreation('ONLINE_CARD')).toBe('UNCONFIRMED');
    expect(statusOnCreation('CASH')).toBe('GENERATED');
    expect(statusOnCreation('CARD')).toBe('GENERATED');
  });
});
