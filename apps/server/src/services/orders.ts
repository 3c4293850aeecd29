/**
 * Order creation (POST /api/order). Nothing a browser sends about money is trusted: items are
 * rebuilt from the server's menu with the domain's plate rules, the ticket is priced with the
 * domain's `priceOrderWithDelivery`, the delivery fee comes from the zone, the code and the points are
 * checked again, and the checkout rules run in the spec's order. If the client's price differs
 * from the server's, the order is refused with a 409 listing what changed (diner §8).
 * Creation is idempotent by the client's key; redeemed points move in the same transaction,
 * earned ones once the order is paid (`loyalty-ledger.ts`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { CategoryOutput, CreateOrderInput, MenuOutput, PaymentTypeOutput, PlateOutput } from '@comanda/api';
import { type CartItem, cartMessages, DEFAULT_MAX_QUANTITY } from '@comanda/domain/cart';
import { whatsAppLink } from '@comanda/domain/contact';
import {
  type CodeDiscountInfo,
  discountMessages,
  type GeneralDiscount,
  isCodeExpired,
} from '@comanda/domain/discounts';
import type { LoyaltyProgram } from '@comanda/domain/loyalty';
import { moneyOf } from '@comanda/domain/money';
import { codeSymbols, orderCreationMessages, takesOrders } from '@comanda/domain/order';
import { buildOrderText } from '@comanda/domain/order-text';
import { buildCartItem, type PlateForm } from '@comanda/domain/plate';
import { type PricingLine, priceOrderWithDelivery, type Ticket, ticketMinorUnits } from '@comanda/domain/pricing';
import { orderingStatus } from '@comanda/domain/schedule';
import {
  type CheckoutModeKind,
  checkoutRequiredFields,
  toE164,
  validateCheckoutSubmit,
  validationMessages,
} from '@comanda/domain/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import type { DinerIdentity } from '../http/env.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { newOrderAccessToken } from '../http/order-access.ts';
import { zonesQuote } from './delivery.ts';
import { type ExternalBenefitLookup, noExternalBenefit, withExternalBenefit } from './external-benefits.ts';
import { movePoints } from './loyalty-ledger.ts';
import type { OrderContext, OrderRow, StoredOrderItem } from './order-view.ts';

type Body = Omit<CreateOrderInput, 'optIn' | 'scheduled' | 'source'> & {
  optIn: boolean;
  scheduled: boolean;
  source: string;
};

export const ORDER_CREATE_FAILED_MESSAGE = orderCreationMessages.failed;

const modeKinds: Record<string, CheckoutModeKind> = {
  DELIVERY: 'delivery',
  TAKE_AWAY: 'takeAway',
  TABLE: 'dineIn',
  SELF_SERVICE: 'selfService',
};

/** 10 symbols = 50 random bits: order codes and tracking links cannot be enumerated. */
export function newOrderCode(): string {
  const symbols = codeSymbols(randomBytes(10));
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

function isUniqueViolation(error: unknown): boolean {
  const codes = [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code];
  return codes.includes('23505');
}

interface Conflict {
  kind: 'item' | 'surcharge' | 'discount' | 'price' | 'code' | 'loyalty';
  referenceId?: string;
  message: string;
}

type MenuPlates = ReadonlyMap<string, { readonly plate: PlateOutput; readonly category: CategoryOutput }>;

function platesOf(menu: Pick<MenuOutput, 'categories'>): MenuPlates {
  const plates = new Map<string, { plate: PlateOutput; category: CategoryOutput }>();
  for (const category of menu.categories)
    for (const plate of category.plates) plates.set(plate.id, { plate, category });
  return plates;
}

/**
 * The plates of the menus orders were last priced against, by menu id with the content hash they
 * were read at. An order asks only for the hash (a few bytes) and reads and parses the whole menu
 * again only when it changed: the menu is by far the largest row an order reads. Never stale, as
 * the hash is recomputed whenever the content changes; the same hash means the same content, so
 * processes serving several databases share entries safely.
 */
const platesByMenu = new Map<string, { readonly hash: string; readonly plates: MenuPlates }>();
/** Bounds the memory of a process serving many venues; a full cache starts over. */
const PLATES_CACHE_MAX_MENUS = 500;

async function menuPlates(db: Executor, menuId: string, currentHash: string): Promise<MenuPlates | null> {
  const cached = platesByMenu.get(menuId);
  if (cached?.hash === currentHash) return cached.plates;
  const [row] = await db
    .select({ content: t.menus.content, hash: t.menus.hash })
    .from(t.menus)
    .where(eq(t.menus.id, menuId))
    .limit(1);
  if (!row) return null;
  const plates = platesOf(row.content as MenuOutput);
  if (platesByMenu.size >= PLATES_CACHE_MAX_MENUS) platesByMenu.clear();
  platesByMenu.set(menuId, { hash: row.hash, plates });
  return plates;
}

/** The client's line rebuilt from the server's plate: sizes, garnish rules, quantity. */
function rebuildLine(
  line: CreateOrderInput['items'][number],
  menu: MenuPlates,
): { line?: PricingLine; problem?: Conflict } {
  const found = menu.get(line.referenceId);
  if (!found)
    return { problem: { kind: 'item', referenceId: line.referenceId, message: `${line.name} ya no está disponible` } };
  const { plate, category } = found;
  const form: PlateForm = {
    ...(line.sizeId
      ? { sizeId: line.sizeId }
      : plate.sizes.length === 1 && plate.sizes[0]
        ? { sizeId: plate.sizes[0].id }
        : {}),
    quantity: line.quantity,
    notes: line.notes,
    garnishes: line.extras.flatMap((group) =>
      group.groupItems
        .filter((item) => item.quantity > 0)
        .map((item) => ({ groupId: group.groupId, garnishId: item.referenceId, quantity: item.quantity })),
    ),
  };
  const unknownGarnish = form.garnishes.find(
    (choice) =>
      !plate.garnishGroups.some(
        (group) => group.id === choice.groupId && group.garnishes.some((g) => g.id === choice.garnishId && g.visible),
      ),
  );
  if (unknownGarnish || (line.sizeId && !plate.sizes.some((size) => size.id === line.sizeId))) {
    return {
      problem: {
        kind: 'item',
        referenceId: line.referenceId,
        message: `${plate.name}: la opción elegida ya no está disponible`,
      },
    };
  }
  const built = buildCartItem(plate, form, { categoryShowName: category.showName, source: line.source });
  if (!built.ok) return { problem: { kind: 'item', referenceId: line.referenceId, message: built.message } };
  return { line: { item: built.item, plateDiscount: plate.discount ?? null } };
}

function storedItem(item: CartItem, net: number): StoredOrderItem {
  return {
    referenceId: item.referenceId,
    name: item.name,
    quantity: item.quantity,
    notes: item.notes,
    accPrice: net,
    extras: item.extras
      .map((group) => ({
        groupName: group.groupName,
        multipleSelection: group.multipleSelection,
        groupItems: group.groupItems.filter((g) => g.quantity > 0).map((g) => ({ name: g.name, quantity: g.quantity })),
      }))
      .filter((group) => group.groupItems.length > 0),
  };
}

const minor = ticketMinorUnits;

/** The ticket's lines in the wire's shapes, for the order row and the 409 answer. */
function ticketLines(ticket: Ticket) {
  return {
    discounts: ticket.discounts.map((d) => ({
      name: d.name,
      type: d.type,
      value: d.value,
      amount: minor(ticket, d.amount),
      discountReferenceId: d.discountReferenceId,
      ...(d.code ? { code: d.code } : {}),
      ...(d.externalBenefitType ? { externalBenefitType: d.externalBenefitType } : {}),
    })),
    surcharges: ticket.surcharges.map((s) => ({
      name: s.name,
      type: s.type,
      value: s.value,
      amount: minor(ticket, s.amount),
      surchargeReferenceId: s.surchargeReferenceId,
    })),
  };
}

async function findCode(db: Executor, branchId: string, code: string) {
  const [row] = await db
    .select()
    .from(t.discountCodes)
    .where(
      and(
        eq(t.discountCodes.branchId, branchId),
        eq(t.discountCodes.code, code.trim().toUpperCase()),
        eq(t.discountCodes.active, true),
      ),
    )
    .limit(1);
  return row;
}

export function toCodeInfo(row: typeof t.discountCodes.$inferSelect): CodeDiscountInfo & { id: string } {
  return {
    id: row.id,
    code: row.code,
    type: row.type as CodeDiscountInfo['type'],
    value: row.value,
    minimumOrderAmount: row.minimumOrderAmount,
    maximumDiscountAmount: row.maximumDiscountAmount,
    plate: row.plate as CodeDiscountInfo['plate'],
    category: row.category as CodeDiscountInfo['category'],
    firstTimeUse: row.firstTimeUse,
    limitedUsage: row.limitedUsage,
    externalBenefitType: row.externalBenefitType,
  };
}

const customerQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(t.customers)
    .where(and(eq(t.customers.branchId, sql.placeholder('branchId')), eq(t.customers.phone, sql.placeholder('phone'))))
    .limit(1)
    .prepare('order_customer'),
);

