/** Online card payments through the provider adapter (diner §4, §7; decisions: sandbox provider). */
import * as v from 'valibot';
import { IdSchema, MoneySchema } from './common.ts';

export const PaymentUrlBodySchema = v.object({ code: v.string(), branchContactId: IdSchema, amount: MoneySchema });
export const PaymentUrlSchema = v.object({
  url: v.string(),
  token: v.string(),
  /**
   * At a branch contact without an orders console, to the order's diner: the messaging-app link
   * whose order text now ends with this payment link.
   */
  messagingLink: v.optional(v.string()),
});

const digits = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  v.pipe(v.string(), v.regex(new RegExp(`^\\d{${min},${max}}$`), 'Debe contener solo números'));

/** Card data goes only to the provider's tokenization endpoint, never with the order. */
export const CardTokenBodySchema = v.object({
  cardNumber: digits(12, 19),
  cardName: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
  cardExpiry: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Vencimiento inválido')),
  cardSecurityCode: digits(3, 4),
  cardDocument: digits(7, 11),
});
export const CardTokenSchema = v.object({ token: v.string(), paymentMethodId: v.string(), lastFourDigits: v.string() });

export const PayOrderBodySchema = v.object({
  token: v.pipe(v.string(), v.minLength(8), v.maxLength(200)),
  paymentMethodId: v.pipe(v.string(), v.maxLength(40)),
  dinerOrderId: IdSchema,
  cardName: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
  identificationType: v.literal('DNI'),
  identificationNumber: digits(7, 11),
});
export const PaymentResultSchema = v.object({
  status: v.picklist(['APPROVED', 'REJECTED', 'IN_PROCESS']),
  message: v.string(),
});
