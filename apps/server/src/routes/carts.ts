/** Diner §7: abandoned carts kept, forgotten and restored (recovery navigates to {alias}/preview). */
import { CartItemSchema, dinerCalls as calls } from '@comanda/api';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import type { Mount } from '../http/mount.ts';
import { CART_STATUS, keepKnownLines, platesOfContact } from '../services/carts.ts';
import { findContactOfBranch, findContactWithCountry, requirePhone } from '../services/customers.ts';

const cartNotFound = () => notFound('Carrito');

async function modeOfContact(db: Executor, orderModeId: string, branchContactId: string) {
  const [mode] = await db
    .select({ id: t.orderModes.id })
    .from(t.orderModes)
    .where(and(eq(t.orderModes.id, orderModeId), eq(t.orderModes.branchContactId, branchContactId)))
    .limit(1);
  return mode;
}

/** The diner's cart at the contact while it is still abandoned (neither ordered nor forgotten). */
const abandonedCartOf = (phone: string, branchContactId: string) =>
  and(
    eq(t.abandonedCarts.phone, phone),
    eq(t.abandonedCarts.branchContactId, branchContactId),
    eq(t.abandonedCarts.status, CART_STATUS.abandoned),
  );

export function cartRoutes(mount: Mount): void {
  mount(calls.saveAbandonedCart, async ({ body }, c) => {
    const db = c.var.db;
    const { contact, country } = await findContactOfBranch(db, body.branchContactId, body.branchId);
    const phone = requirePhone(body.phone, country);
    const mode = await modeOfContact(db, body.orderModeId, contact.id);
    if (!mode) throw notFound('Modo de pedido');
    const items = keepKnownLines(body.items, await platesOfContact(db, contact.id));
    const values = {
      branchId: contact.branchId,
      email: body.email || null,
      orderModeId: mode.id,
      items,
      status: CART_STATUS.abandoned,
      navigationEvent: body.navigationEvent ?? null,
      updatedAt: new Date(),
    };
    await db
      .insert(t.abandonedCarts)
      .values({ phone, branchContactId: contact.id, ...values })
      .onConflictDoUpdate({ target: [t.abandonedCarts.phone, t.abandonedCarts.branchContactId], set: values });
    return { saved: true as const };
  });

  mount(calls.cancelAbandonedCart, async ({ body }, c) => {
    const db = c.var.db;
    const { contact, country } = await findContactOfBranch(db, body.branchContactId, body.branchId);
    const phone = requirePhone(body.phone, country);
    const canceled = await db
      .update(t.abandonedCarts)
      .set({ status: CART_STATUS.canceled, navigationEvent: body.navigationEvent ?? null, updatedAt: new Date() })
      .where(abandonedCartOf(phone, contact.id))
      .returning({ phone: t.abandonedCarts.phone });
    return { canceled: canceled.length > 0 };
  });

  mount(calls.getRecoveryCart, async ({ params }, c) => {
    const db = c.var.db;
    const { contact, country } = await findContactWithCountry(db, params.branchContactId);
    const phone = requirePhone(params.phone, country);
    const [cart] = await db.select().from(t.abandonedCarts).where(abandonedCartOf(phone, contact.id)).limit(1);
    if (!cart) throw cartNotFound();
    const mode = await modeOfContact(db, cart.orderModeId, contact.id);
    // Decision: a cart whose mode is gone, or with no line left to sell, is no cart to restore.
    if (!mode) throw cartNotFound();
    const stored = Array.isArray(cart.items) ? cart.items : [];
    const wellFormed = stored.filter((item): item is v.InferOutput<typeof CartItemSchema> =>
      v.is(CartItemSchema, item),
    );
    const items = keepKnownLines(wellFormed, await platesOfContact(db, contact.id));
    if (items.length === 0) throw cartNotFound();
    return { orderModeId: mode.id, items };
  });
}
