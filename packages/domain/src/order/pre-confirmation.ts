/**
 * Diner §4 "Submission": a pre-confirmation modal appears before the order is sent for some
 * payment types, those of an online type when the branch contact's orders console is active.
 */

export interface PreConfirmationInput {
  /** The branch contact records orders (follow-up page) instead of sending them by messaging app. */
  readonly ordersConsoleActive: boolean;
  readonly paymentType: {
    readonly paymentMethod: string;
    readonly onlinePayment?: unknown;
  } | null;
}

/** Decision: "an online type" is an ONLINE_CARD method or any type with an online payment provider. */
export function isOnlinePaymentType(paymentType: PreConfirmationInput['paymentType']): boolean {
  if (!paymentType) return false;
  return paymentType.paymentMethod === 'ONLINE_CARD' || Boolean(paymentType.onlinePayment);
}

export function needsPreConfirmation(input: PreConfirmationInput): boolean {
  return input.ordersConsoleActive && isOnlinePaymentType(input.paymentType);
}
