/**
 * Loads the demo world of `@comanda/api` (the same data the MSW mocks answer with) into the
 * database: on first start of an empty database, or on demand with `pnpm db:seed`.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  demoBranchContacts,
  demoBranches,
  demoCompany,
  demoCustomer,
  demoCustomizations,
  demoDiscountCodes,
  demoFiles,
  demoIndicators,
  demoLoyaltyPrograms,
  demoLoyaltyRewards,
  demoMenuBranch,
  demoMenus,
  demoRider,
  demoSurveys,
} from '@comanda/api/demo';
import { hashSecurityCode } from '../http/auth.ts';

import type { Database, Executor } from './client.ts';
import * as t from './schema.ts';

/** Same content → same hash, whatever the key order: the hash the cart-emptying rule compares. */
export function menuHash(content: unknown): string {
  const stable = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(stable)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, stable(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(stable(content)))
    .digest('hex')
    .slice(0, 16);
}

export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: t.companies.id }).from(t.companies).limit(1);
  return rows.length === 0;
}

/** Loads the demo data when the database has none (a first start); answers whether it did. */
export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemoData(db);
  return true;
}

/** Every table, children first, for a reload. */
const tablesInDeleteOrder = [
  t.riderSteps,
  t.riderSessions,
  t.dinerSessions,
  t.dinerSignInCodes,
  t.sandboxMessages,
  t.shipments,
  t.shipmentStacks,
  t.riders,
  t.surveyResponses,
  t.payments,
  t.loyaltyMovements,
  t.rewardClaims,
  t.orders,
  t.abandonedCarts,
  t.customers,
  t.loyaltyRewards,
  t.loyaltyPrograms,
  t.discountCodes,
  t.menuCustomizations,
  t.surveys,
  t.deliveryZones,
  t.orderModes,
  t.menus,
  t.branchContacts,
  t.branches,
  t.companies,
  t.indicators,
  t.files,
  t.dinerLogs,
  t.rateLimitHits,
  t.realtimePayloads,
];

export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  const riderCodeHash = await hashSecurityCode(demoRider.securityCode);
  await db.transaction(async (tx) => {
    for (const table of tablesInDeleteOrder) await tx.delete(table);
    await seedVenues(tx);
    await seedMenuExtras(tx);
    // The demo rider of Palermo Centro's own fleet, approved, off shift until they start one.
    await tx.insert(t.riders).values({
      id: demoRider.id,
      branchContactId: demoRider.branchContactId,
      name: demoRider.name,
      phone: demoRider.phone,
      securityCodeHash: riderCodeHash,
      active: demoRider.active,
      approvedAt: demoRider.approved ? new Date() : null,
    });
    await seedCustomer(tx, now);
  });
}

/** The company, its branches, their menus, and each branch contact with its order modes and zones. */
async function seedVenues(tx: Executor): Promise<void> {
  await tx.insert(t.companies).values(demoCompany);
  await tx.insert(t.branches).values(
    demoBranches.map(({ id, companyId, alias, name, country, timeZone, ...look }) => ({
      id,
      companyId,
      alias,
      name,
      country,
      timeZone,
      look,
    })),
  );
  await tx.insert(t.menus).values(
    Object.entries(demoMenus).map(([id, content]) => ({
      id,
      branchId: demoMenuBranch[id as keyof typeof demoMenus],
      content,
      hash: menuHash(content),
    })),
  );
  for (const bc of demoBranchContacts) await seedBranchContact(tx, bc);
}

async function seedBranchContact(tx: Executor, bc: (typeof demoBranchContacts)[number]): Promise<void> {
  await tx.insert(t.branchContacts).values({
    id: bc.id,
    branchId: bc.branch.id,
    alias: bc.alias,
    name: bc.name,
    address: bc.address,
    lat: bc.position.lat,
    lng: bc.position.lng,
    callPhone: bc.callPhone,
    whatsAppPhone: bc.whatsAppPhone,
    mandatoryPhone: bc.mandatoryPhone,
    mandatoryName: bc.mandatoryName,
    mandatoryEmail: bc.mandatoryEmail,
    reachableByDelivery: bc.reachableByDelivery,
    blocked: bc.commercialTermsInfo.blocked,
    ordersConsoleActive: bc.ordersConsoleActive,
    betweenStreetsRequired: bc.betweenStreetsRequired,
    ownFleet: bc.ownFleet,
    workingDays: bc.workingDays,
    npsAvg: bc.npsAvg,
    npsEnabled: bc.npsEnabled,
  });
  if (bc.orderModes.length === 0) return;
  await tx.insert(t.orderModes).values(
    bc.orderModes.map((mode, position) => ({
      id: mode.id,
      branchContactId: bc.id,
      menuId: mode.menuId,
      type: mode.type,
      showName: mode.showName,
      active: mode.active,
      orderEnabled: mode.orderEnabled,
      useSchedule: mode.useSchedule,
      availability: mode.availability,
      minDelayInMinutes: mode.minDelayInMinutes,
      maxDelayInMinutes: mode.maxDelayInMinutes,
      paymentTypes: mode.paymentTypes,
      schedules: mode.schedules,
      userFee: mode.userFee,
      percentageUserFeeBasisPoints: Math.round(mode.percentageUserFee * 100),
      generalDiscounts: mode.generalDiscounts,
      generalSurcharges: mode.generalSurcharges,
      position,
    })),
  );
  if (bc.deliveryZones.length === 0) return;
  await tx.insert(t.deliveryZones).values(
    bc.deliveryZones.map((zone, position) => ({
      ...zone,
      branchContactId: bc.id,
      position,
      freeDeliveryFrom: zone.freeDeliveryFrom ?? null,
    })),
  );
}

/** Indicators, files, customizations, codes, the loyalty program and its rewards, and the surveys. */
async function seedMenuExtras(tx: Executor): Promise<void> {
  await tx.insert(t.indicators).values(demoIndicators);
  await tx.insert(t.files).values(demoFiles);
  await tx.insert(t.menuCustomizations).values(demoCustomizations);
  await tx
    .insert(t.discountCodes)
    .values(demoDiscountCodes.map((code) => ({ ...code, plate: code.plate ?? null, category: code.category ?? null })));
  await tx.insert(t.loyaltyPrograms).values(demoLoyaltyPrograms);
  await tx.insert(t.loyaltyRewards).values(demoLoyaltyRewards);
  await tx
    .insert(t.surveys)
    .values(
      demoSurveys.map(({ id, branchContactId, active, questions }) => ({ id, branchContactId, active, questions })),
    );
}

/** The demo customer and the points history that adds up to its balance. */
async function seedCustomer(tx: Executor, now: Date): Promise<void> {
  const { history, ...customer } = demoCustomer;
  await tx.insert(t.customers).values({ ...customer, addresses: [...customer.addresses] });
  let balance = 0;
  for (const entry of history) {
    balance += entry.amount;
    await tx.insert(t.loyaltyMovements).values({
      id: randomUUID(),
      customerId: customer.id,
      orderCode: entry.orderCode,
      amount: entry.amount,
      postBalance: balance,
      createdAt: new Date(now.getTime() - entry.daysAgo * 86_400_000),
    });
  }
}
