import { ORDER_STATUSES, PAYMENT_STATUSES } from '@comanda/domain/order';
import * as v from 'valibot';
import { OrderModeTypeSchema } from './catalog.ts';
import {
  AddressLineSchema,
  IdSchema,
  IsoDateTimeSchema,
  MoneySchema,
  NameSchema,
  NoteSchema,
  QuantitySchema,
} from './common.ts';

export const CartGarnishItemSchema = v.object({
  referenceId: IdSchema,
  referenceType: v.literal('GARNISH'),
  name: NameSchema,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)),
  price: MoneySchema,
});

export const CartExtrasGroupSchema = v.object({
  groupId: IdSchema,
  groupName: NameSchema,
  minGarnishAmount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxGarnishAmount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  multipleSelection: v.boolean(),
  mandatory: v.boolean(),
  cantAct: v.pipe(v.number(), v.integer(), v.minValue(0)),
  groupItems: v.pipe(v.array(CartGarnishItemSchema), v.maxLength(100)),
});

export const CartItemSchema = v.object({
  referenceId: IdSchema,
  referenceType: v.literal('PLATE'),
  name: NameSchema,
  notes: NoteSchema(250),
  price: MoneySchema,
  originalPrice: MoneySchema,
  priceWithoutModifiers: MoneySchema,
  quantity: QuantitySchema,
  sizeId: v.optional(IdSchema),
  categoryId: IdSchema,
  categoryShowName: NameSchema,
  discount: v.optional(
    v.object({
      type: v.picklist(['PERCENT', 'FIXED', 'MULTIPLE', 'FINAL_PRICE']),
      discountReferenceId: IdSchema,
      itemId: v.optional(IdSchema),
      amount: MoneySchema,
    }),
  ),
  source: v.picklist(['plate', 'upselled']),
  maxQuantity: v.optional(QuantitySchema),
  upsell: v.optional(v.boolean()),
  extras: v.pipe(v.array(CartExtrasGroupSchema), v.maxLength(50)),
});
export type CartItemInput = v.InferInput<typeof CartItemSchema>;

export const DestinationSchema = v.object({
  direccion: v.pipe(AddressLineSchema(300), v.trim(), v.minLength(1)),
  postalCode: v.optional(AddressLineSchema(20)),
  city: v.optional(AddressLineSchema(120)),
  province: v.optional(AddressLineSchema(120)),
  entrecalles: v.optional(AddressLineSchema(300)),
  aclaraciones: v.optional(AddressLineSchema(300)),
  formatted_address: v.optional(AddressLineSchema(600)),
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
});

export const OrderStatusSchema = v.picklist(ORDER_STATUSES);

export const OrderItemSchema = v.object({
  id: IdSchema,
  name: NameSchema,
  quantity: QuantitySchema,
  notes: v.optional(v.string()),
  /** The line's total, extras included, after its plate discount. */
  accPrice: MoneySchema,
  extras: v.array(
    v.object({
      groupName: v.string(),
      multipleSelection: v.boolean(),
      groupItems: v.array(v.object({ name: v.string(), quantity: v.number() })),
    }),
  ),
});

/**
 * The secret of an order's links (follow-up page, tracking page, survey): 32 random bytes in
 * base64url, drawn when the order is created and answered only to its diner. Whoever holds it
 * reads the order in full and may write on it; the order code alone shows a redacted view.
 */
export const OrderAccessTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{32,100}$/, 'Clave de acceso inválida'),
);
/** The query parameter that carries the access token, in a page's URL and in the API calls of its order. */
export const ORDER_ACCESS_PARAM = 'access';
export const OrderAccessQuerySchema = v.object({ [ORDER_ACCESS_PARAM]: v.optional(OrderAccessTokenSchema) });
/** The query of an order's calls, from the access token of a page's URL, if it has one. */
export type OrderAccessQuery = { readonly access?: string };
export const orderAccessQuery = (accessToken: string | null | undefined): OrderAccessQuery =>
  accessToken ? { [ORDER_ACCESS_PARAM]: accessToken } : {};

/**
 * The access tokens of the orders this browser placed, as a query (`access`, repeatable): what a
 * diner without a session shows to be given back what they sent, and nothing more.
 */
