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
import type { CreateOrderInput, MenuOutput, PaymentTypeOutput } from '@comanda/api';
import { type CartItem, cartMessages } from '@comanda/domain/cart';
import { whatsAppLink } from '@comanda/domain/contact';
import {
  type CodeDiscountInfo,
  discountMessages,
  type GeneralDiscount,
  isCodeExpired,
} from '@comanda/domain/discounts';
import type { LoyaltyProgram } from '@comanda/domain/loyalty';
import { moneyOf } from '@comanda/domain/money';
import {
  codeSymbols,
  type MenuPlates,
  menuPlatesOf,
  orderCreationMessages,
  PAYMENT_STATUS_DEFAULT,
  rebuildLines,
  statusOnCreation,
  takesOrders,
} from '@comanda/domain/order';
import { buildOrderText } from '@comanda/domain/order-text';
import { type PricingLine, priceOrderWithDelivery, type Ticket, ticketMinorUnits } from '@comanda/domain/pricing';
import { orderingStatus } from '@comanda/domain/schedule';
import {
  type CheckoutModeKind,
  type CheckoutSubmitInput,
  checkoutRequiredFields,
  phoneNumbering,
  toE164,
  validateCheckoutSubmit,
  validationMessages,
} from '@comanda/domain/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { firstRow } from '../db/rows.ts';
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
  const plates = menuPlatesOf((row.content as MenuOutput).categories);
  if (platesByMenu.size >= PLATES_CACHE_MAX_MENUS) platesByMenu.clear();
  platesByMenu.set(menuId, { hash: row.hash, plates });
  return plates;
}