async function customerOf(db: Database, branchId: string, phone: string) {
  const [row] = await customerQuery(db).execute({ branchId, phone });
  return row;
}

export async function hasPreviousOrders(db: Executor, branchId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
    .where(and(eq(t.branchContacts.branchId, branchId), eq(t.orders.phone, phone)))
    .limit(1);
  return row !== undefined;
}

function loyaltyProgramOf(
  row: typeof t.loyaltyPrograms.$inferSelect | undefined,
  contactId: string,
): LoyaltyProgram | null {
  if (!row?.active) return null;
  const ids = row.branchContactIds as string[];
  if (ids.length > 0 && !ids.includes(contactId)) return null;
  return { ...row, branchContactIds: ids };
}

export interface CreatedOrder {
  readonly row: OrderRow;
  readonly created: boolean;
  readonly messagingLink?: string;
  /** What the answer shows of a new order, as read to create it (no shipment exists yet). */
  readonly context?: Pick<OrderContext, 'contact' | 'paymentType'>;
}

/**
 * What an order is checked against, in one query: the branch contact with its branch, the chosen
 * mode (null unless it is one of the contact's), its menu's hash, the branch's loyalty program,
 * and the id of an order already made with the idempotency key.
 */
const orderContextQuery = preparedPerDatabase((db) =>
  db
    .select({
      contact: t.branchContacts,
      branch: t.branches,
      mode: t.orderModes,
      menuHash: t.menus.hash,
      program: t.loyaltyPrograms,
      existingOrderId: sql<
        string | null
      >`(select ${t.orders.id} from ${t.orders} where ${t.orders.idempotencyKey} = ${sql.placeholder('idempotencyKey')})`,
    })
    .from(t.branchContacts)
    .innerJoin(t.branches, eq(t.branches.id, t.branchContacts.branchId))
    .leftJoin(
      t.orderModes,
      and(eq(t.orderModes.id, sql.placeholder('orderModeId')), eq(t.orderModes.branchContactId, t.branchContacts.id)),
    )
    .leftJoin(t.menus, eq(t.menus.id, t.orderModes.menuId))
    .leftJoin(t.loyaltyPrograms, eq(t.loyaltyPrograms.branchId, t.branches.id))
    .where(eq(t.branchContacts.id, sql.placeholder('branchContactId')))
    .limit(1)
    .prepare('order_context'),
);

