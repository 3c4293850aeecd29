/**
 * A payment link at a branch contact without an orders console (diner §4 "Submission"): the order
 * reaches the venue as the messaging-app text, so the link joins that text, built by the domain,
 * and the stored text keeps it for every later reading of the order's messaging link.
 */
import { whatsAppLink } from '@comanda/domain/contact';
import { withPaymentLink } from '@comanda/domain/order-text';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

interface OrderForText {
  readonly id: string;
  readonly orderText: string | null;
}
interface ContactForText {
  readonly ordersConsoleActive: boolean;
  readonly whatsAppPhone: string | null;
}

/** The messaging link with the payment link in its text; undefined where the venue has its console or no text. */
export async function addPaymentLinkToOrderText(
  db: Executor,
  order: OrderForText,
  contact: ContactForText,
  paymentUrl: string,
): Promise<string | undefined> {
  if (contact.ordersConsoleActive || !order.orderText) return undefined;
  const orderText = withPaymentLink(order.orderText, paymentUrl);
  await db.update(t.orders).set({ orderText }).where(eq(t.orders.id, order.id));
  return whatsAppLink(contact.whatsAppPhone, orderText);
}