function storedItem(item: CartItem, net: number): StoredOrderItem {
  return {
    referenceId: item.referenceId,
    name: item.name,
    quantity: item.quantity,
    notes: item.notes,
    accPrice: net,
    ...(item.sizeId ? { sizeId: item.sizeId } : {}),
    source: item.source,
    extras: item.extras
      .map((group) => ({
        groupId: group.groupId,
        groupName: group.groupName,
        multipleSelection: group.multipleSelection,
        groupItems: group.groupItems
          .filter((g) => g.quantity > 0)
          .map((g) => ({ referenceId: g.referenceId, name: g.name, quantity: g.quantity })),
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

export async function findCode(db: Executor, branchId: string, code: string) {
  return firstRow(
    db,
    t.discountCodes,
    and(
      eq(t.discountCodes.branchId, branchId),
      eq(t.discountCodes.code, code.trim().toUpperCase()),
      eq(t.discountCodes.active, true),
    ),
  );
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

type LoadedContext = NonNullable<Awaited<ReturnType<typeof orderContext>>>;
type Contact = LoadedContext['contact'];
type Mode = NonNullable<LoadedContext['mode']>;
type Customer = Awaited<ReturnType<typeof customerOf>>;
type CodeInfo = CodeDiscountInfo & { id: string };

/** The venue, mode, payment and phone of the order, as checked: what every later step reads. */
interface OrderChoices {
  readonly contact: Contact;
  readonly branch: LoadedContext['branch'];
  readonly mode: Mode;
  readonly paymentType: PaymentTypeOutput;
  readonly cash: boolean;
  readonly country: string;
  /** In E.164, as the branch's country reads it. */
  readonly phone: string | null;
}

/** What the order is priced from: its lines rebuilt, its time, and the reads around it. */
interface OrderFacts extends OrderChoices {
  readonly lines: PricingLine[];
  readonly canOrderNow: boolean;
  readonly scheduledAt: Date | null;
  readonly delivery: Awaited<ReturnType<typeof zonesQuote>> | null;
  readonly customer: Customer;
  readonly external: Awaited<ReturnType<ExternalBenefitLookup>>;
  readonly codeInfo: CodeInfo | null;
  readonly program: LoyaltyProgram | null;
}

interface PricedOrder extends OrderFacts {
  readonly ticket: Ticket;
  readonly total: number;
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
  const loaded = await loadOrderContext(db, body);
  if ('existing' in loaded) return { row: loaded.existing, created: false };
  const choices = checkChoices(loaded.context, body, diner);
  const { lines, problems } = await rebuildOrderLines(db, choices.mode, loaded.context.menuHash, body);
  const facts = await gatherFacts(db, { ...choices, lines }, loaded.context, body, now, externalBenefit, problems);
  const order = priceOrder(facts, body, problems);
  refuseChangedOrder(order, body, problems);
  checkCheckoutRules(order, body);
  return saveOrder(db, order, body, now);
}

/** The order's context in one query, or the order its idempotency key already made. */
async function loadOrderContext(
  db: Database,
  body: Body,
): Promise<{ existing: OrderRow } | { context: LoadedContext }> {
  const context = await orderContext(db, body);
  // A repeated key answers the first order, whatever else the body says now.
  const existing =
    context?.existingOrderId || !context ? await orderByIdempotencyKey(db, body.idempotencyKey) : undefined;
  if (existing) return { existing };
  if (!context || context.contact.blocked) throw notFound('Local');
  return { context };
}

/** The mode takes orders of this type, the payment type is offered, and points are spent by their owner. */
function checkChoices(context: LoadedContext, body: Body, diner: DinerIdentity | null): OrderChoices {
  const { contact, branch, mode } = context;
  if (!mode || !takesOrders(mode)) throw badRequest('order_mode_unavailable', orderCreationMessages.ordersDisabled);
  if (mode.type !== body.type) throw badRequest('order_mode_mismatch', orderCreationMessages.modeMismatch);
  const paymentType = (mode.paymentTypes as PaymentTypeOutput[]).find((p) => p.id === body.paymentType && p.active);
  if (!paymentType) throw badRequest('payment_type_unavailable', orderCreationMessages.paymentTypeUnavailable);
  const phone = body.phone ? toE164(body.phone, branch.country) : null;
  if (body.phone && !phone) throw badRequest('invalid_phone', validationMessages.checkout.phoneInvalid);
  const spendsPoints = (body.loyaltyInfo?.redeemedPoints ?? 0) > 0;
  if (spendsPoints && (diner?.branchId !== branch.id || diner.phone !== phone))
    throw new HttpError(403, 'diner_session_required', validationMessages.signIn.sessionRequired);
  const cash = paymentType.paymentMethod === 'CASH';
  return { contact, branch, mode, paymentType, cash, country: branch.country, phone };
}

/** The order's lines rebuilt against the mode's menu by the domain; a plate over its maximum is refused. */
async function rebuildOrderLines(db: Executor, mode: Mode, menuHash: string | null, body: Body) {
  const plates = menuHash === null ? null : await menuPlates(db, mode.menuId, menuHash);
  if (!plates) throw notFound('Menú');
  const rebuilt = rebuildLines(body.items, plates);
  if (rebuilt.exceededMaximum !== null)
    throw badRequest('max_quantity', cartMessages.maxQuantityReached(rebuilt.exceededMaximum));
  return { lines: rebuilt.lines, problems: rebuilt.problems as Conflict[] };
}

/** Ordering now needs the store open; a scheduled time must be one it offers. */
function orderTime(choices: OrderChoices, body: Body, now: Date) {
  const { mode, contact, branch } = choices;
  const status = orderingStatus({
    mode: { ...mode, schedules: mode.schedules as never },
    workingDays: contact.workingDays as never,
    now,
    timeZone: branch.timeZone,
  });
  if (!body.scheduled) return { canOrderNow: status.canOrderNow, scheduledAt: null };
  const requested = body.scheduledAt ? Date.parse(body.scheduledAt) : Number.NaN;
  const slot = status.days.flatMap((day) => day.slots).find((s) => s.at.getTime() === requested);
  if (!slot) throw badRequest('schedule_unavailable', validationMessages.checkout.scheduleTimeRequired);
  return { canOrderNow: status.canOrderNow, scheduledAt: slot.at };
}

function deliveryDestination(mode: Mode, body: Body): { lat: number; lng: number } | null {
  if (mode.type !== 'DELIVERY') return null;
  const lat = body.destination?.lat;
  const lng = body.destination?.lng;
  if (lat === undefined || lng === undefined)
    throw badRequest('address_required', validationMessages.checkout.deliveryAddressRequired);
  return { lat, lng };
}

/**
 * The time, the delivery quote of the destination's zone, the diner as the branch's customer, the
 * partner's benefit (independent reads, made concurrently), and the code and points checked again.
 */
async function gatherFacts(
  db: Database,
  choices: OrderChoices & { lines: PricingLine[] },
  context: LoadedContext,
  body: Body,
  now: Date,
  externalBenefit: ExternalBenefitLookup,
  problems: Conflict[],
): Promise<OrderFacts> {
  const { contact, branch, mode, phone } = choices;
  const time = orderTime(choices, body, now);
  const destination = deliveryDestination(mode, body);
  const [delivery, customer, external] = await Promise.all([
    destination ? zonesQuote(db, contact.id, destination) : null,
    phone ? customerOf(db, branch.id, phone) : undefined,
    externalBenefit({ branchId: branch.id, branchContactId: contact.id, orderModeId: mode.id }),
  ]);
  const code = await recheckCode(db, branch.id, phone, body.discountCode, now);
  if (code.problem) problems.push({ kind: 'code', message: code.problem });
  const program = loyaltyProgramOf(context.program ?? undefined, contact.id);
  if (requestedPoints(body) > 0 && (!program || !customer))
    problems.push({ kind: 'loyalty', message: orderCreationMessages.noPointsHere });
  return { ...choices, ...time, delivery, customer, external, codeInfo: code.info, program };
}

const requestedPoints = (body: Body) => body.loyaltyInfo?.redeemedPoints ?? 0;

/** The code as it applies now: its row, or why it does not (not found, first purchase only, expired). */
async function recheckCode(
  db: Executor,
  branchId: string,
  phone: string | null,
  text: string | undefined,
  now: Date,
): Promise<{ info: CodeInfo | null; problem?: string }> {
  if (!text) return { info: null };
  const code = await findCode(db, branchId, text);
  if (!code) return { info: null, problem: discountMessages.codeNotFound };
  if (code.firstTimeUse && phone && (await hasPreviousOrders(db, branchId, phone)))
    return { info: null, problem: orderCreationMessages.codeFirstPurchaseOnly };
  if (code.limitedUsage && !(await codeStillValidated(db, code.id, phone, now)))
    return { info: null, problem: discountMessages.limitedUsageExpired };
  return { info: toCodeInfo(code) };
}

/** A limited-usage code counts only while the diner's validation of it has not expired. */
async function codeStillValidated(db: Executor, codeId: string, phone: string | null, now: Date): Promise<boolean> {
  if (!phone) return false;
  const validation = await firstRow(
    db,
    t.codeValidations,
    and(eq(t.codeValidations.codeId, codeId), eq(t.codeValidations.phone, phone)),
  );
  return validation !== undefined && !isCodeExpired(validation.validatedAt, now);
}

/**
 * The domain's money is exact or throws a RangeError: quantities the cart allows can still make an
 * amount too large to count exactly, which is the diner's input to correct, not a server failure.
 */
function refusingOverflow<T>(price: () => T): T {
  try {
    return price();
  } catch (error) {
    if (error instanceof RangeError) throw badRequest('amount_too_large', orderCreationMessages.amountTooLarge);
    throw error;
  }
}

/** Diner §2 'Envío gratis a partir de {amount}': priced by the domain as the checkout prices it. */
function priceOrder(facts: OrderFacts, body: Body, problems: Conflict[]): PricedOrder {
  const { mode, program, customer } = facts;
  const points = requestedPoints(body);
  const ticket = refusingOverflow(() =>
    priceOrderWithDelivery(
      {
        country: facts.country,
        lines: facts.lines,
        generalDiscounts: withExternalBenefit(mode.generalDiscounts as GeneralDiscount[], facts.external),
        generalSurcharges: mode.generalSurcharges as never,
        fees: { userFee: mode.userFee, percentageUserFee: mode.percentageUserFeeBasisPoints / 100 },
        cashPayment: facts.cash,
        codeDiscount: facts.codeInfo,
        loyalty: program && customer ? { program, balance: customer.pointsBalance, points } : null,
      },
      facts.delivery,
    ),
  );
  if (ticket.code?.outcome === 'conditionsUnmet')
    problems.push({ kind: 'code', message: orderCreationMessages.codeConditionsUnmet });
  if (points > 0 && ticket.loyalty?.outcome !== 'applied')
    problems.push({ kind: 'loyalty', message: ticket.loyalty?.message ?? orderCreationMessages.pointsNotRedeemed });
  return { ...facts, ticket, total: minor(ticket, ticket.total) };
}

/**
 * What changed since the diner's cart (a price, an item, a code, points) is answered first, so
 * the client can reconcile before the diner fixes anything else.
 */
function refuseChangedOrder(order: PricedOrder, body: Body, problems: Conflict[]): void {
  if (order.total !== body.price) problems.push({ kind: 'price', message: orderCreationMessages.priceChanged });
  if (problems.length === 0) return;
  throw conflict('order_conflict', orderCreationMessages.failed, {
    errors: problems,
    items: order.lines.map(({ item }) => item),
    ...ticketLines(order.ticket),
    price: order.total,
  });
}

/** The checkout rules of the domain, in the spec's order; the last failing message wins. */
function checkCheckoutRules(order: PricedOrder, body: Body): void {
  const checkout = validateCheckoutSubmit(
    {
      modeKind: modeKinds[order.mode.type] ?? 'takeAway',
      customer: {
        phone: body.phone,
        phoneCountry: order.country,
        name: body.customerName,
        email: body.customerEmail,
        document: body.document,
        tableNumber: body.tableUid,
      },
      required: checkoutRequiredFields(order.contact),
      payment: checkoutPayment(order, body),
      orderTotal: order.total,
      delivery: checkoutDelivery(order, body),
      schedule: {
        loading: false,
        canOrderNow: order.canOrderNow,
        scheduled: body.scheduled,
        scheduledAt: order.scheduledAt ?? body.scheduledAt,
      },
    },
    phoneNumbering,
  );
  if (!checkout.ok)
    throw badRequest('checkout_invalid', checkout.message ?? orderCreationMessages.failed, {
      failures: checkout.failures,
    });
}

function checkoutPayment(order: PricedOrder, body: Body): CheckoutSubmitInput['payment'] {
  if (order.cash) return { kind: 'cash', paysWith: body.paysWith };
  return order.paymentType.paymentMethod === 'ONLINE_CARD'
    ? { kind: 'card', cardFieldsValid: true }
    : { kind: 'other' };
}

function checkoutDelivery(order: PricedOrder, body: Body): CheckoutSubmitInput['delivery'] {
  const { delivery, contact, ticket } = order;
  if (!delivery) return null;
  return {
    hasAddress: true,
    betweenStreetsRequired: contact.betweenStreetsRequired,
    betweenStreets: body.destination?.entrecalles,
    minimumOrderAmount: delivery.minimumOrder,
    orderAmount: minor(ticket, ticket.itemsTotal),
    country: order.country,
    quote: !delivery.inZone ? 'outOfArea' : delivery.couriersAvailable ? 'inArea' : 'providersFailed',
    // Outside the zone there is no courier to ask: the zone message is the one that applies.
    cashCouriersAvailable: !delivery.inZone || delivery.cashCouriersAvailable,
  };
}

/** The order text the venue reads (domain `buildOrderText`), from the priced ticket. */
function orderTextOf(order: PricedOrder, body: Body, code: string): string {
  const { ticket, delivery, country } = order;
  return buildOrderText({
    code,
    branchName: order.contact.name,
    items: order.lines.map((line) => line.item),
    totals: {
      items: ticket.itemsTotal,
      discounts: ticket.discounts.map((d) => ({ name: d.name, amount: d.amount })),
      surcharges: ticket.surcharges.map((s) => ({ name: s.name, amount: s.amount })),
      serviceFee: ticket.serviceFee,
      ...(delivery ? { deliveryFee: ticket.deliveryFee } : {}),
      total: ticket.total,
    },
    modeName: order.mode.showName,
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
    paymentName: order.paymentType.showName,
    ...(order.cash && body.paysWith ? { paysWith: moneyOf(body.paysWith, country) } : {}),
    ...(body.notes ? { notes: body.notes } : {}),
    country,
  });
}

/** The money columns of the order row, in minor units. */
function pricedColumns(order: PricedOrder, body: Body) {
  const { ticket } = order;
  const storedItems = ticket.items.map((line, index) =>
    storedItem((order.lines[index] as PricingLine).item, minor(ticket, line.net)),
  );
  return {
    items: storedItems,
    ...ticketLines(ticket),
    itemsPrice: minor(ticket, ticket.itemsTotal),
    deliveryFee: minor(ticket, ticket.deliveryFee),
    userServiceFee: minor(ticket, ticket.serviceFee),
    total: order.total,
    paysWith: order.cash ? (body.paysWith ?? null) : null,
    redeemedPoints: ticket.loyalty?.redeemedPoints ?? 0,
    // Earned points are recorded now and credited once the order is paid (`settleOrderPoints`).
    gainedPoints: order.program && order.phone ? (ticket.loyalty?.earnedPoints ?? 0) : 0,
  };
}

/** What the diner gave about themselves and the order, as stored. */
function dinerColumns(order: PricedOrder, body: Body) {
  return {
    notes: body.notes ?? null,
    destination: body.destination ?? null,
    tableUid: body.tableUid ?? null,
    customerName: body.customerName ?? null,
    phone: order.phone,
    email: body.customerEmail ?? null,
    document: body.document?.replace(/[.,+-]/g, '') ?? null,
    scheduled: body.scheduled,
    scheduledAt: order.scheduledAt,
    source: body.source,
    installedApp: body.installedApp ?? false,
    request: body,
  };
}

type NewOrderRow = Omit<OrderRow, 'customerId' | 'orderText'> & { orderText: string };

/**
 * The order row as inserted, so nothing large is read back (`RETURNING`): every column is given
 * here, none is left to a database default. The domain decides the status it starts in.
 */
function orderRowOf(order: PricedOrder, body: Body, now: Date): NewOrderRow {
  const { paymentType } = order;
  const code = newOrderCode();
  return {
    id: randomUUID(),
    code,
    idempotencyKey: body.idempotencyKey,
    branchContactId: order.contact.id,
    orderModeId: order.mode.id,
    type: order.mode.type,
    status: statusOnCreation(paymentType.paymentMethod),
    paymentTypeId: paymentType.id,
    paymentStatus: PAYMENT_STATUS_DEFAULT,
    onlinePayment: paymentType.paymentMethod === 'ONLINE_CARD',
    ...pricedColumns(order, body),
    ...dinerColumns(order, body),
    orderedAt: now,
    discountCode: order.codeInfo?.code ?? null,
    orderText: orderTextOf(order, body, code),
    partnerName: order.external?.partnerName ?? null,
    userExternalReference: order.external?.userExternalReference ?? null,
    errorReport: null,
    accessToken: newOrderAccessToken(),
  };
}

/**
 * The order saved and answered. Without an orders console the order goes to the venue by the
 * messaging app (diner §4). A concurrent twin with the same key answers the first order.
 */
async function saveOrder(db: Database, order: PricedOrder, body: Body, now: Date): Promise<CreatedOrder> {
  const { contact, paymentType } = order;
  const newRow = orderRowOf(order, body, now);
  try {
    const row = await insertOrderOfCustomer(db, order, newRow, now);
    return {
      row,
      created: true,
      context: { contact, paymentType },
      ...(contact.ordersConsoleActive ? {} : { messagingLink: whatsAppLink(contact.whatsAppPhone, newRow.orderText) }),
    };
  } catch (error) {
    const first = isUniqueViolation(error) ? await orderByIdempotencyKey(db, body.idempotencyKey) : undefined;
    if (first) return { row: first, created: false };
    throw error;
  }
}

/**
 * The common case, a diner who is already a customer (or gave no phone) and redeems nothing, is
 * one statement; a new customer or a debit of points needs the transaction.
 */
async function insertOrderOfCustomer(db: Database, order: PricedOrder, row: NewOrderRow, now: Date): Promise<OrderRow> {
  const { phone, customer } = order;
  if (!phone || (customer && row.redeemedPoints === 0))
    return insertOrder(db, { ...row, customerId: customer?.id ?? null });
  return db.transaction(async (tx) => {
    // A new diner becomes a customer of the branch first (no points move yet).
    const customerId =
      customer?.id ??
      (await ensureCustomer(tx, {
        branchId: order.branch.id,
        phone,
        name: row.customerName,
        email: row.email,
      }));
    const inserted = { ...row, customerId };
    // The order comes before any points move: it claims the idempotency key (a duplicate fails here).
    await tx.insert(t.orders).values(inserted);
    // Last, so the customer's row is locked only until the commit that follows.
    await redeemPoints(tx, { customerId, orderCode: row.code, redeemed: row.redeemedPoints, now });
    return inserted;
  });
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
  if (!debited) throw new HttpError(409, 'points_unavailable', orderCreationMessages.pointsChanged);
}
