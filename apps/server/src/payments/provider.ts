/**
 * The card-payment provider adapter (architecture: "a provider adapter; the reference server
 * ships a sandbox provider"). A real provider implements the same three operations.
 */
export type ChargeOutcome = 'APPROVED' | 'REJECTED';

export interface CardData {
  readonly cardNumber: string;
  readonly cardName: string;
  readonly cardExpiry: string;
  readonly cardSecurityCode: string;
  readonly cardDocument: string;
}

export interface PaymentProvider {
  /** Card data never reaches our database: the provider answers a single-use token. */
  tokenize(
    card: CardData,
    now: Date,
  ): { ok: true; token: string; paymentMethodId: string; lastFourDigits: string } | { ok: false; message: string };
  /** Charges a token; null for a token this provider never issued. */
  charge(token: string): ChargeOutcome | null;
  /** The outcome the diner chose on the provider's hosted page (payment-link flow). */
  linkOutcome(decision: string): ChargeOutcome;
}
