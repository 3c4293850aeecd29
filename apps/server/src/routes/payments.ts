/**
 * Online card payments (diner §4, §7) through the provider adapter: card tokens, charging a token
 * for an order (API upload), and the payment-link flow with the provider's hosted page and the
 * `token_ws` return. The reference server's provider is the sandbox.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { dinerCalls as calls, ORDER_ACCESS_PARAM } from '@comanda/api';
import { orderMessages, orderTransition, paymentMessages } from '@comanda/domain/order';
import { and, eq, ne } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { requireRow } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { trustedForwarded } from '../http/middleware.ts';
import type { Mount } from '../http/mount.ts';
import { holdsOrder } from '../http/order-access.ts';
import type { ChargeOutcome, PaymentProvider } from '../payments/provider.ts';
import { settleOrderPoints } from '../services/loyalty-ledger.ts';
import { PAYMENT_WINDOW_MS } from '../services/order-view.ts';
import { addPaymentLinkToOrderText } from '../services/payment-link-text.ts';

/** The provider's prefix before the order code in the callback path (`/api/callback/transbank/{prefix}{code}`). */
export const PAYMENT_LINK_PREFIX = 'sbx-';

type OrderRow = typeof t.orders.$inferSelect;

/** This site's origin as the diner reached it (behind a trusted proxy, as the proxy says). */
function publicOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const proto = trustedForwarded(c, 'x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  return `${proto}://${trustedForwarded(c, 'x-forwarded-host') ?? url.host}`;
}

function assertPayable(order: OrderRow, now: Date): void {
  if (!order.onlinePayment) throw badRequest('not_online', paymentMessages.notOnline);
  if (order.status === 'CANCELED') throw conflict('order_canceled', paymentMessages.canceled);
  if (now.getTime() > order.orderedAt.getTime() + PAYMENT_WINDOW_MS && order.paymentStatus !== 'APPROVED') {
    throw conflict('payment_expired', orderMessages.paymentExpired);
  }
}

/** Marks the order paid once; a second approval of the same order changes nothing. */
async function settle(
  db: Database,
  order: OrderRow,
  outcome: ChargeOutcome,
): Promise<{ status: ChargeOutcome; message: string }> {
  if (outcome === 'REJECTED') {
    await db
      .update(t.orders)
      .set({ paymentStatus: 'REJECTED' })
      .where(and(eq(t.orders.id, order.id), ne(t.orders.paymentStatus, 'APPROVED')));
    return { status: 'REJECTED', message: paymentMessages.rejected };
  }
  const paid = orderTransition(order.status, 'PAY');
  // A paid order earns its points in the same transaction (a second approval changes nothing).
  await db.transaction(async (tx) => {
    const [approved] = await tx
      .update(t.orders)
      .set({ paymentStatus: 'APPROVED', ...(paid.ok ? { status: paid.status } : {}) })
      .where(and(eq(t.orders.id, order.id), ne(t.orders.paymentStatus, 'APPROVED')))
      .returning();
    if (approved) await settleOrderPoints(tx, approved, new Date());
  });
  return { status: 'APPROVED' as const, message: paymentMessages.approved };
}

export function paymentRoutes(mount: Mount, app: Hono<AppEnv>, provider: PaymentProvider): void {
  cardPaymentRoutes(mount, provider);
  paymentLinkRoutes(mount);
  sandboxCheckoutPages(app, provider);
}

/** A card tokenized by the provider, then charged for the order (API upload). */
function cardPaymentRoutes(mount: Mount, provider: PaymentProvider): void {
  mount(calls.createCardToken, ({ body }) => {
    const result = provider.tokenize(body, new Date());
    if (!result.ok) throw badRequest('card_invalid', result.message);
    return { token: result.token, paymentMethodId: result.paymentMethodId, lastFourDigits: result.lastFourDigits };
  });

  mount(calls.payOrder, async ({ body }, c) => {
    const db = c.var.db;
    const order = await requireRow(db, t.orders, eq(t.orders.id, body.dinerOrderId), 'Pedido');
    if (order.paymentStatus === 'APPROVED') return { status: 'APPROVED' as const, message: paymentMessages.approved };
    assertPayable(order, new Date());
    const outcome = provider.charge(body.token);
    if (outcome === null) throw badRequest('token_unknown', paymentMessages.rejected);
    try {
      await db.insert(t.payments).values({
        id: randomUUID(),
        orderId: order.id,
        provider: 'sandbox',
        kind: 'card',
        token: body.token,
        status: outcome,
        amount: order.total,
      });
    } catch {
      throw conflict('token_used', paymentMessages.tokenUsed);
    }
    return settle(db, order, outcome);
  });
}

