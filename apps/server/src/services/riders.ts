/**
 * Rider accounts and shifts (follow-up §2 "Rider page", §4 "Rider session", §8): register with a
 * security code, start a shift (a token is issued), end it (every token of the rider is revoked).
 * A registered rider is pending until the venue's staff approve them (`setRiderApproval`).
 */
import { randomUUID } from 'node:crypto';
import type { RiderOutput, StaffRiderOutput } from '@comanda/api';
import {
  isRiderCodeLocked,
  RIDER_CODE_CLEARED,
  RIDER_PHONE_COUNTRY,
  type RiderCodeGuard,
  riderRefusals,
  spendRiderCodeAttempt,
} from '@comanda/domain/rider';
import { toE164, validationMessages } from '@comanda/domain/validation';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import { hashSecurityCode, newRiderToken, verifySecurityCode } from '../http/auth.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { findContactWithCountry } from './customers.ts';
import type { RiderRow } from './shipment-views.ts';

export function toRider(row: RiderRow): RiderOutput {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    active: row.active,
    approved: row.approvedAt !== null,
    riderUser: { branchContact: { id: row.branchContactId } },
  };
}

/** The branch contact of a rider, which must run an own fleet, and the phone in E.164 for its country. */
export async function ownFleetContact(db: Executor, branchContactId: string) {
  const row = await findContactWithCountry(db, branchContactId);
  if (!row.contact.ownFleet) throw new HttpError(403, 'no_own_fleet', riderRefusals.noOwnFleet);
  return row;
}

function riderPhone(raw: string, country: string = RIDER_PHONE_COUNTRY): string {
  const phone = toE164(raw, country);
  if (!phone) throw badRequest('invalid_phone', validationMessages.rider.phoneInvalid);
  return phone;
}

export async function findRiderByPhone(db: Executor, branchContactId: string, rawPhone: string): Promise<RiderRow> {
  const { country } = await ownFleetContact(db, branchContactId);
  const phone = toE164(rawPhone, country);
  if (!phone) throw notFound(riderRefusals.notFound);
  return requireRow(
    db,
    t.riders,
    and(eq(t.riders.branchContactId, branchContactId), eq(t.riders.phone, phone)),
    riderRefusals.notFound,
  );
}

/**
 * Checks the rider's security code behind the domain's per-rider lockout: the attempt is spent
 * under the rider row's lock before the (slow) hash check, so guesses sent together all count.
 */
async function checkCode(db: Database, row: RiderRow, securityCode: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [guard] = await tx
      .select({ failures: t.riders.securityCodeFailures, lockedUntil: t.riders.securityCodeLockedUntil })
      .from(t.riders)
      .where(eq(t.riders.id, row.id))
      .for('update');
    if (!guard) throw notFound(riderRefusals.notFound);
    if (isRiderCodeLocked(guard, now)) throw codeLocked(guard.lockedUntil, now);
    await setCodeGuard(tx, row.id, spendRiderCodeAttempt(guard, now));
  });
  if (!(await verifySecurityCode(securityCode, row.securityCodeHash)))
    throw badRequest('security_code_wrong', validationMessages.rider.securityCodeWrong);
  await setCodeGuard(db, row.id, RIDER_CODE_CLEARED);
}

const setCodeGuard = (db: Executor, riderId: string, guard: RiderCodeGuard) =>
  db
    .update(t.riders)
    .set({ securityCodeFailures: guard.failures, securityCodeLockedUntil: guard.lockedUntil })
    .where(eq(t.riders.id, riderId));

