/**
 * Who may read an order in full and write on it: its diner, known either by the order's access
 * token (32 random bytes drawn when the order is created, answered only in the creation answer and
 * to whoever holds it already; it travels in the `access` query parameter of the order's calls, as
 * it does in the links of the order's pages) or by the diner's session for the order's phone at its
 * branch. The order code alone is not an identity: it reads a redacted view and changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { ORDER_ACCESS_PARAM } from '@comanda/api';
import { orderMessages } from '@comanda/domain/order';
import { eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { sameSecret } from './auth.ts';
import { dinerSessionOf, hasDinerSession } from './diner-session.ts';
import type { AppEnv } from './env.ts';
import { HttpError, notFound } from './errors.ts';

export const newOrderAccessToken = (): string => randomBytes(32).toString('base64url');

/** The access token the request carries, if any. */
export const orderAccessTokenOf = (c: Context): string | undefined => c.req.query(ORDER_ACCESS_PARAM) || undefined;

/** Guards the calls of an order's diner (contract `auth: 'order'`): 401 without an access token or a diner session. */
export async function authenticateOrderHolder(c: Context<AppEnv>): Promise<void> {
  if (!orderAccessTokenOf(c) && !(await dinerSessionOf(c)))
    throw new HttpError(401, 'unauthorized', orderMessages.access.missing);
}

/** What tells an order's diner: the order's access token, and its phone at its branch (a diner session's). */
export const orderHolderColumns = {
  accessToken: t.orders.accessToken,
  phone: t.orders.phone,
  branchId: t.branchContacts.branchId,
};

/** The order `where` selects: its `columns` and what tells its diner; 404 'Pedido' without one. */
export async function findHeldOrder<C extends SelectedFields>(db: Executor, where: SQL | undefined, columns: C) {
  const [order] = await db
    .select({ ...columns, ...orderHolderColumns })
    .from(t.orders)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
    .where(where)
    .limit(1);
  if (!order) throw notFound('Pedido');
  return order;
}

export interface OrderHolder {
  readonly accessToken: string;
  readonly phone: string | null;
  readonly branchId: string;
}

/** Whether the request holds this order's access token (compared in constant time) or its diner's session. */
export async function holdsOrder(c: Context<AppEnv>, order: OrderHolder): Promise<boolean> {
  const token = orderAccessTokenOf(c);
  if (token !== undefined && sameSecret(token, order.accessToken)) return true;
  return order.phone !== null && (await hasDinerSession(c, order.branchId, order.phone));
}

/** 403 unless the request holds this order's access token or its diner's session. */
export async function assertHoldsOrder(c: Context<AppEnv>, order: OrderHolder): Promise<void> {
  if (!(await holdsOrder(c, order))) throw new HttpError(403, 'forbidden', orderMessages.access.denied);
}