/** The payment-link flow: a link to the provider's hosted page, and the `token_ws` return. */
function paymentLinkRoutes(mount: Mount): void {
  mount(calls.createPaymentUrl, async ({ body }, c) => {
    const db = c.var.db;
    const [row] = await db
      .select({ order: t.orders, contact: t.branchContacts })
      .from(t.orders)
      .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
      .where(and(eq(t.orders.code, body.code), eq(t.orders.branchContactId, body.branchContactId)))
      .limit(1);
    if (!row) throw notFound('Pedido');
    const { order, contact } = row;
    assertPayable(order, new Date());
    if (body.amount !== order.total) throw badRequest('amount_mismatch', paymentMessages.amountMismatch);
    const token = randomBytes(16).toString('hex');
    await db.insert(t.payments).values({
      id: randomUUID(),
      orderId: order.id,
      provider: 'sandbox',
      kind: 'link',
      token,
      status: 'PENDING',
      amount: order.total,
    });
    const url = `/api/payments/sandbox/checkout/${token}`;
    // The text goes to the venue's chat, outside this site: its link is absolute.
    const messagingLink = await addPaymentLinkToOrderText(db, order, contact, `${publicOrigin(c)}${url}`);
    // The text names the diner: only the order's diner reads it back, as the follow-up page hides it.
    const holder = await holdsOrder(c, { ...order, branchId: contact.branchId });
    return { url, token, ...(messagingLink && holder ? { messagingLink } : {}) };
  });

  mount(calls.transbankCallback, async ({ params, query }, c) => {
    const db = c.var.db;
    if (!params.prefixedCode.startsWith(PAYMENT_LINK_PREFIX) || !query.token_ws)
      throw badRequest('invalid_callback', orderMessages.paymentLinkRejected);
    const code = params.prefixedCode.slice(PAYMENT_LINK_PREFIX.length);
    const [row] = await db
      .select({ payment: t.payments, order: t.orders })
      .from(t.payments)
      .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
      .where(and(eq(t.payments.token, query.token_ws), eq(t.orders.code, code)))
      .limit(1);
    if (!row) throw notFound('Pago');
    if (row.order.paymentStatus === 'APPROVED')
      return { status: 'APPROVED' as const, message: paymentMessages.approved };
    if (row.payment.status !== 'AUTHORIZED')
      return { status: 'REJECTED' as const, message: orderMessages.paymentLinkRejected };
    await db.update(t.payments).set({ status: 'APPROVED' }).where(eq(t.payments.id, row.payment.id));
    return settle(db, row.order, 'APPROVED');
  });
}

/** The sandbox provider's hosted page: no script, two forms, like a provider's test checkout. */
function sandboxCheckoutPages(app: Hono<AppEnv>, provider: PaymentProvider): void {
  app.get('/api/payments/sandbox/checkout/:token', async (c) => {
    const [row] = await c.var.db
      .select({ payment: t.payments, order: t.orders })
      .from(t.payments)
      .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
      .where(eq(t.payments.token, c.req.param('token')))
      .limit(1);
    if (!row)
      return c.html('<!doctype html><html lang="es"><title>Pago</title><p>Link de pago inválido</p></html>', 404);
    const token = row.payment.token;
    return c.html(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pago de prueba</title></head>
<body><main><h1>Pago de prueba</h1><p>Pedido ${row.order.code}</p>
<form method="post" action="/api/payments/sandbox/checkout/${token}/approve"><button type="submit">Aprobar pago</button></form>
<form method="post" action="/api/payments/sandbox/checkout/${token}/reject"><button type="submit">Rechazar pago</button></form></main></body></html>`);
  });

  app.post('/api/payments/sandbox/checkout/:token/:decision', async (c) => {
    const db = c.var.db;
    const [row] = await db
      .select({ payment: t.payments, order: t.orders, alias: t.branchContacts.alias })
      .from(t.payments)
      .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
      .innerJoin(t.branchContacts, eq(t.branchContacts.id, t.orders.branchContactId))
      .where(and(eq(t.payments.token, c.req.param('token')), eq(t.payments.status, 'PENDING')))
      .limit(1);
    if (!row) return c.text('Link de pago inválido', 404);
    const outcome = provider.linkOutcome(c.req.param('decision'));
    await db
      .update(t.payments)
      .set({ status: outcome === 'APPROVED' ? 'AUTHORIZED' : 'REJECTED' })
      .where(eq(t.payments.id, row.payment.id));
    const back = `/menu/${encodeURIComponent(row.alias)}/order/${encodeURIComponent(row.order.code)}?${new URLSearchParams({ token_ws: row.payment.token, [ORDER_ACCESS_PARAM]: row.order.accessToken })}`;
    return c.redirect(back, 303);
  });
}
