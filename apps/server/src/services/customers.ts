/**
 * Diners known by phone at a branch (diner §1 "looked up per branch"), and the checks every
 * diner call shares: the branch or contact exists, and the phone is a real number, kept in
 * E.164 with its '+' (the branch's country is the region of a number typed without one).
 */
import type { OrderingCustomerOutput } from '@comanda/api';
import { toE164, validationMessages } from '@comanda/domain/validation';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { firstRow, requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';

type CustomerRow = typeof t.customers.$inferSelect;

/** E.164 of `raw`, or 400 with a Spanish message (the checkout's invalid-phone one unless the call has its own). */
export function requirePhone(
  raw: string,
  country: string,
  message: string = validationMessages.checkout.phoneInvalid,
): string {
  const e164 = toE164(raw, country);
  if (!e164) throw badRequest('invalid_phone', message);
  return e164;
}

export async function findBranch(db: Executor, branchId: string) {
  return requireRow(db, t.branches, eq(t.branches.id, branchId), 'Sucursal');
}

/** A branch contact with its branch's country; 404 'Local no encontrado' when unknown. */
export async function findContactWithCountry(db: Executor, branchContactId: string) {
  const [row] = await db
    .select({ contact: t.branchContacts, country: t.branches.country })
    .from(t.branchContacts)
    .innerJoin(t.branches, eq(t.branches.id, t.branchContacts.branchId))
    .where(eq(t.branchContacts.id, branchContactId))
    .limit(1);
  if (!row) throw notFound('Local');
  return row;
}

/** The contact, which must belong to `branchId`: another branch's contact is as unknown as a missing one. */
export async function findContactOfBranch(db: Executor, branchContactId: string, branchId: string) {
  const row = await findContactWithCountry(db, branchContactId);
  if (row.contact.branchId !== branchId) throw notFound('Local');
  return row;
}

export async function findCustomer(db: Executor, branchId: string, phone: string): Promise<CustomerRow | undefined> {
  return firstRow(db, t.customers, and(eq(t.customers.branchId, branchId), eq(t.customers.phone, phone)));
}

/** Finds the diner of a branch by phone, creating it when new; safe against two concurrent sign-ins. */
export async function findOrCreateCustomer(
  db: Executor,
  input: { branchId: string; phone: string; name?: string; email?: string },
): Promise<CustomerRow> {
  await db
    .insert(t.customers)
    .values({
      id: crypto.randomUUID(),
      branchId: input.branchId,
      phone: input.phone,
      name: input.name ?? null,
      email: input.email ?? null,
    })
    .onConflictDoNothing({ target: [t.customers.branchId, t.customers.phone] });
  const row = await findCustomer(db, input.branchId, input.phone);
  if (!row) throw new Error(`customer ${input.phone} of ${input.branchId} vanished after its insert`);
  return row;
}

export function toOrderingCustomer(row: CustomerRow): OrderingCustomerOutput {
  return {
    optIn: row.optIn,
    addressesRegistered: (row.addresses as unknown[]).filter((a): a is string => typeof a === 'string'),
    ...(row.name ? { name: row.name } : {}),
    phone: row.phone,
    loyaltyPointsBalance: Math.max(0, row.pointsBalance),
  };
}
