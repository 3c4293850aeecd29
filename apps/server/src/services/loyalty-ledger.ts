/**
 * Points move only through the ledger: each move updates the balance and records a movement with
 * the balance after it, so the movements always add up to the balance, and no balance goes below
 * zero. `settleOrderPoints` brings an order's movements to what `settledOrderPoints` says it
 * owes, inside the transaction that changed the order (its payment, its status).
 */
import { randomUUID } from 'node:crypto';
import { settledOrderPoints } from '@comanda/domain/loyalty';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

type OrderRow = typeof t.orders.$inferSelect;

/**
 * Moves a customer's points by `amount` and records the movement, in one statement. A debit
 * (`amount` < 0) is conditional: it never takes the balance below zero. Returns whether it moved.
 */
export async function movePoints(
  tx: Executor,
  move: { customerId: string; orderCode: string; amount: number; now: Date },
): Promise<boolean> {
  const balance = sql.identifier(t.customers.pointsBalance.name);
  const result = await tx.execute(sql`
    with moved as (
      update ${t.customers} set ${balance} = ${balance} + ${move.amount}
      where ${t.customers.id} = ${move.customerId} and ${balance} + ${move.amount} >= 0
      returning ${t.customers.id} as customer_id, ${balance} as post_balance
    )
    insert into ${t.loyaltyMovements} (id, customer_id, order_code, amount, post_balance, created_at)
    select ${randomUUID()}, customer_id, ${move.orderCode}, ${move.amount}, post_balance, ${move.now.toISOString()}::timestamptz
    from moved
    returning customer_id`);
  return (result as unknown as { rows: readonly unknown[] }).rows.length > 0;
}

/**
 * Settles the points of `order` as it now stands. Taking back earned points the diner has spent
 * meanwhile takes what is left (the balance stays at zero or above; the movement records what was
 * taken).
 */
export async function settleOrderPoints(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  if (!order.customerId) return;
  const [moved] = await tx
    .select({ total: sql<string>`coalesce(sum(${t.loyaltyMovements.amount}), 0)::text` })
    .from(t.loyaltyMovements)
    .where(and(eq(t.loyaltyMovements.customerId, order.customerId), eq(t.loyaltyMovements.orderCode, order.code)));
  const owed = settledOrderPoints(order) - Number(moved?.total ?? 0);
  if (owed === 0) return;
  let amount = owed;
  if (owed < 0) {
    const [customer] = await tx
      .select({ balance: t.customers.pointsBalance })
      .from(t.customers)
      .where(eq(t.customers.id, order.customerId))
      .for('update');
    amount = Math.max(owed, -(customer?.balance ?? 0));
    if (amount === 0) return;
  }
  await movePoints(tx, { customerId: order.customerId, orderCode: order.code, amount, now });
}
