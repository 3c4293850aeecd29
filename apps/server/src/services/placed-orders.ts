/**
 * What a browser without the diner's session is given back about a phone: only what it sent
 * itself, in the orders whose access tokens it holds (each answered once, to the browser that
 * placed the order). A phone is not an identity, and an order's token proves that order only:
 * never the phone's other orders, its points or the name the branch keeps for it.
 */
import type { OrderingCustomerOutput } from '@comanda/api';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { sameSecret } from '../http/auth.ts';
import type { OrderRow } from './order-view.ts';

/** Decision: the newest orders of a phone that a token is compared with; a browser keeps fewer. */
const SCANNED_ORDERS = 50;

/** What a phone lookup answers to whoever has not shown it is theirs (diner §8 "not opted in, no addresses"). */
export const UNKNOWN_CUSTOMER: OrderingCustomerOutput = {
  optIn: false,
  addressesRegistered: [],
  loyaltyPointsBalance: 0,
};

/**
 * The orders of `phone` at the branch (or at one of its contacts) among `tokens`' orders, newest
 * first; tokens are compared in constant time.
 */
export async function ordersHeldWith(
  db: Executor,
  where: { branchId: string; branchContactId?: string; phone: string; tokens: readonly string[] },
): Promise<OrderRow[]> {
  if (where.tokens.length === 0) return [];
  const rows = await db
    .select({ order: t.orders })
    .from(t.orders)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
    .where(
      and(
        eq(t.branchContacts.branchId, where.branchId),
        where.branchContactId ? eq(t.orders.branchContactId, where.branchContactId) : undefined,
        eq(t.orders.phone, where.phone),
      ),
    )
    .orderBy(desc(t.orders.orderedAt), desc(t.orders.id))
    .limit(SCANNED_ORDERS);
  return rows
    .map(({ order }) => order)
    .filter((order) => where.tokens.some((token) => sameSecret(token, order.accessToken)));
}

/** The addresses an order was sent to, as 'Mis datos' lists them. */
function addressOf(order: OrderRow): string | null {
  const destination = order.destination as { formatted_address?: unknown; direccion?: unknown } | null;
  const text = destination?.formatted_address ?? destination?.direccion;
  return typeof text === 'string' && text !== '' ? text : null;
}

/** The customer as this browser's own orders tell it: the name and addresses it sent, no points. */
export function customerSentIn(orders: readonly OrderRow[], phone: string): OrderingCustomerOutput {
  const name = orders.find((order) => order.customerName)?.customerName;
  const addresses = [...new Set(orders.map(addressOf).filter((address): address is string => address !== null))];
  return { ...UNKNOWN_CUSTOMER, addressesRegistered: addresses, phone, ...(name ? { name } : {}) };
}