const codeLocked = (lockedUntil: Date | null, now: Date) =>
  new HttpError(429, 'security_code_locked', validationMessages.rider.securityCodeLocked, {
    retryAfter: Math.ceil(((lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000),
  });

export interface Shift {
  readonly rider: RiderRow;
  readonly token?: string;
  readonly expiresAt?: Date;
}

async function startShift(tx: Executor, riderId: string, now: Date): Promise<Shift> {
  const { token, tokenHash, expiresAt } = newRiderToken(now);
  const [rider] = await tx.update(t.riders).set({ active: true }).where(eq(t.riders.id, riderId)).returning();
  if (!rider) throw notFound(riderRefusals.notFound);
  await tx.insert(t.riderSessions).values({ tokenHash, riderId, createdAt: now, expiresAt });
  return { rider, token, expiresAt };
}

export async function endShift(tx: Executor, riderId: string, now: Date): Promise<Shift> {
  const [rider] = await tx.update(t.riders).set({ active: false }).where(eq(t.riders.id, riderId)).returning();
  if (!rider) throw notFound(riderRefusals.notFound);
  await tx
    .update(t.riderSessions)
    .set({ revokedAt: now })
    .where(and(eq(t.riderSessions.riderId, riderId), isNull(t.riderSessions.revokedAt)));
  return { rider };
}

export async function createRider(
  db: Database,
  input: { name: string; phone: string; securityCode: string; active: boolean; branchContactId: string },
  now: Date,
): Promise<Shift> {
  const { country } = await ownFleetContact(db, input.branchContactId);
  const phone = riderPhone(input.phone, country);
  const securityCodeHash = await hashSecurityCode(input.securityCode);
  try {
    return await db.transaction(async (tx) => {
      const [rider] = await tx
        .insert(t.riders)
        .values({
          id: randomUUID(),
          branchContactId: input.branchContactId,
          name: input.name,
          phone,
          securityCodeHash,
          active: false,
          createdAt: now,
        })
        .returning();
      if (!rider) throw new Error('rider insert returned nothing');
      return input.active ? startShift(tx, rider.id, now) : { rider };
    });
  } catch (error) {
    const codes = [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code];
    if (codes.includes('23505')) throw conflict('rider_exists', riderRefusals.exists);
    throw error;
  }
}

/**
 * PUT /api/rider/{id}/updatewithcode: the body's rider and branch contact must be the path's
 * rider; the code decides; active starts or ends the shift.
 */
export async function updateRiderWithCode(
  db: Database,
  id: string,
  input: {
    securityCode: string;
    active: boolean;
    rider: { id: string; name: string; phone: string };
    branchContactId: string;
  },
  now: Date,
): Promise<Shift> {
  const [row] = await db.select().from(t.riders).where(eq(t.riders.id, id)).limit(1);
  if (!row || input.rider.id !== id || input.branchContactId !== row.branchContactId)
    throw notFound(riderRefusals.notFound);
  const { country } = await ownFleetContact(db, row.branchContactId);
  if (toE164(input.rider.phone, country) !== row.phone) throw notFound(riderRefusals.notFound);
  await checkCode(db, row, input.securityCode, now);
  return db.transaction(async (tx) => {
    await tx.update(t.riders).set({ name: input.rider.name }).where(eq(t.riders.id, id));
    return input.active ? startShift(tx, id, now) : endShift(tx, id, now);
  });
}

/** Starts the shift of a rider found by phone (`findRiderByPhone`) once the code is theirs. */
export async function signInRider(db: Database, rider: RiderRow, securityCode: string, now: Date): Promise<Shift> {
  await checkCode(db, rider, securityCode, now);
  return db.transaction((tx) => startShift(tx, rider.id, now));
}

export async function signOutRider(db: Database, rider: RiderRow, securityCode: string, now: Date): Promise<Shift> {
  await checkCode(db, rider, securityCode, now);
  return db.transaction((tx) => endShift(tx, rider.id, now));
}

export function toStaffRider(row: RiderRow, branchContactAlias: string): StaffRiderOutput {
  const { riderUser: _riderUser, ...rider } = toRider(row);
  return { ...rider, registeredAt: row.createdAt.toISOString(), branchContactAlias };
}

/** Decision: staff lists show at most this many riders. */
export const STAFF_RIDERS_LIMIT = 100;

export async function listStaffRiders(
  db: Executor,
  query: { branchContact?: string | undefined; status?: 'PENDING' | 'APPROVED' | undefined },
): Promise<StaffRiderOutput[]> {
  const rows = await db
    .select({ rider: t.riders, alias: t.branchContacts.alias })
    .from(t.riders)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.riders.branchContactId))
    .where(
      and(
        query.branchContact ? eq(t.branchContacts.alias, query.branchContact) : undefined,
        query.status === 'PENDING' ? isNull(t.riders.approvedAt) : undefined,
        query.status === 'APPROVED' ? isNotNull(t.riders.approvedAt) : undefined,
      ),
    )
    .orderBy(desc(t.riders.createdAt), desc(t.riders.id))
    .limit(STAFF_RIDERS_LIMIT);
  return rows.map(({ rider, alias }) => toStaffRider(rider, alias));
}

/** Approves a rider, or withdraws the approval: the rider's shift then ends and their tokens are revoked. */
export async function setRiderApproval(
  db: Database,
  riderId: string,
  approved: boolean,
  now: Date,
): Promise<StaffRiderOutput> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(t.riders)
      .set({ approvedAt: approved ? sql`coalesce(${t.riders.approvedAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(eq(t.riders.id, riderId))
      .returning();
    if (!updated) throw notFound(riderRefusals.notFound);
    return approved ? updated : (await endShift(tx, riderId, now)).rider;
  });
  const [contact] = await db
    .select({ alias: t.branchContacts.alias })
    .from(t.branchContacts)
    .where(eq(t.branchContacts.id, row.branchContactId))
    .limit(1);
  return toStaffRider(row, contact?.alias ?? '');
}