export const PlacedOrdersQuerySchema = v.object({
  [ORDER_ACCESS_PARAM]: v.optional(
    v.union([OrderAccessTokenSchema, v.pipe(v.array(OrderAccessTokenSchema), v.maxLength(10))]),
  ),
});
/** The tokens of a `PlacedOrdersQuerySchema` query as a list. */
export const placedOrderTokens = (access: string | readonly string[] | undefined): readonly string[] =>
  access === undefined ? [] : typeof access === 'string' ? [access] : access;

export const OrderSchema = v.object({
  id: IdSchema,
  code: v.string(),
  customerId: v.optional(IdSchema),
  type: OrderModeTypeSchema,
  status: OrderStatusSchema,
  paymentType: v.object({ id: IdSchema, showName: v.string(), paymentMethod: v.string(), online: v.boolean() }),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  /** Until when an unpaid online order can still be paid. */
  paymentExpiresAt: v.optional(IsoDateTimeSchema),
  orderedAt: IsoDateTimeSchema,
  scheduled: v.boolean(),
  scheduledAt: v.optional(IsoDateTimeSchema),
  items: v.array(OrderItemSchema),
  surcharges: v.array(v.object({ name: v.string(), amount: MoneySchema })),
  discounts: v.array(v.object({ name: v.string(), amount: MoneySchema })),
  itemsPrice: MoneySchema,
  deliveryFee: MoneySchema,
  userServiceFee: MoneySchema,
  total: MoneySchema,
  paysWith: v.optional(MoneySchema),
  notes: v.optional(v.string()),
  destination: v.optional(DestinationSchema),
  tableUid: v.optional(v.string()),
  customerName: v.optional(v.string()),
  phone: v.optional(v.string()),
  branchContact: v.object({
    id: IdSchema,
    alias: v.string(),
    name: v.string(),
    callPhone: v.optional(v.string()),
    whatsAppPhone: v.optional(v.string()),
  }),
  shipment: v.optional(
    v.object({
      shipmentUrl: v.optional(v.string()),
      trackingUrl: v.optional(v.string()),
      securityCode: v.optional(v.string()),
      allowTracking: v.boolean(),
    }),
  ),
  loyalty: v.object({ redeemedPoints: v.number(), gainedPoints: v.number() }),
  orderError: v.optional(v.object({ errorType: v.string(), reportedAt: IsoDateTimeSchema })),
  externalBenefit: v.optional(v.object({ partnerName: v.string(), externalBenefitType: v.string() })),
  /** The messaging-app link with the order text, when the branch contact has no orders console. */
  messagingLink: v.optional(v.string()),
  /**
   * The order's access token, to whoever already holds it (the creation answer, a read with it):
   * the pages put it in the links they build. Absent from the redacted view of the code alone,
   * which also leaves out the diner's name, phone, address, notes and the shipment's code and link.
   */
  accessToken: v.optional(OrderAccessTokenSchema),
});
export type OrderOutput = v.InferOutput<typeof OrderSchema>;

export const DinerOrderSummarySchema = v.object({
  id: IdSchema,
  code: v.string(),
  orderedAt: IsoDateTimeSchema,
  total: MoneySchema,
  paymentType: v.string(),
  paid: v.boolean(),
  orderModeName: v.string(),
  status: OrderStatusSchema,
  address: v.optional(v.string()),
  branchContact: v.object({ id: IdSchema, alias: v.string(), name: v.string() }),
});
export const DinerOrdersSchema = v.object({
  dinerOrders: v.object({ orders: v.array(DinerOrderSummarySchema), hasMore: v.boolean() }),
});

export const RecoveryCartSchema = v.object({ orderModeId: IdSchema, items: v.array(CartItemSchema) });

export const ExternalBenefitsBodySchema = v.object({
  branchId: IdSchema,
  branchContactId: IdSchema,
  externalUserId: v.pipe(v.string(), v.maxLength(100)),
  orderModeId: IdSchema,
});
export const ExternalBenefitsSchema = v.object({
  generalDiscounts: v.array(
    v.object({
      id: IdSchema,
      name: v.string(),
      type: v.picklist(['PERCENT', 'FIXED']),
      value: v.number(),
      externalBenefitType: v.string(),
    }),
  ),
});
