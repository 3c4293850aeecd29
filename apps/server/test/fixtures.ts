/**
 * Rows the demo seed does not hold, written straight through Drizzle: orders (created by the
 * order routes in the running product) for the tests of order lists and surveys.
 */
import { randomUUID } from 'node:crypto';
import { demoCustomer } from '@comanda/api/demo';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { newOrderAccessToken } from '../src/http/order-access.ts';

type OrderRow = typeof t.orders.$inferInsert;

let sequence = 0;

/** An order of the demo diner at Palermo Centro, delivery, cash, unconfirmed: override what a test needs. */
export async function insertOrder(db: Database, overrides: Partial<OrderRow> = {}) {
  sequence += 1;
  const id = overrides.id ?? `order-test-${randomUUID()}`;
  const values: OrderRow = {
    id,
    code: `T${String(sequence).padStart(5, '0')}${randomUUID().slice(0, 4).toUpperCase()}`,
    idempotencyKey: `idem-${id}`,
    branchContactId: 'bc-palermo-centro',
    orderModeId: 'om-pc-delivery',
    customerId: demoCustomer.id,
    type: 'DELIVERY',
    status: 'UNCONFIRMED',
    paymentTypeId: 'pt-cash',
    items: [],
    discounts: [],
    surcharges: [],
    itemsPrice: 1_000_000,
    deliveryFee: 150_000,
    total: 1_150_000,
    phone: demoCustomer.phone,
    customerName: demoCustomer.name,
    destination: { direccion: 'Gorriti 4700' },
    accessToken: newOrderAccessToken(),
    request: {},
    ...overrides,
  };
  const [row] = await db.insert(t.orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** Rows in a table: a refused request must leave these unchanged. */
export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** Row counts of every table a diner call can write, to compare before and after a refusal. */
export async function writableCounts(db: Database) {
  const tables = {
    customers: t.customers,
    rewardClaims: t.rewardClaims,
    loyaltyMovements: t.loyaltyMovements,
    abandonedCarts: t.abandonedCarts,
    surveyResponses: t.surveyResponses,
    dinerLogs: t.dinerLogs,
    orders: t.orders,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await rowCount(db, table)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}
