/**
 * Defaults and field rules of an order as it is sent on creation (diner §3 "Order as sent", §8).
 */
import { ORDER_SOURCE_DEFAULT } from './entry-parameters.ts';
import { PAYMENT_STATUS_DEFAULT, type PaymentStatus } from './status.ts';

export const ORDER_OPT_IN_DEFAULT = true;
/** Identification type sent with a card payment. */
export const CARD_IDENTIFICATION_TYPE = 'DNI';

/** The document as sent: dots removed (the input already strips dots, commas, plus and minus signs). */
export const documentAsSent = (document: string | null | undefined): string | undefined =>
  document === null || document === undefined ? undefined : document.replace(/\./g, '').trim() || undefined;

export interface OrderAsSentInput<D> {
  readonly type: string;
  /** The chosen payment is cash. */
  readonly cashPayment: boolean;
  readonly source?: string | null;
  readonly optIn?: boolean | null;
  readonly destination?: D | null;
  readonly paysWith?: number | null;
  readonly document?: string | null;
  readonly paymentReferenceId?: string | null;
  readonly paymentUpload?: string | null;
  /** The payment amount: the order's rounded price, in minor units. */
  readonly amount: number;
}

export interface OrderAsSentFields<D> {
  readonly source: string;
  readonly optIn: boolean;
  /** Only for delivery orders. */
  readonly destination?: D;
  /** Only for cash payments. */
  readonly paysWith?: number;
  readonly document?: string;
  readonly paymentInfo: {
    readonly status: PaymentStatus;
    readonly paymentReferenceId?: string;
    readonly paymentUpload?: string;
    readonly amount: number;
  };
}

/** The defaulted and filtered fields of an order as sent; omitted keys are left out of the object. */
export function orderAsSentFields<D>(input: OrderAsSentInput<D>): OrderAsSentFields<D> {
  const document = documentAsSent(input.document);
  const destination = input.type === 'DELIVERY' && input.destination != null ? input.destination : undefined;
  const paysWith = input.cashPayment && input.paysWith != null ? input.paysWith : undefined;
  return {
    source: input.source?.trim() || ORDER_SOURCE_DEFAULT,
    optIn: input.optIn ?? ORDER_OPT_IN_DEFAULT,
    ...(destination !== undefined ? { destination } : {}),
    ...(paysWith !== undefined ? { paysWith } : {}),
    ...(document !== undefined ? { document } : {}),
    paymentInfo: {
      status: PAYMENT_STATUS_DEFAULT,
      ...(input.paymentReferenceId ? { paymentReferenceId: input.paymentReferenceId } : {}),
      ...(input.paymentUpload ? { paymentUpload: input.paymentUpload } : {}),
      amount: input.amount,
    },
  };
}