async function orderContext(db: Database, body: Pick<Body, 'branchContact' | 'orderModeId' | 'idempotencyKey'>) {
  const [row] = await orderContextQuery(db).execute({
    branchContactId: body.branchContact,
    orderModeId: body.orderModeId,
    idempotencyKey: body.idempotencyKey,
  });
  return row;
}

async function orderByIdempotencyKey(db: Executor, key: string) {
  const [row] = await db.select().from(t.orders).where(eq(t.orders.idempotencyKey, key)).limit(1);
  return row;
}

/**
 * `diner` is the caller's diner session, if any: points are spent only by the diner who proved
 * the phone the order names.
 */
export async function createOrder(
  db: Database,
  body: Body,
  now: Date,
  diner: DinerIdentity | null = null,
  externalBenefit: ExternalBenefitLookup = noExternalBenefit,
): Promise<CreatedOrder> {
  const context = await orderContext(db, body);
  // A repeated key answers the first order, whatever else the body says now.
  const existing =
    context?.existingOrderId || !context ? await orderByIdempotencyKey(db, body.idempotencyKey) : undefined;
  if (existing) return { row: existing, created: false };

  if (!context || context.contact.blocked) throw notFound('Local');
  const { contact, branch, mode, menuHash } = context;
  if (!mode || !takesOrders(mode))
    throw badRequest('order_mode_unavailable', 'Menú informativo. Pedidos deshabilitados.');
  if (mode.type !== body.type) throw badRequest('order_mode_mismatch', orderCreationMessages.modeMismatch);
  const paymentTypes = mode.paymentTypes as PaymentTypeOutput[];
  const paymentType = paymentTypes.find((p) => p.id === body.paymentType && p.active);
  if (!paymentType) throw badRequest('payment_type_unavailable', orderCreationMessages.paymentTypeUnavailable);
  const cash = paymentType.paymentMethod === 'CASH';
  const online = paymentType.paymentMethod === 'ONLINE_CARD';
  const country = branch.country;

  // The phone as the branch's country reads it; stored in E.164.
  const phone = body.phone ? toE164(body.phone, country) : null;
  if (body.phone && !phone) throw badRequest('invalid_phone', validationMessages.checkout.phoneInvalid);
  const spendsPoints = (body.loyaltyInfo?.redeemedPoints ?? 0) > 0;
  if (spendsPoints && (diner?.branchId !== branch.id || diner.phone !== phone))
    throw new HttpError(403, 'diner_session_required', validationMessages.signIn.sessionRequired);

  // Items from the server's menu.
  const plates = menuHash === null ? null : await menuPlates(db, mode.menuId, menuHash);
  if (!plates) throw notFound('Menú');
  const problems: Conflict[] = [];
  const lines: PricingLine[] = [];
  for (const line of body.items) {
    const rebuilt = rebuildLine(line, plates);
    if (rebuilt.problem) problems.push(rebuilt.problem);
    if (rebuilt.line) lines.push(rebuilt.line);
  }
  const quantities = new Map<string, number>();
  for (const { item } of lines)
    quantities.set(item.referenceId, (quantities.get(item.referenceId) ?? 0) + item.quantity);
  for (const [referenceId, quantity] of quantities) {
    const maximum = plates.get(referenceId)?.plate.maxQuantity ?? DEFAULT_MAX_QUANTITY;
    if (quantity > maximum) throw badRequest('max_quantity', cartMessages.maxQuantityReached(maximum));
  }

  // Schedule: ordering now needs the store open; a scheduled time must be one it offers.
  const status = orderingStatus({
    mode: { ...mode, schedules: mode.schedules as never },
    workingDays: contact.workingDays as never,
    now,
    timeZone: branch.timeZone,
  });
  let scheduledAt: Date | null = null;
  if (body.scheduled) {
    const requested = body.scheduledAt ? Date.parse(body.scheduledAt) : Number.NaN;
    const slot = status.days.flatMap((day) => day.slots).find((s) => s.at.getTime() === requested);
    if (!slot) throw badRequest('schedule_unavailable', validationMessages.checkout.scheduleTimeRequired);
    scheduledAt = slot.at;
  }

  // Delivery fee from the zone of the destination, and the diner as the branch's customer: two
  // independent reads, made concurrently.
  let destination: { lat: number; lng: number } | null = null;
  if (mode.type === 'DELIVERY') {
    const lat = body.destination?.lat;
    const lng = body.destination?.lng;
    if (lat === undefined || lng === undefined)
      throw badRequest('address_required', validationMessages.checkout.deliveryAddressRequired);
    destination = { lat, lng };
  }
  const [delivery, customer, external] = await Promise.all([
    destination ? zonesQuote(db, contact.id, destination) : null,
    phone ? customerOf(db, branch.id, phone) : undefined,
    externalBenefit({ branchId: branch.id, branchContactId: contact.id, orderModeId: mode.id }),
  ]);

  // Code and points, checked again.
  let codeInfo: (CodeDiscountInfo & { id: string }) | null = null;
  if (body.discountCode) {
    const code = await findCode(db, branch.id, body.discountCode);
    if (!code) problems.push({ kind: 'code', message: discountMessages.codeNotFound });
    else {
      codeInfo = toCodeInfo(code);
      if (code.firstTimeUse && phone && (await hasPreviousOrders(db, branch.id, phone))) {
        problems.push({ kind: 'code', message: orderCreationMessages.codeFirstPurchaseOnly });
        codeInfo = null;
      }
      if (codeInfo && code.limitedUsage) {
        const [validation] = phone
          ? await db
              .select()
              .from(t.codeValidations)
              .where(and(eq(t.codeValidations.codeId, code.id), eq(t.codeValidations.phone, phone)))
              .limit(1)
          : [];
        if (!validation || isCodeExpired(validation.validatedAt, now)) {
          problems.push({ kind: 'code', message: discountMessages.limitedUsageExpired });
          codeInfo = null;
        }
      }
    }
  }
  const program = loyaltyProgramOf(context.program ?? undefined, contact.id);
  const requestedPoints = body.loyaltyInfo?.redeemedPoints ?? 0;
  if (requestedPoints > 0 && (!program || !customer))
    problems.push({ kind: 'loyalty', message: orderCreationMessages.noPointsHere });

  // Diner §2 'Envío gratis a partir de {amount}': priced as the checkout prices it.
  const ticket = priceOrderWithDelivery(
    {
      country,
      lines,
      generalDiscounts: withExternalBenefit(mode.generalDiscounts as GeneralDiscount[], external),
      generalSurcharges: mode.generalSurcharges as never,
      fees: { userFee: mode.userFee, percentageUserFee: mode.percentageUserFeeBasisPoints / 100 },
      cashPayment: cash,
      codeDiscount: codeInfo,
      loyalty: program && customer ? { program, balance: customer.pointsBalance, points: requestedPoints } : null,
    },
    delivery,
  );
  if (ticket.code?.outcome === 'conditionsUnmet')
    problems.push({ kind: 'code', message: orderCreationMessages.codeConditionsUnmet });
  if (requestedPoints > 0 && ticket.loyalty?.outcome !== 'applied') {
    problems.push({ kind: 'loyalty', message: ticket.loyalty?.message ?? orderCreationMessages.pointsNotRedeemed });
  }
  const total = minor(ticket, ticket.total);

  // What changed since the diner's cart (a price, an item, a code, points) is answered first, so
  // the client can reconcile before the diner fixes anything else.
  const { discounts, surcharges } = ticketLines(ticket);
  if (total !== body.price) problems.push({ kind: 'price', message: orderCreationMessages.priceChanged });
  if (problems.length > 0) {
    throw conflict('order_conflict', ORDER_CREATE_FAILED_MESSAGE, {
      errors: problems,
      items: lines.map(({ item }) => item),
      surcharges,
      discounts,
      price: total,
    });
  }

  // The checkout rules, in the spec's order; the last failing message wins.
  const checkout = validateCheckoutSubmit({
    modeKind: modeKinds[mode.type] ?? 'takeAway',
    customer: {
      phone: body.phone,
      phoneCountry: country,
      name: body.customerName,
      email: body.customerEmail,
      document: body.document,
      tableNumber: body.tableUid,
    },
    required: checkoutRequiredFields(contact),
    payment: cash
      ? { kind: 'cash', paysWith: body.paysWith }
      : online
        ? { kind: 'card', cardFieldsValid: true }
        : { kind: 'other' },
    orderTotal: total,
    delivery: delivery
      ? {
          hasAddress: true,
          betweenStreetsRequired: contact.betweenStreetsRequired,
          betweenStreets: body.destination?.entrecalles,
          minimumOrderAmount: delivery.minimumOrder,
          orderAmount: minor(ticket, ticket.itemsTotal),
          country,
          quote: !delivery.inZone ? 'outOfArea' : delivery.couriersAvailable ? 'inArea' : 'providersFailed',
          // Outside the zone there is no courier to ask: the zone message is the one that applies.
          cashCouriersAvailable: !delivery.inZone || delivery.cashCouriersAvailable,
        }
      : null,
    schedule: {
      loading: false,
      canOrderNow: status.canOrderNow,
      scheduled: body.scheduled,
      scheduledAt: scheduledAt ?? body.scheduledAt,
    },
  });
  if (!checkout.ok)
    throw badRequest('checkout_invalid', checkout.message ?? ORDER_CREATE_FAILED_MESSAGE, {
      failures: checkout.failures,
    });

  const redeemed = ticket.loyalty?.redeemedPoints ?? 0;
  const earned = program && phone ? (ticket.loyalty?.earnedPoints ?? 0) : 0;
  const items = ticket.items.map((line, index) =>
    storedItem((lines[index] as PricingLine).item, minor(ticket, line.net)),
  );
  const code = newOrderCode();
  const id = randomUUID();
  const orderStatus = online ? 'UNCONFIRMED' : 'GENERATED';

  const orderText = buildOrderText({
    code,
    branchName: contact.name,
    items: lines.map((line) => line.item),
    totals: {
      items: ticket.itemsTotal,
      discounts: ticket.discounts.map((d) => ({ name: d.name, amount: d.amount })),
      surcharges: ticket.surcharges.map((s) => ({ name: s.name, amount: s.amount })),
      serviceFee: ticket.serviceFee,
      ...(delivery ? { deliveryFee: ticket.deliveryFee } : {}),
      total: ticket.total,
    },
    modeName: mode.showName,
    ...(body.destination
      ? {
          address: {
            formatted_address: body.destination.formatted_address ?? body.destination.direccion,
            entrecalles: body.destination.entrecalles ?? '',
            aclaraciones: body.destination.aclaraciones ?? '',
          },
        }
      : {}),
    ...(body.tableUid ? { tableNumber: body.tableUid } : {}),
    paymentName: paymentType.showName,
    ...(cash && body.paysWith ? { paysWith: moneyOf(body.paysWith, country) } : {}),
    ...(body.notes ? { notes: body.notes } : {}),
    country,
  });

  // The order row as inserted, so nothing large is read back (`RETURNING`): every column is
  // given here, none is left to a database default.
  const orderRow = (customerId: string | null): OrderRow => ({
    id,
    code,
    idempotencyKey: body.idempotencyKey,
    branchContactId: contact.id,
    orderModeId: mode.id,
    customerId,
    type: mode.type,
    status: orderStatus,
    paymentTypeId: paymentType.id,
    paymentStatus: 'PENDING',
    onlinePayment: online,
    items,
    discounts,
    surcharges,
    itemsPrice: minor(ticket, ticket.itemsTotal),
    deliveryFee: minor(ticket, ticket.deliveryFee),
    userServiceFee: minor(ticket, ticket.serviceFee),
    total,
    paysWith: cash ? (body.paysWith ?? null) : null,
    notes: body.notes ?? null,
    destination: body.destination ?? null,
    tableUid: body.tableUid ?? null,
    customerName: body.customerName ?? null,
    phone,
    email: body.customerEmail ?? null,
    document: body.document?.replace(/[.,+-]/g, '') ?? null,
    scheduled: body.scheduled,
    scheduledAt,
    orderedAt: now,
    source: body.source,
    installedApp: body.installedApp ?? false,
    discountCode: codeInfo?.code ?? null,
    redeemedPoints: redeemed,
    gainedPoints: earned,
    orderText,
    partnerName: external?.partnerName ?? null,
    userExternalReference: external?.userExternalReference ?? null,
    errorReport: null,
    accessToken: newOrderAccessToken(),
    request: body,
  });

  try {
    // The common case, a diner who is already a customer (or gave no phone) and redeems nothing, is
    // one statement; a new customer or a debit of points needs the transaction. Earned points
    // wait for the order to be paid (`settleOrderPoints`).
    const row =
      !phone || (customer && redeemed === 0)
        ? await insertOrder(db, orderRow(customer?.id ?? null))
        : await db.transaction(async (tx) => {
            // A new diner becomes a customer of the branch first (no points move yet).
            const customerId =
              customer?.id ??
              (await ensureCustomer(tx, {
                branchId: branch.id,
                phone,
                name: body.customerName ?? null,
                email: body.customerEmail ?? null,
              }));
            const inserted = orderRow(customerId);
            // The order comes before any points move: it claims the idempotency key (a duplicate fails here).
            await tx.insert(t.orders).values(inserted);
            // Last, so the customer's row is locked only until the commit that follows.
            await redeemPoints(tx, { customerId, orderCode: code, redeemed, now });
            return inserted;
          });
    // Without an orders console the order goes to the venue by the messaging app (diner §4).
    return {
      row,
      created: true,
      context: { contact, paymentType },
      ...(contact.ordersConsoleActive ? {} : { messagingLink: whatsAppLink(contact.whatsAppPhone, orderText) }),
    };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [first] = await db.select().from(t.orders).where(eq(t.orders.idempotencyKey, body.idempotencyKey)).limit(1);
      if (first) return { row: first, created: false };
    }
    throw error;
  }
}

