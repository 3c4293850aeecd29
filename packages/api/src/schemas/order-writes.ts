/**
 * What a diner's actions send about an order and what they answer (diner §3, follow-up §3): the
 * order as sent, its conflict, details and error reports, the abandoned cart, reorder, codes and
 * partner benefits. Apart from the order as read (`order.ts`), which every page's entry holds.
 */
import type { CartItem as DomainCartItem } from '@comanda/domain/cart';
import * as v from 'valibot';
import { OrderModeTypeSchema } from './catalog.ts';
import {
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  MoneySchema,
  NameSchema,
  NoteSchema,
  PhoneSchema,
} from './common.ts';
import { type CartItemInput, CartItemSchema, DestinationSchema, OrderSchema } from './order.ts';

export const CartItemsSchema = v.pipe(v.array(CartItemSchema), v.minLength(1), v.maxLength(200));

export const DiscountLineSchema = v.object({
  name: NameSchema,
  type: v.string(),
  value: v.number(),
  amount: MoneySchema,
  discountReferenceId: v.optional(IdSchema),
  externalBenefitType: v.optional(v.string()),
  code: v.optional(v.string()),
});
export const SurchargeLineSchema = v.object({
  name: NameSchema,
  type: v.string(),
  value: v.number(),
  amount: MoneySchema,
  surchargeReferenceId: v.optional(IdSchema),
});

/** POST /api/order: the spec's "Order as sent". Prices in it are the client's view; the server recomputes them. */
export const CreateOrderBodySchema = v.object({
  /** Client-generated; a repeated submit with the same key returns the first order. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
  orderText: v.optional(NoteSchema(10_000)),
  items: CartItemsSchema,
  type: OrderModeTypeSchema,
  price: MoneySchema,
  userServiceFee: v.optional(MoneySchema),
  paymentType: IdSchema,
  branchContact: IdSchema,
  source: v.optional(v.pipe(v.string(), v.maxLength(40)), 'DIRECT'),
  tableUid: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20))),
  destination: v.optional(DestinationSchema),
  phone: v.optional(PhoneSchema),
  customerName: v.optional(NameSchema),
  optIn: v.optional(v.boolean(), true),
  installedApp: v.optional(v.boolean()),
  discounts: v.optional(v.array(DiscountLineSchema)),
  surcharges: v.optional(v.array(SurchargeLineSchema)),
  notes: v.optional(NoteSchema(250)),
  deliveryFee: v.optional(MoneySchema),
  paysWith: v.optional(MoneySchema),
  orderModeId: IdSchema,
  scheduled: v.optional(v.boolean(), false),
  scheduledAt: v.optional(IsoDateTimeSchema),
  customerEmail: v.optional(EmailSchema),
  acquisitionChannel: v.optional(v.pipe(v.string(), v.maxLength(80))),
  loyaltyInfo: v.optional(v.object({ redeemedPoints: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  /** The discount code the diner applied; the server validates it again. */
  discountCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  minDelayInMinutes: v.optional(v.number()),
  maxDelayInMinutes: v.optional(v.number()),
  document: v.optional(v.pipe(v.string(), v.maxLength(20))),
  userExternalReference: v.optional(v.pipe(v.string(), v.maxLength(100))),
  partnerName: v.optional(v.pipe(v.string(), v.maxLength(60))),
  paymentInfo: v.optional(
    v.object({
      status: v.literal('PENDING'),
      paymentReferenceId: v.optional(v.string()),
      paymentUpload: v.optional(v.picklist(['APP', 'API'])),
      amount: MoneySchema,
    }),
  ),
});
export type CreateOrderInput = v.InferInput<typeof CreateOrderBodySchema>;

export const CreateOrderResponseSchema = v.object({ data: OrderSchema });

/**
 * 409 answer of POST /api/order when the server's recomputation differs from what was sent
 * (a price changed, an item is gone, a code expired): the client reconciles with these.
 */
export const OrderConflictSchema = v.object({
  error: v.literal('order_conflict'),
  message: v.string(),
  errors: v.array(
    v.object({
      kind: v.picklist(['item', 'surcharge', 'discount', 'price', 'code', 'loyalty']),
      referenceId: v.optional(v.string()),
      message: v.string(),
    }),
  ),
  items: v.array(CartItemSchema),
  surcharges: v.array(SurchargeLineSchema),
  discounts: v.array(DiscountLineSchema),
  price: MoneySchema,
});

export const UpdateOrderDetailsBodySchema = v.object({
  code: v.string(),
  branchContactId: IdSchema,
  notes: v.optional(NoteSchema(250)),
  tableUid: v.optional(v.pipe(v.string(), v.maxLength(20))),
  customerName: v.optional(NameSchema),
});

export const orderErrorTypes = [
  'MISSING_ITEMS',
  'WRONG_ITEMS',
  'LATE_DELIVERY',
  'DAMAGED',
  'PAYMENT',
  'OTHER',
] as const;
export const ReportOrderErrorBodySchema = v.object({
  code: v.string(),
  errorType: v.picklist(orderErrorTypes),
  comment: v.optional(NoteSchema(500)),
});

export const AbandonedCartBodySchema = v.object({
  items: v.pipe(v.array(CartItemSchema), v.maxLength(200)),
  branchContactId: IdSchema,
  branchId: IdSchema,
  phone: PhoneSchema,
  email: v.optional(EmailSchema),
  orderModeId: IdSchema,
  navigationEvent: v.optional(v.pipe(v.string(), v.maxLength(60))),
});
export const CancelAbandonedCartBodySchema = v.object({
  email: v.optional(EmailSchema),
  phone: PhoneSchema,
  branchContactId: IdSchema,
  branchId: IdSchema,
  navigationEvent: v.optional(v.pipe(v.string(), v.maxLength(60))),
});
/** An old order's lines rebuilt against today's menu, to put in the cart, and what changed since, in Spanish. */
export const ReorderSchema = v.object({
  orderModeId: IdSchema,
  items: v.array(CartItemSchema),
  notices: v.array(v.string()),
});
export type ReorderOutput = v.InferOutput<typeof ReorderSchema>;

export const CodeDiscountInfoSchema = v.object({
  code: v.string(),
  id: IdSchema,
  type: v.picklist(['PERCENT', 'FIXED', 'DELIVERY_FEE']),
  value: v.number(),
  minimumOrderAmount: v.optional(MoneySchema),
  plate: v.optional(v.object({ id: IdSchema, showName: v.string() })),
  maximumDiscountAmount: v.optional(MoneySchema),
  category: v.optional(v.object({ id: IdSchema, showName: v.string() })),
  firstTimeUse: v.boolean(),
  limitedUsage: v.boolean(),
  externalBenefitType: v.optional(v.string()),
});
export type CodeDiscountInfoOutput = v.InferOutput<typeof CodeDiscountInfoSchema>;

export const ValidateCodeBodySchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  paymentId: IdSchema,
  phone: PhoneSchema,
  orderDate: IsoDateTimeSchema,
  branchId: IdSchema,
  branchContactId: v.optional(IdSchema),
});

/** A domain cart line as the wire takes it: the same fields, with the domain's readonly arrays copied. */
export function toWireCartItem(item: DomainCartItem): CartItemInput {
  return {
    ...item,
    ...(item.discount ? { discount: { ...item.discount } } : {}),
    extras: item.extras.map((group) => ({ ...group, groupItems: group.groupItems.map((garnish) => ({ ...garnish })) })),
  };
}
