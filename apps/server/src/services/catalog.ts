/**
 * Reads of the catalogue: companies, branches, branch contacts, order modes and menus, mapped
 * from rows to the contract's shapes. Nothing here writes.
 */
import type { BranchContactOutput, BranchOutput, MenuOutput, OrderModeOutput } from '@comanda/api';
import {
  analyticsEndpointOf,
  type BranchAnalyticsEndpointField,
  type BranchSupportChatField,
  supportChatOf,
} from '@comanda/domain/analytics';
import { categoriesWithPlates } from '@comanda/domain/catalog';
import { distanceMetres } from '@comanda/domain/location';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

type BranchRow = typeof t.branches.$inferSelect;
type BranchContactRow = typeof t.branchContacts.$inferSelect;
type OrderModeRow = typeof t.orderModes.$inferSelect;

/**
 * A branch as the apps get it. Its support chat and analytics endpoint are sent only when valid
 * (`supportChatOf`, `analyticsEndpointOf`): the storefront loads scripts and posts by them.
 */
export function toBranch(row: BranchRow): BranchOutput {
  const {
    supportChat: _chat,
    analyticsEndpoint: _endpoint,
    ...look
  } = row.look as Omit<BranchOutput, 'id' | 'companyId' | 'alias' | 'name' | 'country' | 'timeZone'>;
  const supportChat = supportChatOf(row.look as BranchSupportChatField);
  const analyticsEndpoint = analyticsEndpointOf(row.look as BranchAnalyticsEndpointField)?.href;
  return {
    ...look,
    ...(supportChat ? { supportChat } : {}),
    ...(analyticsEndpoint ? { analyticsEndpoint } : {}),
    id: row.id,
    companyId: row.companyId,
    alias: row.alias,
    name: row.name,
    country: row.country,
    timeZone: row.timeZone,
  };
}

export function toOrderMode(row: OrderModeRow): OrderModeOutput {
  return {
    id: row.id,
    type: row.type as OrderModeOutput['type'],
    showName: row.showName,
    active: row.active,
    orderEnabled: row.orderEnabled,
    useSchedule: row.useSchedule,
    availability: row.availability as OrderModeOutput['availability'],
    paymentTypes: row.paymentTypes as OrderModeOutput['paymentTypes'],
    ...(row.minDelayInMinutes !== null ? { minDelayInMinutes: row.minDelayInMinutes } : {}),
    ...(row.maxDelayInMinutes !== null ? { maxDelayInMinutes: row.maxDelayInMinutes } : {}),
    schedules: row.schedules as OrderModeOutput['schedules'],
  };
}

export function toBranchContact(
  row: BranchContactRow,
  branch: Pick<BranchRow, 'id' | 'alias' | 'name'>,
  modes: readonly OrderModeRow[],
  from?: { lat: number; lng: number },
): BranchContactOutput {
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    branch: { id: branch.id, alias: branch.alias, name: branch.name },
    address: row.address as BranchContactOutput['address'],
    position: { lat: row.lat, lng: row.lng },
    ...(from ? { distance: distanceMetres(from, { lat: row.lat, lng: row.lng }) } : {}),
    ...(row.callPhone ? { callPhone: row.callPhone } : {}),
    ...(row.whatsAppPhone ? { whatsAppPhone: row.whatsAppPhone } : {}),
    mandatoryPhone: row.mandatoryPhone,
    mandatoryName: row.mandatoryName,
    mandatoryEmail: row.mandatoryEmail,
    reachableByDelivery: row.reachableByDelivery,
    ordersConsoleActive: row.ordersConsoleActive,
    commercialTermsInfo: { blocked: row.blocked },
    deliveryConfig: {
      betweenStreetsRequired: row.betweenStreetsRequired,
      orderModes: modes.filter((mode) => mode.active).map(toOrderMode),
      workingDays: row.workingDays as BranchContactOutput['deliveryConfig']['workingDays'],
      ...(row.npsAvg !== null ? { npsAvg: row.npsAvg } : {}),
      npsEnabled: row.npsEnabled,
    },
  };
}

export async function findBranchContact(db: Executor, where: { id: string } | { alias: string }) {
  return requireRow(
    db,
    t.branchContacts,
    'id' in where ? eq(t.branchContacts.id, where.id) : eq(t.branchContacts.alias, where.alias),
    'Local',
  );
}

export async function orderModesOf(db: Executor, branchContactIds: readonly string[]) {
  if (branchContactIds.length === 0) return [];
  return db
    .select()
    .from(t.orderModes)
    .where(inArray(t.orderModes.branchContactId, [...branchContactIds]))
    .orderBy(asc(t.orderModes.position));
}

export async function branchContactView(
  db: Executor,
  where: { id: string } | { alias: string },
  from?: { lat: number; lng: number },
) {
  const row = await findBranchContact(db, where);
  const branch = await requireRow(db, t.branches, eq(t.branches.id, row.branchId), 'Sucursal');
  return toBranchContact(row, branch, await orderModesOf(db, [row.id]), from);
}

export async function findOrderMode(db: Executor, id: string) {
  return requireRow(db, t.orderModes, eq(t.orderModes.id, id), 'Modo de pedido');
}

/**
 * The content hash of a mode's menu, read through the branch contact's alias (one small query);
 * null when the mode is not one of that contact's.
 */
export async function menuHashOf(db: Executor, branchContactAlias: string, orderModeId: string) {
  const [row] = await db
    .select({ hash: t.menus.hash })
    .from(t.orderModes)
    .innerJoin(t.menus, eq(t.menus.id, t.orderModes.menuId))
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orderModes.branchContactId))
    .where(and(eq(t.orderModes.id, orderModeId), eq(t.branchContacts.alias, branchContactAlias)))
    .limit(1);
  return row?.hash ?? null;
}

export async function menuOf(db: Executor, branchContactAlias: string, orderModeId: string): Promise<MenuOutput> {
  // One query on the hot path; only a miss looks up the contact, to say which of the two is missing.
  const [row] = await db
    .select({ content: t.menus.content, hash: t.menus.hash })
    .from(t.orderModes)
    .innerJoin(t.menus, eq(t.menus.id, t.orderModes.menuId))
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orderModes.branchContactId))
    .where(and(eq(t.orderModes.id, orderModeId), eq(t.branchContacts.alias, branchContactAlias)))
    .limit(1);
  if (!row) {
    await findBranchContact(db, { alias: branchContactAlias });
    throw notFound('Menú');
  }
  const content = row.content as Omit<MenuOutput, 'hash'>;
  return {
    ...content,
    categories: categoriesWithPlates(content.categories),
    hash: row.hash,
  };
}