/** The customer of the branch with this phone, created if new; returns its id. */
async function ensureCustomer(
  tx: Executor,
  diner: { branchId: string; phone: string; name: string | null; email: string | null },
): Promise<string> {
  const [created] = await tx
    .insert(t.customers)
    .values({ id: randomUUID(), ...diner })
    .onConflictDoNothing({ target: [t.customers.branchId, t.customers.phone] })
    .returning({ id: t.customers.id });
  if (created) return created.id;
  // Created meanwhile by a concurrent order of the same diner (committed: the insert waited for it).
  const [existing] = await tx
    .select({ id: t.customers.id })
    .from(t.customers)
    .where(and(eq(t.customers.branchId, diner.branchId), eq(t.customers.phone, diner.phone)))
    .limit(1);
  if (!existing) throw new Error('customer upsert returned nothing');
  return existing.id;
}

async function insertOrder(db: Executor, order: OrderRow): Promise<OrderRow> {
  await db.insert(t.orders).values(order);
  return order;
}

/**
 * Redeemed points are debited with a conditional update (never below zero, even under concurrent
 * orders), with a movement row, inside the order's transaction.
 */
async function redeemPoints(
  tx: Executor,
  move: { customerId: string; orderCode: string; redeemed: number; now: Date },
): Promise<void> {
  if (move.redeemed <= 0) return;
  const debited = await movePoints(tx, { ...move, amount: -move.redeemed });
  if (!debited)
    throw new HttpError(
      409,
      'points_unavailable',
      'Sus puntos cambiaron mientras hacía el pedido. Revise el canje e intente de nuevo.',
    );
}
