/**
 * Submission (diner §4 "Submission", §8): one idempotency key per submit so a double submit
 * returns the same order, and a loading flag that blocks resubmission. Card with upload API:
 * card token, then the order, then the payment; payment link: the order, then the link (which,
 * without an orders console, the server also writes into the order text); then the follow-up
 * page, or the messaging app when the contact has no orders console. A 409
 * `order_conflict` puts the server's items in the cart and tells why.
 */
import {
  type CreateOrderInput,
  dinerCalls,
  isApiError,
  OrderConflictSchema,
  type OrderOutput,
  orderAccessQuery,
  type PaymentTypeOutput,
} from '@comanda/api';
import { useCallMutation } from '@comanda/api/react';
import type { CartItem } from '@comanda/domain/cart';
import { CARD_IDENTIFICATION_TYPE, type PaymentFlow, paymentFlowOf } from '@comanda/domain/order';
import { digitsOnly, validationMessages } from '@comanda/domain/validation';
import { type CardValues, notify, TOAST_DURATION_MS, useNavigate } from '@comanda/ui';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { trackEvent } from '../../analytics/analytics.ts';
import { rememberPlacedOrder } from '../../state/placed-orders.ts';
import { menuPaths } from '../menu/links.ts';
import { checkoutTexts } from './checkout-texts.ts';

export interface SubmitRequest {
  readonly paymentType: PaymentTypeOutput;
  readonly card: CardValues;
  /** The order as sent, for a given idempotency key. */
  readonly body: (idempotencyKey: string) => CreateOrderInput;
  /** A loyalty partner's token, for the server to ask the partner for the benefit again. */
  readonly bearer?: string;
}

export interface SubmitOptions {
  readonly alias: string;
  readonly branchContactId: string;
  /** The cart replaced by the server's items (409 order_conflict). */
  readonly fill: (items: readonly CartItem[]) => void;
  readonly empty: () => void;
  /** The server refused the code or the points: take them off the draft. */
  readonly onCodeRefused: () => void;
  readonly onPointsRefused: () => void;
  /** The order exists (before its payment and the next page): e.g. forget the abandoned cart. */
  readonly onPlaced?: (order: OrderOutput) => Promise<void>;
  /** The query the submit adds to the follow-up page (the visit's campaign and source, `invalidCustomRedirect`). */
  readonly followUpFlags?: Readonly<Record<string, string>>;
}

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Leaves the app for an absolute or same-origin URL (the messaging app, the payment page). */
function leaveTo(url: string): void {
  window.location.assign(url);
}

export function useSubmitOrder(options: SubmitOptions) {
  const navigate = useNavigate();
  const { trigger: createCardToken } = useCallMutation(dinerCalls.createCardToken);
  const { trigger: createOrder } = useCallMutation(dinerCalls.createOrder);
  const { trigger: payOrder } = useCallMutation(dinerCalls.payOrder);
  const { trigger: createPaymentUrl } = useCallMutation(dinerCalls.createPaymentUrl);
  const [sending, setSending] = useState(false);
  const [placed, setPlaced] = useState(false);
  const busy = useRef(false);
  const idempotencyKey = useRef<string | null>(null);

  const followUp = (order: OrderOutput) =>
    navigate(menuPaths.followUp(options.alias, order.code, order.accessToken, options.followUpFlags));

  const reconcile = (error: unknown) => {
    const conflict = isApiError(error) && error.status === 409 ? v.safeParse(OrderConflictSchema, error.body) : null;
    if (!conflict?.success) {
      notify.error(checkoutTexts.createOrderFailed);
      return;
    }
    const { errors, items } = conflict.output;
    options.fill(items);
    if (errors.some((problem) => problem.kind === 'code')) options.onCodeRefused();
    if (errors.some((problem) => problem.kind === 'loyalty')) options.onPointsRefused();
    notify.error(errors[0]?.message ?? conflict.output.message);
  };

  const tokenize = async (card: CardValues) => {
    try {
      return await createCardToken({
        body: {
          cardNumber: digitsOnly(card.cardNumber),
          cardName: card.cardName.trim(),
          cardExpiry: card.cardExpiry,
          cardSecurityCode: card.cardSecurityCode,
          cardDocument: digitsOnly(card.cardDocument),
        },
      });
    } catch {
      notify.error(validationMessages.checkout.cardTokenFailed);
      return null;
    }
  };

  const pay = async (order: OrderOutput, card: CardValues, token: { token: string; paymentMethodId: string }) => {
    try {
      const result = await payOrder({
        body: {
          token: token.token,
          paymentMethodId: token.paymentMethodId,
          dinerOrderId: order.id,
          cardName: card.cardName.trim(),
          identificationType: CARD_IDENTIFICATION_TYPE,
          identificationNumber: digitsOnly(card.cardDocument),
        },
      });
      if (result.status === 'REJECTED') notify.error(checkoutTexts.paymentFailed);
      else trackEvent('PAY_ORDER', { orderCode: order.code, total: order.total });
    } catch {
      notify.error(checkoutTexts.paymentFailed);
    }
  };

  const payByLink = async (order: OrderOutput) => {
    try {
      return await createPaymentUrl({
        query: orderAccessQuery(order.accessToken),
        body: { code: order.code, branchContactId: options.branchContactId, amount: order.total },
      });
    } catch {
      return null;
    }
  };

  /**
   * Payment by link (diner §4, §8). With an orders console the diner goes to the provider's page.
   * Without one the order text goes to the venue with the payment link in it; if the link failed
   * the text still goes, without it; if the text with the link is missing, the diner is told and
   * stays on the order's page.
   */
  const finishWithLink = async (order: OrderOutput) => {
    const link = await payByLink(order);
    setPlaced(true);
    options.empty();
    if (!order.messagingLink) {
      if (link) return leaveTo(link.url);
      notify.error(checkoutTexts.paymentLinkFailed);
      return followUp(order);
    }
    if (link?.messagingLink) return leaveTo(link.messagingLink);
    if (link) {
      notify.error(checkoutTexts.paymentLinkOrTextFailed);
      return followUp(order);
    }
    // The text still goes out, once the diner could read why it has no link.
    notify.error(checkoutTexts.paymentLinkFailed);
    await new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS));
    return leaveTo(order.messagingLink);
  };

  const finish = async (order: OrderOutput, flow: PaymentFlow) => {
    if (flow === 'link') return finishWithLink(order);
    setPlaced(true);
    options.empty();
    if (order.messagingLink) leaveTo(order.messagingLink);
    else await followUp(order);
  };

  const submit = async (request: SubmitRequest) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const flow = paymentFlowOf(request.paymentType);
      const token = flow === 'card' ? await tokenize(request.card) : null;
      if (flow === 'card' && !token) return;
      idempotencyKey.current ??= newIdempotencyKey();
      let order: OrderOutput;
      try {
        const body = request.body(idempotencyKey.current);
        order = (await createOrder(request.bearer ? { body, bearer: request.bearer } : { body })).data;
      } catch (error) {
        reconcile(error);
        return;
      }
      idempotencyKey.current = null;
      trackEvent('CREATE_ORDER', { orderCode: order.code, total: order.total });
      rememberPlacedOrder({
        alias: options.alias,
        code: order.code,
        ...(order.accessToken ? { accessToken: order.accessToken } : {}),
        placedAt: Date.now(),
      });
      await options.onPlaced?.(order);
      if (flow === 'card' && token) await pay(order, request.card, token);
      await finish(order, flow);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return { submit, sending, placed };
}
