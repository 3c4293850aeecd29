/**
 * The diner calls the SWR hooks read (diner §7, follow-up §7), and the failure log the API
 * provider sends: every page's entry holds this module. `decision` marks paths the specs leave
 * "not shown". The whole contract is `diner-calls.ts`.
 */
import { PARTNER_NAME_PATTERN } from '@comanda/domain/loyalty';
import * as v from 'valibot';
import {
  AliasInfoSchema,
  BranchContactListSchema,
  BranchContactSchema,
  BranchDiscountsSchema,
  BranchSchema,
  CompanyBranchesSchema,
  CompanySchema,
  CountrySchema,
  DeliveryFeeSchema,
  FeesSchema,
  FileUrlSchema,
  GeneralDiscountsSchema,
  GeneralSurchargesSchema,
  IndicatorSchema,
  MenuCustomizationSchema,
  MenuHashesSchema,
  MenuSchema,
  OrderModeSchema,
  OrderModeTypeSchema,
  ScheduleConfigSchema,
} from '../schemas/catalog.ts';
import {
  AliasSchema,
  DINER_LOG_MAX_LENGTH,
  IdSchema,
  PhoneSchema,
  QueryIntSchema,
  QueryNumberSchema,
} from '../schemas/common.ts';
import {
  DinerSessionSchema,
  LoyaltyHistorySchema,
  MaybeLoyaltyProgramSchema,
  MaybeLoyaltyRewardSchema,
  OrderingCustomerSchema,
} from '../schemas/customer.ts';
import { GeocodedPlacesSchema, GeocodeReverseQuerySchema, GeocodeSearchQuerySchema } from '../schemas/geocode.ts';
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
import { SurveySchema, SurveyStateSchema } from '../schemas/survey.ts';
import { NearVenuesBodySchema, NearVenuesSchema } from '../schemas/venue.ts';
import { defineCall } from './define.ts';
import { BRANCH_PAGE_SIZE, LOYALTY_HISTORY_PAGE_SIZE } from './page-sizes.ts';

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

