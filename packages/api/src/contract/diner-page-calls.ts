/**
 * The diner calls the other pages' hooks read (diner §7, follow-up §7): the store chooser, the
 * address and its delivery fee, the account, the loyalty program, the company page, the cart's
 * and the checkout's totals, the survey and the venue guide. Apart from the menu's reads
 * (`diner-read-calls.ts`), which every page's entry holds. `decision` marks paths the specs leave
 * "not shown". The whole contract is `diner-calls.ts`.
 */
import * as v from 'valibot';
import {
  BranchContactListSchema,
  CompanyBranchesSchema,
  CompanySchema,
  CountrySchema,
  DeliveryFeeSchema,
  FeesSchema,
  GeneralDiscountsSchema,
  GeneralSurchargesSchema,
  IndicatorSchema,
  OrderModeSchema,
  OrderModeTypeSchema,
} from '../schemas/catalog.ts';
import { IdSchema, PhoneSchema, QueryIntSchema, QueryNumberSchema } from '../schemas/common.ts';
import {
  DinerSessionSchema,
  LoyaltyHistorySchema,
  MaybeLoyaltyProgramSchema,
  MaybeLoyaltyRewardSchema,
  OrderingCustomerSchema,
} from '../schemas/customer.ts';
import { GeocodedPlacesSchema, GeocodeReverseQuerySchema, GeocodeSearchQuerySchema } from '../schemas/geocode.ts';
import { PlacedOrdersQuerySchema } from '../schemas/order.ts';
import { SurveySchema, SurveyStateSchema } from '../schemas/survey.ts';
import { NearVenuesBodySchema, NearVenuesSchema } from '../schemas/venue.ts';
import { defineCall } from './define.ts';
import { BRANCH_PAGE_SIZE, LOYALTY_HISTORY_PAGE_SIZE } from './page-sizes.ts';

const offset = v.optional(QueryIntSchema(0, 100_000), 0);
const id = /* @__NO_SIDE_EFFECTS__ */ (name: string) => v.object({ [name]: IdSchema });

export const getCountry = defineCall({
  method: 'GET',
  path: '/api/country/:country',
  summary: 'Currency and phone data of a country.',
  params: v.object({ country: v.pipe(v.string(), v.length(2)) }),
  response: CountrySchema,
  failure: { kind: 'log' },
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

export const getEntityIndicators = defineCall({
  method: 'GET',
  path: '/api/entityindicators/:a/:b',
  summary: 'The indicators of one entity: `a` is its kind (plate or category), `b` its id.',
  params: v.object({ a: v.picklist(['plate', 'category']), b: IdSchema }),
  response: v.array(IndicatorSchema),
  failure: { kind: 'store' },
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
