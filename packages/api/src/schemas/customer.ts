/** Diners, loyalty and rewards (diner §3, §5). */
import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, MoneySchema, NameSchema, PercentSchema, PhoneSchema } from './common.ts';

export const OrderingCustomerSchema = v.object({
  optIn: v.boolean(),
  addressesRegistered: v.array(v.string()),
  name: v.optional(NameSchema),
  phone: v.optional(PhoneSchema),
  loyaltyPointsBalance: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type OrderingCustomerOutput = v.InferOutput<typeof OrderingCustomerSchema>;

export const LoyaltyProgramSchema = v.object({
  name: NameSchema,
  active: v.boolean(),
  orderPercentage: PercentSchema,
  minRedeemedPoints: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxRedeemedPoints: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxRedeemedPercentage: PercentSchema,
  supportsDiscounts: v.optional(v.boolean(), true),
  branchContactIds: v.array(IdSchema),
});
/** The loyalty-program call answers an empty object when the branch has none (diner §8). */
export const MaybeLoyaltyProgramSchema = v.union([LoyaltyProgramSchema, v.strictObject({})]);
export type LoyaltyProgramOutput = v.InferOutput<typeof LoyaltyProgramSchema>;

export const LoyaltyHistorySchema = v.object({
  history: v.array(
    v.object({
      orderCode: v.string(),
      createdAt: IsoDateTimeSchema,
      /** Points moved by the order: positive when earned, negative when redeemed. */
      amount: v.pipe(v.number(), v.integer()),
      postBalance: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
  hasMore: v.boolean(),
});

export const LoyaltyRewardSchema = v.object({
  id: IdSchema,
  amount: MoneySchema,
  active: v.boolean(),
  branchId: IdSchema,
  branchContactId: v.optional(IdSchema),
  done: v.boolean(),
});
export const MaybeLoyaltyRewardSchema = v.union([LoyaltyRewardSchema, v.strictObject({})]);

/** The diner this browser is signed in as at the branch; no `customer` when signed out. */
export const DinerSessionSchema = v.object({ customer: v.optional(OrderingCustomerSchema) });

/** What the sandbox messaging provider "sent" to a phone (demo only), newest first. */
export const SandboxMessagesSchema = v.object({
  messages: v.array(v.object({ to: v.string(), body: v.string(), sentAt: v.string() })),
});
export const SandboxMessagesQuerySchema = v.object({
  phone: PhoneSchema,
  /** The region of a phone written without its '+': 'ar' unless given. */
  country: v.optional(v.pipe(v.string(), v.length(2))),
});
