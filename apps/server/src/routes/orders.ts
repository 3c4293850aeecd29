/** Orders: creation, the follow-up page, details, error reports, and discount-code validation. */
import { dinerCalls as calls, type PaymentTypeOutput } from '@comanda/api';
import { whatsAppLink } from '@comanda/domain/contact';
import { discountMessages } from '@comanda/domain/discounts';
import {
  isTerminalOrderStatus,
  ORDER_CODE_MISMATCH_MESSAGE,
  ORDER_UPDATE_FAILED_MESSAGE,
  orderCreationMessages,
} from '@comanda/domain/order';
import { toE164 } from '@comanda/domain/validation';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import { dinerSessionOf } from '../http/diner-session.ts';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.ts';
import { limitByTarget } from '../http/middleware.ts';
import type { Mount } from '../http/mount.ts';
import { assertHoldsOrder, findHeldOrder, holdsOrder } from '../http/order-access.ts';
import { created } from '../http/route.ts';
import { externalBenefitFor } from '../services/external-benefits.ts';
import { type OrderRow, redactedOrder, toOrderOutput } from '../services/order-view.ts';
import { createOrder, findCode, hasPreviousOrders, toCodeInfo } from '../services/orders.ts';
import { reorderOf } from '../services/reorder.ts';
import { orderShipmentInfo, shipmentViews } from '../services/shipment-views.ts';
import { externalBenefitClaimOf } from './external-benefits.ts';

/** The order as the follow-up page reads it, with its contact, payment type and messaging link. */
export async function orderView(db: Executor, row: OrderRow, messagingLink?: string) {
  const contact = await requireRow(db, t.branchContacts, eq(t.branchContacts.id, row.branchContactId), 'Local');
  const [mode] = await db
    .select({ paymentTypes: t.orderModes.paymentTypes })
    .from(t.orderModes)
    .where(eq(t.orderModes.id, row.orderModeId))
    .limit(1);
  const paymentType = (mode?.paymentTypes as PaymentTypeOutput[] | undefined)?.find((p) => p.id === row.paymentTypeId);
  const link =
    messagingLink ??
    (!contact.ordersConsoleActive && row.orderText ? whatsAppLink(contact.whatsAppPhone, row.orderText) : undefined);
  const shipment = await orderShipmentInfo(db, row, contact.alias);
  return toOrderOutput(row, {
    contact,
    paymentType,
    ...(shipment ? { shipment } : {}),
    ...(link ? { messagingLink: link } : {}),
  });
}

function orderByCode(db: Executor, code: string, branchContactAlias?: string) {
  const alias = branchContactAlias ? eq(t.branchContacts.alias, branchContactAlias) : undefined;
  return findHeldOrder(db, and(eq(t.orders.code, code), alias), getTableColumns(t.orders));
}

export function orderRoutes(mount: Mount): void {
  orderCreationRoutes(mount);
  orderFollowUpRoutes(mount);
  codeDiscountRoutes(mount);
  orderShipmentRoutes(mount);
}

function orderCreationRoutes(mount: Mount): void {
  mount(calls.createOrder, async ({ body }, c) => {
    const db = c.get('db');
    const claim = externalBenefitClaimOf(c, body.partnerName, body.userExternalReference);
    const result = await createOrder(db, body, new Date(), await dinerSessionOf(c), (place) =>
      claim ? externalBenefitFor(c.var.partners, claim, place, c.var.logger) : Promise.resolve(null),
    );
    // A new order is answered from what creating it read; a repeated key reads the first order's.
    const data = result.context
      ? toOrderOutput(result.row, {
          ...result.context,
          ...(result.messagingLink ? { messagingLink: result.messagingLink } : {}),
        })
      : await orderView(db, result.row, result.messagingLink);
    if (!result.created) return { data };
    c.var.metrics?.orderCreated(body.branchContact);
    return created({ data });
  });

  mount(calls.getOrder, async ({ params }, c) => {
    await limitByTarget(c, 'orderLookupPerOrder', params.orderCode);
    const order = await orderByCode(c.var.db, params.orderCode, params.branchContactCode);
    const view = await orderView(c.var.db, order);
    return (await holdsOrder(c, order)) ? view : redactedOrder(view);
  });
}

