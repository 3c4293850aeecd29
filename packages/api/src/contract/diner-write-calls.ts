import * as v from 'valibot';
import { IdSchema, PhoneSchema } from '../schemas/common.ts';
import {
  ClaimLoyaltyRewardBodySchema,
  SignInBodySchema,
  SignInCodeSentSchema,
  SignInResponseSchema,
  VerifySignInBodySchema,
} from '../schemas/customer-writes.ts';
import { OrderAccessQuerySchema, OrderSchema } from '../schemas/order.ts';
import {
  AbandonedCartBodySchema,
  CancelAbandonedCartBodySchema,
  CodeDiscountInfoSchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  ReorderSchema,
  ReportOrderErrorBodySchema,
  UpdateOrderDetailsBodySchema,
  ValidateCodeBodySchema,
} from '../schemas/order-writes.ts';
import {
  CardTokenBodySchema,
  CardTokenSchema,
  PaymentResultSchema,
  PaymentUrlBodySchema,
  PaymentUrlSchema,
  PayOrderBodySchema,
} from '../schemas/payment.ts';
import { SubmitSurveyBodySchema } from '../schemas/survey-writes.ts';
import { defineCall } from './define.ts';

export const claimLoyaltyReward = defineCall({
  method: 'POST',
  path: '/api/diner/customer/:phone/loyalty-reward/:rewardId',
  summary: "Signs a diner up for a reward; a second claim answers 409 with 'already exists'.",
  params: v.object({ phone: PhoneSchema, rewardId: IdSchema }),
  body: ClaimLoyaltyRewardBodySchema,
  response: v.object({ claimed: v.literal(true) }),
  failure: { kind: 'store' },
  auth: 'public',
});

export const sendSignInCode = defineCall({
  method: 'POST',
  path: '/api/diner/signin/code',
  summary:
    'Sends a one-time sign-in code to the phone by message (the same answer whether the branch knows the phone or not). Limited per client and per phone.',
  decision: 'Not in the spec: the diner proves the phone before the account opens (docs/security.md).',
  body: SignInBodySchema,
  response: SignInCodeSentSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const verifySignIn = defineCall({
  method: 'POST',
  path: '/api/diner/signin/verify',
  summary:
    "Opens the diner's session with the code sent to the phone: sets the `comanda_diner` cookie (HttpOnly) and answers the diner. A wrong, used or expired code answers 401.",
  decision: 'Not in the spec: the diner proves the phone before the account opens (docs/security.md).',
  body: VerifySignInBodySchema,
  response: SignInResponseSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const signOutDiner = defineCall({
  method: 'POST',
  path: '/api/diner/signout',
  summary: "Ends the diner's session ('Cerrar sesión'): revokes it and clears the cookie.",
  decision: 'Not in the spec: the session lives in an HttpOnly cookie only the server can clear.',
  response: null,
  failure: { kind: 'log' },
  auth: 'public',
});

export const saveAbandonedCart = defineCall({
  method: 'POST',
  path: '/api/abandoned/cart/',
  summary: 'Keeps a cart a diner left, to offer it back later.',
  body: AbandonedCartBodySchema,
  response: v.object({ saved: v.literal(true) }),
  failure: { kind: 'log' },
  auth: 'public',
});

export const cancelAbandonedCart = defineCall({
  method: 'PUT',
  path: '/api/abandoned/cart/cancel/',
  summary: 'Forgets an abandoned cart (the diner ordered or emptied it).',
  body: CancelAbandonedCartBodySchema,
  response: v.object({ canceled: v.boolean() }),
  failure: { kind: 'log' },
  auth: 'public',
});

export const createOrder = defineCall({
  method: 'POST',
  path: '/api/order',
  summary: 'Creates an order; the server recomputes every price. Idempotent by `idempotencyKey`.',
  body: CreateOrderBodySchema,
  response: CreateOrderResponseSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const createPaymentUrl = defineCall({
  method: 'POST',
  path: '/api/paymenturl',
  summary:
    "A payment link for an order (redirect flow); the provider returns with `token_ws`. Without an orders console, the order's diner also gets the messaging link whose order text carries the payment link.",
  query: OrderAccessQuerySchema,
  body: PaymentUrlBodySchema,
  response: PaymentUrlSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const validateCodeDiscount = defineCall({
  method: 'POST',
  path: '/api/codediscounts/validate',
  summary: 'Validates a discount code for a diner, payment type and date.',
  body: ValidateCodeBodySchema,
  response: CodeDiscountInfoSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const createCardToken = defineCall({
  method: 'POST',
  path: '/api/payments/card-token',
  summary: 'Tokenizes card data with the provider (sandbox: test cards).',
  decision: 'The spec does not show the card-token call; this path is ours.',
  body: CardTokenBodySchema,
  response: CardTokenSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const payOrder = defineCall({
  method: 'POST',
  path: '/api/order/payment',
  summary: 'Charges a tokenized card for an order.',
  body: PayOrderBodySchema,
  response: PaymentResultSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const transbankCallback = defineCall({
  method: 'POST',
  path: '/api/callback/transbank/:prefixedCode',
  summary: 'Return from the payment link: `prefixedCode` is the provider prefix followed by the order code.',
  params: v.object({ prefixedCode: v.pipe(v.string(), v.maxLength(80)) }),
  query: v.object({ token_ws: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  response: PaymentResultSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const updateOrderDetails = defineCall({
  method: 'POST',
  path: '/api/diner/order/details',
  summary: "Updates what a diner may still change on an order (notes, table, name); the order's diner only.",
  query: OrderAccessQuerySchema,
  body: UpdateOrderDetailsBodySchema,
  response: OrderSchema,
  failure: { kind: 'store' },
  auth: 'order',
});

export const reportOrderError = defineCall({
  method: 'POST',
  path: '/api/diner/order/:orderCode/error-report',
  summary: 'The diner of an order reports a problem with it.',
  decision: 'The spec does not show the report-error call; this path is ours.',
  params: v.object({ orderCode: v.pipe(v.string(), v.maxLength(40)) }),
  query: OrderAccessQuerySchema,
  body: ReportOrderErrorBodySchema,
  response: OrderSchema,
  failure: { kind: 'store' },
  auth: 'order',
});

export const reorderOrder = defineCall({
  method: 'GET',
  path: '/api/diner/order/:orderCode/reorder',
  summary: "An order's lines against today's menu, to order again, with `notices` of what changed; its diner only.",
  decision: 'Not in the specs.',
  params: v.object({ orderCode: v.pipe(v.string(), v.maxLength(40)) }),
  query: OrderAccessQuerySchema,
  response: ReorderSchema,
  failure: { kind: 'store' },
  auth: 'order',
});

export const submitSurvey = defineCall({
  method: 'POST',
  path: '/api/survey/:orderCode',
  summary:
    "An order's survey answers, from the order's diner once it is delivered (409 before); a second submission answers 409.",
  params: v.object({ orderCode: v.pipe(v.string(), v.maxLength(40)) }),
  query: OrderAccessQuerySchema,
  body: SubmitSurveyBodySchema,
  response: v.object({ saved: v.literal(true) }),
  failure: { kind: 'log' },
  auth: 'order',
});