export const getCountry = defineCall({
  method: 'GET',
  path: '/api/country/:country',
  summary: 'Currency and phone data of a country.',
  params: v.object({ country: v.pipe(v.string(), v.length(2)) }),
  response: CountrySchema,
  failure: { kind: 'log' },
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

export const listBranchContacts = defineCall({
  method: 'GET',
  path: '/api/diner/branches/:branchId/branchcontacts',
  summary: "A branch's contacts, nearest first when a location is given, filtered by mode and search.",
  decision: 'The spec does not show the branch-contact list query; this path and query are ours.',
  params: id('branchId'),
  query: v.object({
    lat: v.optional(QueryNumberSchema(-90, 90)),
    lng: v.optional(QueryNumberSchema(-180, 180)),
    orderMode: v.optional(OrderModeTypeSchema),
    search: v.optional(v.pipe(v.string(), v.maxLength(80))),
    offset,
  }),
  response: BranchContactListSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const getDeliveryFee = defineCall({
  method: 'GET',
  path: '/api/branch/:id/deliveryzones/fee',
  summary: 'Delivery fee, zone and minimum for an address. `id` is the branch contact that delivers.',
  params: id('id'),
  query: v.object({
    lat: QueryNumberSchema(-90, 90),
    lng: QueryNumberSchema(-180, 180),
    fullAddress: v.optional(v.pipe(v.string(), v.maxLength(600))),
    city: v.optional(v.pipe(v.string(), v.maxLength(120))),
    phone: v.optional(v.pipe(v.string(), v.maxLength(20))),
  }),
  response: DeliveryFeeSchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const searchAddresses = defineCall({
  method: 'GET',
  path: '/api/geocode/search',
  summary:
    "Places matching a typed address, best first, from the server's geocoder (the embedded gazetteer or the configured service).",
  decision:
    "The spec has the browser call a search service; the server geocodes instead, so the diner's address goes to no third party the operator did not configure.",
  query: GeocodeSearchQuerySchema,
  response: GeocodedPlacesSchema,
  failure: { kind: 'fallback', value: { places: [] } },
  auth: 'public',
});

export const reverseGeocode = defineCall({
  method: 'GET',
  path: '/api/geocode/reverse',
  summary: "The address at a point (the device's position, a pin on the map), or none.",
  decision: "Ours, like the search: reverse geocoding is the server's.",
  query: GeocodeReverseQuerySchema,
  response: GeocodedPlacesSchema,
  failure: { kind: 'fallback', value: { places: [] } },
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

export const getEntityIndicators = defineCall({
  method: 'GET',
  path: '/api/entityindicators/:a/:b',
  summary: 'The indicators of one entity: `a` is its kind (plate or category), `b` its id.',
  params: v.object({ a: v.picklist(['plate', 'category']), b: IdSchema }),
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

export const getOrderingCustomer = defineCall({
  method: 'GET',
  path: '/api/orderingcustomer/:phone',
  summary:
    "A diner known by phone at a branch, with the points balance: only to the diner's session. Without it, the name and addresses of the orders whose access tokens are given (what this browser sent), else the not-revealing default.",
  params: v.object({ phone: PhoneSchema }),
  query: v.object({ branchId: IdSchema, ...PlacedOrdersQuerySchema.entries }),
  response: OrderingCustomerSchema,
  failure: { kind: 'fallback', value: { optIn: false, addressesRegistered: [], loyaltyPointsBalance: 0 } },
  auth: 'public',
});

export const getLoyaltyProgram = defineCall({
  method: 'GET',
  path: '/api/branch/:id/loyalty-program',
  summary: "The branch's loyalty program, or an empty object when it has none.",
  params: id('id'),
  response: MaybeLoyaltyProgramSchema,
  failure: { kind: 'fallback', value: {} },
  auth: 'public',
});

export const getLoyaltyHistory = defineCall({
  method: 'GET',
  path: '/api/branch/:branchId/loyalty-points/history/:customerPhone',
  summary: "A diner's points history, newest first; offset is page × page size.",
  params: v.object({ branchId: IdSchema, customerPhone: PhoneSchema }),
  query: v.object({ offset, limit: v.optional(QueryIntSchema(1, 100), LOYALTY_HISTORY_PAGE_SIZE) }),
  response: LoyaltyHistorySchema,
  failure: { kind: 'fallback', value: { history: [], hasMore: false } },
  auth: 'public',
});

export const getLoyaltyReward = defineCall({
  method: 'GET',
  path: '/api/branch/:id/loyalty-reward',
  summary: 'The sign-up reward on offer to a diner, or an empty object.',
  decision: 'The spec does not show the reward-info call; this path is ours.',
  params: id('id'),
  query: v.object({ branchContactId: v.optional(IdSchema), phone: v.optional(PhoneSchema) }),
  response: MaybeLoyaltyRewardSchema,
  // Diner §4 gives reward info an error status of its own: the failure is kept, not read as "no reward".
  failure: { kind: 'store' },
  auth: 'public',
});

export const getDinerSession = defineCall({
  method: 'GET',
  path: '/api/diner/signin/session',
  summary: "The diner this browser's session belongs to at the branch, or no `customer` when there is none.",
  decision: 'Not in the spec: the session lives in an HttpOnly cookie the page cannot read.',
  query: v.object({ branchId: IdSchema }),
  response: DinerSessionSchema,
  failure: { kind: 'fallback', value: {} },
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

export const getBranchOrderModes = defineCall({
  method: 'GET',
  path: '/api/diner/branchordermodes/:branchId',
  summary: "The order modes offered across a branch's contacts (for the selector's mode buttons).",
  params: id('branchId'),
  response: v.array(OrderModeSchema),
  failure: { kind: 'store' },
  auth: 'public',
});

export const getCompany = defineCall({
  method: 'GET',
  path: '/api/diner/companies/:companyId',
  summary: 'A company.',
  params: id('companyId'),
  response: CompanySchema,
  failure: { kind: 'store' },
  auth: 'public',
});

export const getCompanyBranches = defineCall({
  method: 'GET',
  path: '/api/diner/companies/:companyId/branches',
  summary: "A company's branches, 99 a page.",
  params: id('companyId'),
  query: v.object({ offset, pageSize: v.optional(QueryIntSchema(1, BRANCH_PAGE_SIZE), BRANCH_PAGE_SIZE) }),
  response: CompanyBranchesSchema,
  failure: { kind: 'store' },
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

export const getGeneralDiscounts = defineCall({
  method: 'GET',
  path: '/api/ordermodes/:id/generaldiscounts',
  summary: 'Discounts an order mode applies to every order.',
  params: id('id'),
  response: GeneralDiscountsSchema,
  failure: { kind: 'fallback', value: { generalDiscounts: [] } },
  auth: 'public',
});

export const getGeneralSurcharges = defineCall({
  method: 'GET',
  path: '/api/ordermodes/:id/generalsurcharges',
  summary: 'Surcharges an order mode applies to every order.',
  params: id('id'),
  response: GeneralSurchargesSchema,
  failure: { kind: 'fallback', value: { generalSurcharges: [] } },
  auth: 'public',
});

export const getFees = defineCall({
  method: 'GET',
  path: '/api/ordermodes/:id/fees',
  summary: 'Service fee: userFee plus percentageUserFee of the cart total.',
  params: id('id'),
  response: FeesSchema,
  failure: { kind: 'fallback', value: { userFee: 0, percentageUserFee: 0 } },
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

export const getSurvey = defineCall({
  method: 'GET',
  path: '/api/survey/:branchContactId',
  summary: "A branch contact's survey.",
  params: id('branchContactId'),
  response: SurveySchema,
  failure: { kind: 'log' },
  auth: 'public',
});

export const getSurveyState = defineCall({
  method: 'GET',
  path: '/api/survey/order/:orderCode',
  summary: 'Whether an order was rated already, with the survey.',
  params: v.object({ orderCode: v.pipe(v.string(), v.maxLength(40)) }),
  response: SurveyStateSchema,
  failure: { kind: 'log' },
  auth: 'public',
});

export const getNearVenues = defineCall({
  method: 'POST',
  path: '/api/menu/near',
  summary: 'Venues near a location, nearest first (venue guide).',
  body: NearVenuesBodySchema,
  response: NearVenuesSchema,
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