/** What the diner may still change of an order, report about it, or order again. */
function orderFollowUpRoutes(mount: Mount): void {
  mount(calls.updateOrderDetails, async ({ body }, c) => {
    const order = await orderByCode(c.var.db, body.code);
    if (order.branchContactId !== body.branchContactId) throw notFound('Pedido');
    await assertHoldsOrder(c, order);
    if (isTerminalOrderStatus(order.status)) throw conflict('order_closed', ORDER_UPDATE_FAILED_MESSAGE);
    const [updated] = await c.var.db
      .update(t.orders)
      .set({
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(body.tableUid !== undefined ? { tableUid: body.tableUid } : {}),
        ...(body.customerName !== undefined ? { customerName: body.customerName } : {}),
      })
      .where(eq(t.orders.id, order.id))
      .returning();
    return orderView(c.var.db, updated ?? order);
  });

  mount(calls.reportOrderError, async ({ params, body }, c) => {
    if (params.orderCode !== body.code) throw badRequest('code_mismatch', ORDER_CODE_MISMATCH_MESSAGE);
    const order = await orderByCode(c.var.db, params.orderCode);
    await assertHoldsOrder(c, order);
    const report = {
      errorType: body.errorType,
      reportedAt: new Date().toISOString(),
      ...(body.comment ? { comment: body.comment } : {}),
    };
    const [updated] = await c.var.db
      .update(t.orders)
      .set({ errorReport: report })
      .where(eq(t.orders.id, order.id))
      .returning();
    c.var.logger.warn('order error reported', { orderCode: order.code, errorType: body.errorType });
    return orderView(c.var.db, updated ?? order);
  });

  mount(calls.reorderOrder, async ({ params }, c) => {
    const order = await orderByCode(c.var.db, params.orderCode);
    await assertHoldsOrder(c, order);
    return reorderOf(c.var.db, order);
  });
}

function codeDiscountRoutes(mount: Mount): void {
  mount(calls.validateCodeDiscount, ({ body }, c) => validateCode(c.var.db, body));
}

function orderShipmentRoutes(mount: Mount): void {
  /** Shipments of an order (the own-fleet shipments staff acceptance created), oldest first, as its diner sees them. */
  mount(calls.getOrderShipments, async ({ params }, c) => {
    const order = await findHeldOrder(c.var.db, eq(t.orders.id, params.logisticsOrderId as string), {
      id: t.orders.id,
    });
    await assertHoldsOrder(c, order);
    const rows = await c.var.db
      .select()
      .from(t.shipments)
      .where(eq(t.shipments.orderId, order.id))
      .orderBy(asc(t.shipments.createdAt));
    return { shipments: await shipmentViews(c.var.db, rows, { kind: 'diner' }) };
  });
}

/**
 * A diner's discount code checked before the order: it exists for the branch, and a first-purchase
 * code only for a phone that never ordered there. The moment of validation starts a
 * limited-usage code's window (diner §4: 180 s).
 */
async function validateCode(db: Executor, body: { branchId: string; phone: string; code: string }) {
  const branch = await requireRow(db, t.branches, eq(t.branches.id, body.branchId), 'Sucursal');
  const phone = toE164(body.phone, branch.country);
  if (!phone) throw badRequest('invalid_phone', discountMessages.checkYourData);
  const row = await findCode(db, branch.id, body.code);
  if (!row) throw new HttpError(404, 'code_not_found', discountMessages.codeNotFound);
  if (row.firstTimeUse && (await hasPreviousOrders(db, branch.id, phone)))
    throw conflict('code_first_purchase_only', orderCreationMessages.codeFirstPurchaseOnly);
  await db
    .insert(t.codeValidations)
    .values({ codeId: row.id, phone, validatedAt: new Date() })
    .onConflictDoUpdate({
      target: [t.codeValidations.codeId, t.codeValidations.phone],
      set: { validatedAt: new Date() },
    });
  return validatedCodeAnswer(row);
}

function validatedCodeAnswer(row: typeof t.discountCodes.$inferSelect) {
  const info = toCodeInfo(row);
  return {
    code: info.code,
    id: info.id,
    type: info.type as 'PERCENT' | 'FIXED' | 'DELIVERY_FEE',
    value: info.value,
    firstTimeUse: row.firstTimeUse,
    limitedUsage: row.limitedUsage,
    ...(info.minimumOrderAmount != null ? { minimumOrderAmount: info.minimumOrderAmount } : {}),
    ...(info.maximumDiscountAmount != null ? { maximumDiscountAmount: info.maximumDiscountAmount } : {}),
    ...(info.plate ? { plate: { id: info.plate.id, showName: info.plate.showName ?? '' } } : {}),
    ...(info.category ? { category: { id: info.category.id, showName: info.category.showName ?? '' } } : {}),
    ...(info.externalBenefitType ? { externalBenefitType: info.externalBenefitType } : {}),
  };
}
