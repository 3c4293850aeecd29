/**
 * An order ordered again: its stored lines (what was chosen: plate, size, garnishes) rebuilt by the
 * domain against today's menu of the order's mode, so the cart gets today's plates and prices and
 * the diner is told what changed. Nothing is written.
 */
import { type MenuOutput, type ReorderOutput, toWireCartItem } from '@comanda/api';
import { menuPlatesOf, type PreviousLine, reorderLines } from '@comanda/domain/order';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { OrderRow, StoredOrderItem } from './order-view.ts';

/** A stored line as the domain's requested line; garnishes stored without their ids cannot be chosen again. */
function previousLine(item: StoredOrderItem): PreviousLine {
  return {
    referenceId: item.referenceId,
    name: item.name,
    quantity: item.quantity,
    notes: item.notes,
    accPrice: item.accPrice,
    source: item.source ?? 'plate',
    ...(item.sizeId ? { sizeId: item.sizeId } : {}),
    extras: item.extras.map((group) => ({
      groupId: group.groupId ?? '',
      groupItems: group.groupItems.map((garnish) => ({
        referenceId: garnish.referenceId ?? '',
        quantity: garnish.quantity,
      })),
    })),
  };
}

export async function reorderOf(db: Executor, order: OrderRow): Promise<ReorderOutput> {
  const [row] = await db
    .select({ content: t.menus.content, country: t.branches.country })
    .from(t.orderModes)
    .innerJoin(t.menus, eq(t.menus.id, t.orderModes.menuId))
    .innerJoin(t.branches, eq(t.branches.id, t.menus.branchId))
    .where(eq(t.orderModes.id, order.orderModeId))
    .limit(1);
  if (!row) throw notFound('Menú');
  const menu = menuPlatesOf((row.content as MenuOutput).categories);
  const { items, notices } = reorderLines((order.items as StoredOrderItem[]).map(previousLine), menu, row.country);
  return { orderModeId: order.orderModeId, items: items.map(toWireCartItem), notices };
}
