/** Diner §3, §5, §7: diners by phone (what is theirs only within their session), loyalty program, points history, rewards, Mis pedidos. */
import { dinerCalls as calls, LIST_PAGE_SIZE, placedOrderTokens } from '@comanda/api';
import { loyaltyMessages, REWARD_ALREADY_CLAIMED_MARKER, wholePoints } from '@comanda/domain/loyalty';
import { isOrderPaid, parseOrderStatus } from '@comanda/domain/order';
import { isValidEmail, validationMessages } from '@comanda/domain/validation';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { firstRow, requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import { hasDinerSession, requireDinerSession } from '../http/diner-session.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { limitByTarget } from '../http/middleware.ts';
import type { Mount } from '../http/mount.ts';
import {
  findBranch,
  findContactOfBranch,
  findContactWithCountry,
  findCustomer,
  findOrCreateCustomer,
  requirePhone,
  toOrderingCustomer,
} from '../services/customers.ts';
import { customerSentIn, ordersHeldWith, UNKNOWN_CUSTOMER } from '../services/placed-orders.ts';

/** Decision: the history entry of a reward credit names the reward, since no order earned it. */
export const REWARD_MOVEMENT_PREFIX = 'PREMIO-';

/**
 * The 409 of a second claim. The client looks for 'already exists' in the answer and shows
 * 'Ya ha canjeado este premio' (diner §8); the message carries both.
 */
export const REWARD_ALREADY_CLAIMED_TEXT = `${loyaltyMessages.rewardAlreadyClaimed} (${REWARD_ALREADY_CLAIMED_MARKER})`;

interface PaymentTypeEntry {
  readonly id?: unknown;
  readonly showName?: unknown;
}

export function customerRoutes(mount: Mount): void {
  orderingCustomerRoutes(mount);
  loyaltyRoutes(mount);
  rewardRoutes(mount);
  rewardClaimRoutes(mount);
  dinerOrderRoutes(mount);
}

function orderingCustomerRoutes(mount: Mount): void {
  mount(calls.getOrderingCustomer, async ({ params, query }, c) => {
    const db = c.var.db;
    const branch = await findBranch(db, query.branchId);
    const phone = requirePhone(params.phone, branch.country);
    await limitByTarget(c, 'phoneLookupPerPhone', phone);
    if (await hasDinerSession(c, branch.id, phone)) {
      const customer = await findCustomer(db, branch.id, phone);
      return customer ? toOrderingCustomer(customer) : UNKNOWN_CUSTOMER;
    }
    // A phone is not an identity: without the diner's session a browser is given back only what
    // it sent in the orders it placed, else the spec's "not opted in, no addresses" (diner §8),
    // the same whether the branch knows the phone or not.
    const tokens = placedOrderTokens(query.access);
    const held = await ordersHeldWith(db, { branchId: branch.id, phone, tokens });
    return held.length > 0 ? customerSentIn(held, phone) : UNKNOWN_CUSTOMER;
  });
}

function loyaltyRoutes(mount: Mount): void {
  mount(calls.getLoyaltyProgram, async ({ params }, c) => {
    const branch = await findBranch(c.var.db, params.id as string);
    const program = await firstRow(c.var.db, t.loyaltyPrograms, eq(t.loyaltyPrograms.branchId, branch.id));
    if (!program) return {};
    const { branchId: _branchId, branchContactIds, ...rest } = program;
    return { ...rest, branchContactIds: branchContactIds as string[] };
  });

  mount(calls.getLoyaltyHistory, async ({ params, query }, c) => {
    const db = c.var.db;
    const branch = await findBranch(db, params.branchId);
    const phone = requirePhone(params.customerPhone, branch.country);
    await limitByTarget(c, 'phoneLookupPerPhone', phone);
    await requireDinerSession(c, branch.id, phone);
    const customer = await findCustomer(db, branch.id, phone);
    if (!customer) return { history: [], hasMore: false };
    const rows = await db
      .select()
      .from(t.loyaltyMovements)
      .where(eq(t.loyaltyMovements.customerId, customer.id))
      .orderBy(desc(t.loyaltyMovements.createdAt), asc(t.loyaltyMovements.id))
      .limit(query.limit + 1)
      .offset(query.offset);
    return {
      history: rows.slice(0, query.limit).map((row) => ({
        orderCode: row.orderCode,
        createdAt: row.createdAt.toISOString(),
        amount: row.amount,
        postBalance: Math.max(0, row.postBalance),
      })),
      hasMore: rows.length > query.limit,
    };
  });
}

function rewardRoutes(mount: Mount): void {
  mount(calls.getLoyaltyReward, async ({ params, query }, c) => {
    const db = c.var.db;
    const branch = await findBranch(db, params.id as string);
    if (query.branchContactId) await findContactOfBranch(db, query.branchContactId, branch.id);
    // Whether a phone claimed the reward is the diner's to know: asked without the session, it is not said.
    const asked = query.phone ? requirePhone(query.phone, branch.country) : undefined;
    const phone = asked && (await hasDinerSession(c, branch.id, asked)) ? asked : undefined;
    const rewards = await db
      .select()
      .from(t.loyaltyRewards)
      .where(
        and(
          eq(t.loyaltyRewards.branchId, branch.id),
          eq(t.loyaltyRewards.active, true),
          query.branchContactId
            ? or(isNull(t.loyaltyRewards.branchContactId), eq(t.loyaltyRewards.branchContactId, query.branchContactId))
            : undefined,
        ),
      )
      .orderBy(asc(t.loyaltyRewards.id));
    // Decision: a reward of the contact itself goes before one of the whole branch.
    const reward = rewards.find((r) => r.branchContactId !== null) ?? rewards[0];
    if (!reward) return {};
    const claimed = phone
      ? await db
          .select({ phone: t.rewardClaims.phone })
          .from(t.rewardClaims)
          .where(and(eq(t.rewardClaims.rewardId, reward.id), eq(t.rewardClaims.phone, phone)))
          .limit(1)
      : [];
    return {
      id: reward.id,
      amount: reward.amount,
      active: reward.active,
      branchId: reward.branchId,
      ...(reward.branchContactId ? { branchContactId: reward.branchContactId } : {}),
      done: claimed.length > 0,
    };
  });
}

function rewardClaimRoutes(mount: Mount): void {
  mount(calls.claimLoyaltyReward, async ({ params, body }, c) => {
    const db = c.var.db;
    const branch = await findBranch(db, body.branchId);
    await findContactOfBranch(db, body.branchContactId, branch.id);
    const phoneInvalid = validationMessages.rewardSignup.phoneInvalid;
    const phone = requirePhone(params.phone, branch.country, phoneInvalid);
    if (requirePhone(body.phone, branch.country, phoneInvalid) !== phone) {
      throw badRequest('phone_mismatch', loyaltyMessages.rewardPhoneMismatch);
    }
    if (body.loyaltyRewardId !== params.rewardId) {
      throw badRequest('reward_mismatch', loyaltyMessages.rewardMismatch);
    }
    if (body.email === '') {
      throw badRequest('missing_fields', validationMessages.rewardSignup.allFieldsRequired);
    }
    if (!isValidEmail(body.email)) throw badRequest('invalid_email', validationMessages.checkout.emailInvalid);
    const reward = await requireRow(
      db,
      t.loyaltyRewards,
      and(
        eq(t.loyaltyRewards.id, params.rewardId),
        eq(t.loyaltyRewards.branchId, branch.id),
        eq(t.loyaltyRewards.active, true),
        or(isNull(t.loyaltyRewards.branchContactId), eq(t.loyaltyRewards.branchContactId, body.branchContactId)),
      ),
      'Premio',
    );
    // Only the diner who proved the phone claims its reward: no points for invented phones.
    await requireDinerSession(c, branch.id, phone);

    await creditReward(db, {
      rewardId: reward.id,
      amount: reward.amount,
      branchId: branch.id,
      phone,
      name: body.name,
      email: body.email,
    });
    return { claimed: true as const };
  });
}

function dinerOrderRoutes(mount: Mount): void {
  mount(calls.getDinerOrders, async ({ query }, c) => {
    const db = c.var.db;
    const { contact, country } = await findContactWithCountry(db, query.branchContactId);
    const phone = requirePhone(query.phone, country);
    await limitByTarget(c, 'phoneLookupPerPhone', phone);
    // Without the diner's session, only the orders this browser placed (it shows their tokens).
    const tokens = placedOrderTokens(query.access);
    const held =
      tokens.length > 0 && !(await hasDinerSession(c, contact.branchId, phone))
        ? await ordersHeldWith(db, { branchId: contact.branchId, branchContactId: contact.id, phone, tokens })
        : null;
    if (!held) await requireDinerSession(c, contact.branchId, phone);
    else if (held.length === 0) return { dinerOrders: { orders: [], hasMore: false } };
    const heldIds = held?.map((order) => order.id);
    const rows = await db
      .select({ order: t.orders, mode: { showName: t.orderModes.showName, paymentTypes: t.orderModes.paymentTypes } })
      .from(t.orders)
      .leftJoin(t.orderModes, eq(t.orderModes.id, t.orders.orderModeId))
      .where(
        and(
          eq(t.orders.branchContactId, contact.id),
          eq(t.orders.phone, phone),
          heldIds ? inArray(t.orders.id, heldIds) : undefined,
        ),
      )
      .orderBy(desc(t.orders.orderedAt), desc(t.orders.id))
      .limit(LIST_PAGE_SIZE + 1)
      .offset(query.offset);
    const orders = rows.slice(0, LIST_PAGE_SIZE).map((row) => dinerOrderView(row, contact));
    return { dinerOrders: { orders, hasMore: rows.length > LIST_PAGE_SIZE } };
  });
}

/**
 * The reward claimed once per phone, and its points credited with a history entry, in one
 * transaction. A known diner keeps the name and email already on file; only missing ones are filled.
 */
async function creditReward(
  db: Database,
  claim: { rewardId: string; amount: number; branchId: string; phone: string; name: string; email: string },
): Promise<void> {
  const { rewardId, branchId, phone, name, email } = claim;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(t.rewardClaims)
      .values({ rewardId, phone, name, email })
      .onConflictDoNothing()
      .returning({ phone: t.rewardClaims.phone });
    if (inserted.length === 0) throw conflict('reward_already_claimed', REWARD_ALREADY_CLAIMED_TEXT);
    const customer = await findOrCreateCustomer(tx, { branchId, phone, name, email });
    const points = wholePoints(claim.amount);
    const [credited] = await tx
      .update(t.customers)
      .set({
        pointsBalance: sql`${t.customers.pointsBalance} + ${points}`,
        name: sql`coalesce(${t.customers.name}, ${name})`,
        email: sql`coalesce(${t.customers.email}, ${email})`,
      })
      .where(eq(t.customers.id, customer.id))
      .returning({ pointsBalance: t.customers.pointsBalance });
    if (!credited) throw new Error(`customer ${customer.id} vanished while crediting a reward`);
    await tx.insert(t.loyaltyMovements).values({
      id: crypto.randomUUID(),
      customerId: customer.id,
      orderCode: `${REWARD_MOVEMENT_PREFIX}${rewardId}`,
      amount: points,
      postBalance: credited.pointsBalance,
    });
  });
}

/** An order of Mis pedidos as the diner reads it. */
function dinerOrderView(
  { order, mode }: { order: typeof t.orders.$inferSelect; mode: { showName: string; paymentTypes: unknown } | null },
  contact: { id: string; alias: string; name: string },
) {
  const paymentTypes = (mode?.paymentTypes ?? []) as PaymentTypeEntry[];
  const paymentType = paymentTypes.find((p) => p.id === order.paymentTypeId)?.showName;
  const address = (order.destination as { direccion?: unknown } | null)?.direccion;
  return {
    id: order.id,
    code: order.code,
    orderedAt: order.orderedAt.toISOString(),
    total: order.total,
    paymentType: typeof paymentType === 'string' ? paymentType : order.paymentTypeId,
    paid: isOrderPaid(order),
    orderModeName: mode?.showName ?? order.type,
    // An unknown stored status reads as unconfirmed, as the diner's label does.
    status: parseOrderStatus(order.status) ?? 'UNCONFIRMED',
    ...(typeof address === 'string' && address !== '' ? { address } : {}),
    branchContact: { id: contact.id, alias: contact.alias, name: contact.name },
  };
}
