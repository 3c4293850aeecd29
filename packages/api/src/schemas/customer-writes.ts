/**
 * What a diner's sign-in and reward claim send and answer (diner §6). Apart from the session and
 * the loyalty reads (`customer.ts`), which every page's entry holds.
 */
import * as v from 'valibot';
import { EmailSchema, IdSchema, NameSchema, PhoneSchema } from './common.ts';
import { OrderingCustomerSchema } from './customer.ts';

export const ClaimLoyaltyRewardBodySchema = v.object({
  name: v.pipe(NameSchema, v.minLength(1)),
  phone: PhoneSchema,
  email: EmailSchema,
  branchId: IdSchema,
  branchContactId: IdSchema,
  loyaltyRewardId: IdSchema,
  acquisitionChannel: v.optional(v.string()),
});

export const SignInBodySchema = v.object({ phone: PhoneSchema, branchId: IdSchema });
export const SignInResponseSchema = v.object({ customer: OrderingCustomerSchema });

/** A sign-in code went to the phone: how long it lasts and how many digits it has. */
export const SignInCodeSentSchema = v.object({
  sent: v.literal(true),
  expiresInSeconds: v.number(),
  codeLength: v.number(),
});
export const VerifySignInBodySchema = v.object({
  phone: PhoneSchema,
  branchId: IdSchema,
  code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(16)),
});
