/**
 * Abandoned carts (diner §1 "abandoned-cart recovery"): a cart is kept per phone and branch
 * contact, and its lines are checked against what the contact still sells, so a cart saved
 * before a menu changed is restored without its stale lines instead of failing.
 */
import type { CartItemInput, CategoryOutput } from '@comanda/api';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

export const CART_STATUS = { abandoned: 'ABANDONED', canceled: 'CANCELED' } as const;

interface KnownPlate {
  readonly sizes: Set<string>;
  readonly garnishes: Set<string>;
}

/** Every plate of every menu of the contact's order modes, with its sizes and garnishes. */
export async function platesOfContact(db: Executor, branchContactId: string): Promise<Map<string, KnownPlate>> {
  const modes = await db
    .select({ menuId: t.orderModes.menuId })
    .from(t.orderModes)
    .where(eq(t.orderModes.branchContactId, branchContactId));
  const menuIds = [...new Set(modes.map((mode) => mode.menuId))];
  const plates = new Map<string, KnownPlate>();
  if (menuIds.length === 0) return plates;
  const menus = await db.select({ content: t.menus.content }).from(t.menus).where(inArray(t.menus.id, menuIds));
  for (const menu of menus) {
    for (const category of (menu.content as { categories: CategoryOutput[] }).categories) {
      for (const plate of category.plates) {
        const known = plates.get(plate.id) ?? { sizes: new Set<string>(), garnishes: new Set<string>() };
        for (const size of plate.sizes) known.sizes.add(size.id);
        for (const group of plate.garnishGroups) for (const garnish of group.garnishes) known.garnishes.add(garnish.id);
        plates.set(plate.id, known);
      }
    }
  }
  return plates;
}

/** A line is kept when its plate, its size and every garnish it carries are still on one of the contact's menus. */
export function keepKnownLines<L extends CartItemInput>(items: readonly L[], plates: Map<string, KnownPlate>): L[] {
  return items.filter((item) => {
    const plate = plates.get(item.referenceId);
    if (!plate) return false;
    if (item.sizeId !== undefined && !plate.sizes.has(item.sizeId)) return false;
    return item.extras.every((group) => group.groupItems.every((garnish) => plate.garnishes.has(garnish.referenceId)));
  });
}
