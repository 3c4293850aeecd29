/**
 * Story data of the Checkout group: one fixed instant, so slots, card expiry and history read the
 * same on every run, and carts priced by the domain's `priceOrder` (never by hand).
 */
import type { CartItem } from '@comanda/domain/cart';
import type { CodeDiscountInfo } from '@comanda/domain/discounts';
import type { LoyaltyHistoryEntry, LoyaltyProgram } from '@comanda/domain/loyalty';
import { type PriceOrderInput, priceOrder, type Ticket } from '@comanda/domain/pricing';
import { buildScheduleDays, type ScheduleConfig } from '@comanda/domain/schedule';
import type { PaymentOption } from '../PaymentSection/PaymentSection.tsx';

/** Friday 16 May 2025, 18:00 in Buenos Aires. */
export const STORY_NOW = new Date('2025-05-16T18:00:00-03:00');

const halfHours = (from: number, to: number): string[] => {
  const times: string[] = [];
  for (let minutes = from * 60; minutes <= to * 60; minutes += 30) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
};

export const storyScheduleConfigs: readonly ScheduleConfig[] = [
  {
    schedulerDaysInfo: [
      ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SUNDAY'] as const).map((dayOfWeek) => ({
        dayOfWeek,
        availableHours: [...halfHours(12, 15), ...halfHours(20, 23)],
      })),
      // Saturday offers dinner only, so moving to it from a lunch time moves the time.
      { dayOfWeek: 'SATURDAY', availableHours: halfHours(20, 22) },
    ],
  },
];

export const storyScheduleDays = buildScheduleDays({
  configs: storyScheduleConfigs,
  now: STORY_NOW,
  leadMinutes: 30,
});

export const storyPaymentOptions: readonly PaymentOption[] = [
  { id: 'pt-cash', showName: 'Efectivo', kind: 'cash' },
  { id: 'pt-card', showName: 'Tarjeta de crédito o débito', kind: 'card' },
  { id: 'pt-transfer', showName: 'Transferencia', kind: 'other' },
];

const item = (overrides: Partial<CartItem> & Pick<CartItem, 'referenceId' | 'name' | 'priceWithoutModifiers'>) =>
  ({
    referenceType: 'PLATE',
    notes: '',
    price: overrides.priceWithoutModifiers,
    originalPrice: overrides.priceWithoutModifiers,
    quantity: 1,
    categoryId: 'cat-burgers',
    categoryShowName: 'Hamburguesas',
    source: 'plate',
    extras: [],
    ...overrides,
  }) satisfies CartItem;

export const storyCartItems: readonly CartItem[] = [
  item({
    referenceId: 'plate-doble',
    name: 'Hamburguesa doble',
    priceWithoutModifiers: 950000,
    quantity: 2,
    extras: [
      {
        groupId: 'g-extras',
        groupName: 'Extras',
        minGarnishAmount: 0,
        maxGarnishAmount: 3,
        multipleSelection: true,
        mandatory: false,
        cantAct: 2,
        groupItems: [
          { referenceId: 'gar-cheddar', referenceType: 'GARNISH', name: 'Cheddar', quantity: 2, price: 80000 },
          { referenceId: 'gar-panceta', referenceType: 'GARNISH', name: 'Panceta', quantity: 1, price: 120000 },
        ],
      },
    ],
  }),
  item({
    referenceId: 'plate-papas',
    name: 'Papas fritas',
    priceWithoutModifiers: 450000,
    categoryId: 'cat-sides',
    categoryShowName: 'Acompañamientos',
  }),
  item({
    referenceId: 'plate-limonada',
    name: 'Limonada',
    priceWithoutModifiers: 250000,
    quantity: 2,
    categoryId: 'cat-drinks',
    categoryShowName: 'Bebidas',
  }),
];

export const storyLoyaltyProgram: LoyaltyProgram = {
  name: 'Puntos Sabores',
  active: true,
  orderPercentage: 5,
  minRedeemedPoints: 500,
  maxRedeemedPoints: 5000,
  maxRedeemedPercentage: 50,
};

export const storyCodeInfo: CodeDiscountInfo = {
  code: 'SABORES10',
  id: 'cd-sabores10',
  type: 'PERCENT',
  value: 10,
  minimumOrderAmount: 1500000,
  maximumDiscountAmount: 300000,
  firstTimeUse: true,
};

/** A cart priced by the domain, with papas on a 10 % plate discount. */
export function storyTicket(overrides: Partial<PriceOrderInput> = {}): Ticket {
  return priceOrder({
    country: 'ar',
    lines: storyCartItems.map((cartItem) => ({
      item: cartItem,
      plateDiscount:
        cartItem.referenceId === 'plate-papas' ? { id: 'disc-papas', type: 'PERCENT', percentage: 10 } : null,
    })),
    generalSurcharges: [],
    generalDiscounts: [],
    fees: { userFee: 0 },
    ...overrides,
  });
}

/** Twenty history entries per page (diner §9), newest first. */
export function storyHistoryPage(page: number, balanceAtTop = 3250): LoyaltyHistoryEntry[] {
  return Array.from({ length: 20 }, (_, index) => {
    const n = page * 20 + index;
    const earned = n % 5 !== 4;
    return {
      orderCode: `SB-${String(4800 - n).padStart(5, '0')}`,
      createdAt: new Date(STORY_NOW.getTime() - n * 86_400_000).toISOString(),
      amount: earned ? 120 + (n % 7) * 15 : -500,
      postBalance: Math.max(0, balanceAtTop - n * 40),
    };
  });
}
