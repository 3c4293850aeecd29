/**
 * The diner calls the menu reads (diner §7, follow-up §7: the alias, the store, its menu, the
 * diner's past orders and one order), the failure log the API provider sends, and the partner
 * benefits, whose name rule the menu's partner link reader holds: every page's entry holds this
 * module. `decision` marks paths the specs leave "not shown". The whole contract is
 * `diner-calls.ts`.
 */
import { PARTNER_NAME_PATTERN } from '@comanda/domain/loyalty';
import * as v from 'valibot';
import {
  AliasInfoSchema,
  BranchContactSchema,
  BranchDiscountsSchema,
  BranchSchema,
  FileUrlSchema,
  IndicatorSchema,
  MenuCustomizationSchema,
  MenuHashesSchema,
  MenuSchema,
  ScheduleConfigSchema,
} from '../schemas/catalog.ts';
import { AliasSchema, DINER_LOG_MAX_LENGTH, IdSchema, PhoneSchema, QueryIntSchema } from '../schemas/common.ts';
import {
  DinerOrdersSchema,
  ExternalBenefitsBodySchema,
  ExternalBenefitsSchema,
  OrderAccessQuerySchema,
  OrderSchema,
  PlacedOrdersQuerySchema,
  RecoveryCartSchema,
} from '../schemas/order.ts';
import { ShipmentsSchema } from '../schemas/shipment.ts';
import { defineCall } from './define.ts';

const offset = v.optional(QueryIntSchema(0, 100_000), 0);
const id = /* @__NO_SIDE_EFFECTS__ */ (name: string) => v.object({ [name]: IdSchema });

export const getAliasInfo = defineCall({
  method: 'GET',
  path: '/api/diner/:alias',
  summary: 'What an alias names: a company, a branch or a branch contact.',
  params: v.object({ alias: AliasSchema }),
  response: AliasInfoSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const getFileUrl = defineCall({
  method: 'GET',
  path: '/api/diner/file/:id/url',
  summary: 'The URL of an image; relative API URLs get the API host prefixed by the client.',
  params: id('id'),
  query: v.object({ type: v.optional(v.picklist(['plate', 'category', 'logo', 'banner', 'indicator'])) }),
  response: FileUrlSchema,
  failure: { kind: 'fallback', value: { url: '' } },
  auth: 'public',
});

export const logDinerError = defineCall({
  method: 'POST',
  path: '/api/diner/log',
  summary: 'A client-side failure, as plain text with a JSON context.',
  body: v.pipe(v.string(), v.maxLength(DINER_LOG_MAX_LENGTH)),
  bodyFormat: 'text',
  response: null,
  failure: { kind: 'fallback', value: undefined },
  auth: 'public',
});

export const getMenuHashes = defineCall({
  method: 'GET',
  path: '/api/diner/menu/:alias/hash',
  summary: "The content hash of each order mode's menu.",
  params: v.object({ alias: AliasSchema }),
  query: v.object({ orderModeId: v.union([IdSchema, v.pipe(v.array(IdSchema), v.maxLength(20))]) }),
  response: MenuHashesSchema,
  failure: { kind: 'fallback', value: { menuHashes: [] } },
  auth: 'public',
});

export const getBranchContact = defineCall({
  method: 'GET',
  path: '/api/diner/branchcontacts/:id',
  summary: 'A branch contact with its order modes, hours and delivery configuration.',
  params: id('id'),
  response: BranchContactSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const getIndicators = defineCall({
  method: 'GET',
  path: '/api/indicators',
  summary: 'Every plate indicator (vegan, spicy, ...).',
  response: v.array(IndicatorSchema),
  failure: { kind: 'store' },
  auth: 'public',
});

export const getSchedule = defineCall({
  method: 'GET',
  path: '/api/ordermode/schedule/:orderModeId',
  summary: 'The schedule configurations of an order mode.',
  params: id('orderModeId'),
  response: v.array(ScheduleConfigSchema),
  failure: { kind: 'log' },
  auth: 'public',
});

export const getMenuCustomizations = defineCall({
  method: 'GET',
  path: '/api/menucustomization/:branchId',
  summary: 'Promotional banner, document label, notes limits, redirect action and complex-address list.',
  params: id('branchId'),
  response: v.array(MenuCustomizationSchema),
  failure: { kind: 'fallback', value: [] },
  auth: 'public',
});

export const getDinerOrders = defineCall({
  method: 'GET',
  path: '/api/orders',
  summary:
    "A diner's orders at a branch contact, newest first: to the diner's session all of them; without it, only the orders whose access tokens are given.",
  query: v.object({ phone: PhoneSchema, branchContactId: IdSchema, offset, ...PlacedOrdersQuerySchema.entries }),
  response: DinerOrdersSchema,
  failure: { kind: 'fallback', value: { dinerOrders: { orders: [], hasMore: false } } },
  auth: 'public',
});

export const getBranch = defineCall({
  method: 'GET',
  path: '/api/diner/branches/:branchId',
  summary: 'A branch with its look (colours, logos, social links).',
  decision: 'The specs read branch data through the alias call; this direct read is ours.',
  params: id('branchId'),
  response: BranchSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const getMenu = defineCall({
  method: 'GET',
  path: '/api/diner/:branchContactAlias/menu/:orderModeId',
  summary: 'The menu of a branch contact for an order mode: categories with plates, remarkeds, upselleds.',
  params: v.object({ branchContactAlias: AliasSchema, orderModeId: IdSchema }),
  response: MenuSchema,
  failure: { kind: 'log' },
  auth: 'public',
});

export const getBranchDiscounts = defineCall({
  method: 'GET',
  path: '/api/diner/:branchId/discounts',
  summary: 'Plate discounts in force at a branch.',
  params: id('branchId'),
  response: BranchDiscountsSchema,
  failure: { kind: 'log' },
  auth: 'public',
});

export const getRecoveryCart = defineCall({
  method: 'GET',
  path: '/api/recovery/cart/:phone/:branchContactId',
  summary: "An abandoned cart to restore; 404 is logged as 'Cart not found'.",
  params: v.object({ phone: PhoneSchema, branchContactId: IdSchema }),
  response: RecoveryCartSchema,
  failure: { kind: 'log' },
  auth: 'public',
});

export const getOrder = defineCall({
  method: 'GET',
  path: '/api/diner/:branchContactCode/order/:orderCode',
  summary:
    "The follow-up of an order (status, payment, shipment link). With the order's access token, all of it; with the code alone, a redacted view: no name, phone, address, notes, delivery code or links.",
  params: v.object({ branchContactCode: AliasSchema, orderCode: v.pipe(v.string(), v.maxLength(40)) }),
  query: OrderAccessQuerySchema,
  response: OrderSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const getExternalBenefits = defineCall({
  method: 'POST',
  path: '/api/external-benefits/:partner',
  summary: "An external loyalty partner's discounts for a user (bearer token of the partner).",
  params: v.object({ partner: v.pipe(v.string(), v.regex(PARTNER_NAME_PATTERN)) }),
  body: ExternalBenefitsBodySchema,
  response: ExternalBenefitsSchema,
  failure: { kind: 'fallback', value: { generalDiscounts: [] } },
  auth: 'public',
});

export const getOrderShipments = defineCall({
  method: 'GET',
  path: '/api/shipments/order/:logisticsOrderId',
  summary: "The shipments of a diner order, to the order's diner; a rider shows only while a shipment is open.",
  params: id('logisticsOrderId'),
  query: OrderAccessQuerySchema,
  response: ShipmentsSchema,
  failure: { kind: 'fallback', value: { shipments: [] } },
  auth: 'order',
});
